package bouncelab.ui.sweep;

import bouncelab.core.sweep.SweepResult;
import bouncelab.core.sweep.SweepRow;
import bouncelab.ui.common.Styles;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;

import java.util.function.Function;

/** The sweep's rows, the columns of the CSV. */
final class SweepTable extends TableView<SweepRow> {

    SweepTable() {
        getStyleClass().add(Styles.SWEEP_TABLE);
        setId("sweep-table");
        setColumnResizePolicy(CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        getColumns().add(column("algorithm", 170, r -> r.algorithm().fileName()));
        getColumns().add(column("speed", 80, r -> SweepText.number(r.speed())));
        getColumns().add(column("shots", 80, SweepRow::shots));
        getColumns().add(column("tunnelled", 100, SweepRow::tunnelled));
        getColumns().add(column("missed", 90, SweepRow::missed));
        getColumns().add(column("pushed through", 140, SweepRow::pushedThrough));
        getColumns().add(column("rate", 90, r -> SweepText.number(r.rate() * 100) + " %"));
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
