package bouncelab.ui.sweep;

import bouncelab.core.sweep.SweepResult;
import bouncelab.core.sweep.SweepRow;
import bouncelab.ui.common.Styles;
import bouncelab.ui.common.UiWords;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.scene.control.Labeled;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.text.Font;
import javafx.scene.text.Text;

/** The sweep's rows, the columns of the CSV. */
final class SweepTable extends TableView<SweepRow> {
    /** The columns' widths at 14 px type, in their order. */
    private static final double[] WIDTHS = {170, 80, 80, 100, 90, 140, 90};

    private static final double TYPE = 14;

    SweepTable() {
        getStyleClass().add(Styles.SWEEP_TABLE);
        setId("sweep-table");
        setAccessibleText(UiWords.window("sweep.table")); // its name, read out
        setColumnResizePolicy(CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        getColumns()
                .add(column(
                        UiWords.window("sweep.column.algorithm"),
                        170,
                        r -> r.algorithm().fileName()));
        getColumns().add(column(UiWords.window("sweep.column.speed"), 80, r -> SweepText.number(r.speed())));
        getColumns().add(column(UiWords.window("sweep.column.shots"), 80, SweepRow::shots));
        getColumns().add(column(UiWords.window("sweep.column.tunnelled"), 100, SweepRow::tunnelled));
        getColumns().add(column(UiWords.window("sweep.column.missed"), 90, SweepRow::missed));
        getColumns().add(column(UiWords.window("sweep.column.pushedThrough"), 140, SweepRow::pushedThrough));
        getColumns().add(column(UiWords.window("sweep.column.rate"), 90, r -> SweepText.number(r.rate() * 100) + " %"));
    }

    /**
     * The widths follow the type's size: presenting at 24 px had cut "tunnelled" to "tunnell..."; what the table
     * cannot hold then scrolls sideways rather than shortens.
     */
    private double widthsFor; // the headings' type size the widths were set for

    @Override
    protected void layoutChildren() {
        if (lookup(".column-header .label") instanceof Labeled heading
                && heading.getFont().getSize() != widthsFor) {
            widthsFor = heading.getFont().getSize();
            widths(heading.getFont());
        }
        super.layoutChildren();
    }

    private void widths(Font font) {
        double k = Math.max(1, font.getSize() / TYPE);
        Text heading = new Text();
        heading.setFont(font);
        for (int i = 0; i < WIDTHS.length; i++) {
            var c = getColumns().get(i);
            heading.setText(c.getText());
            // never narrower than its heading, with room for the header's padding
            c.setMinWidth(Math.max(WIDTHS[i] * 0.8, heading.getLayoutBounds().getWidth() + 1.5 * font.getSize()));
            c.setPrefWidth(Math.max(WIDTHS[i] * k, c.getMinWidth()));
        }
    }

    void show(SweepResult result) {
        getItems().setAll(result.rows());
    }

    private static <T> TableColumn<SweepRow, T> column(String title, double width, Function<SweepRow, T> value) {
        TableColumn<SweepRow, T> c = new TableColumn<>(title);
        c.setPrefWidth(width);
        c.setMinWidth(width * 0.8);
        c.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(value.apply(cell.getValue())));
        c.setSortable(false);
        return c;
    }
}
