package bouncelab.ui.sweep;

import bouncelab.core.sweep.SweepResult;
import bouncelab.ui.common.Styles;
import bouncelab.ui.common.UiWords;
import bouncelab.ui.render.CourtColour;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.shape.Line;

/**
 * The class question answered from the last sweep: from what speed on does each test let the ball through? One row
 * per algorithm: the first speed of the sweep with a ball through, and where the theory says it starts.
 */
final class SweepAnswer extends VBox {
    // the question over the grid, not in it: a grid gives a spanning label its one-line width, so it was cut short
    private final GridPane table = new GridPane();

    SweepAnswer() {
        table.getStyleClass().add(Styles.SWEEP_ANSWER);
        setId("sweep-answer");
    }

    void show(SweepResult result) {
        table.getChildren().clear();
        Label question = new Label(UiWords.window("sweep.question"));
        question.setWrapText(true);
        question.setMinHeight(Region.USE_PREF_SIZE);
        question.getStyleClass().add(Styles.SWEEP_QUESTION);
        // the marks (T + D, D/2) and the theory refer to these: said here, since presenting hides the inputs
        var spec = result.spec();
        Label sizes = new Label(
                UiWords.window("sweep.sizes", SweepText.number(spec.thickness()), SweepText.number(spec.diameter())));
        sizes.setId("sweep-sizes");
        sizes.setWrapText(true);
        sizes.setMinHeight(Region.USE_PREF_SIZE);
        getChildren().setAll(question, sizes, table);
        table.add(heading(UiWords.window("sweep.heading.test")), 0, 0);
        table.add(heading(UiWords.window("sweep.heading.sweep")), 1, 0);
        // the theory's curve drawn as on the chart: presenting, this table is the chart's legend
        Line curve = new Line(0, 0, 28, 0);
        curve.getStyleClass().add(Styles.SWEEP_THEORY_LINE);
        Label theory = heading(UiWords.window("sweep.heading.theory"));
        theory.setGraphic(curve);
        theory.setContentDisplay(ContentDisplay.RIGHT);
        table.add(theory, 2, 0);
        int row = 1;
        for (SweepText.Answer a : SweepText.firstThrough(result)) {
            Region swatch = new Region();
            swatch.getStyleClass().addAll(Styles.RUN_SWATCH, CourtColour.styleClass(a.algorithm()));
            HBox name = new HBox(swatch, new Label(a.algorithm().fileName()));
            name.getStyleClass().add(Styles.LEGEND_ROW);
            Label observed = new Label(a.observed());
            observed.setId("first-through-" + a.algorithm().fileName());
            table.add(name, 0, row);
            table.add(observed, 1, row);
            table.add(new Label(a.theory()), 2, row);
            row++;
        }
    }

    private static Label heading(String text) {
        Label l = new Label(text);
        l.getStyleClass().add(Styles.SWEEP_HEADING);
        return l;
    }
}
