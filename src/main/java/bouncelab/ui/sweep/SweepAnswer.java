package bouncelab.ui.sweep;

import bouncelab.core.sweep.SweepResult;
import bouncelab.ui.common.Styles;
import bouncelab.ui.render.CourtColour;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;

/**
 * The class question answered from the last sweep: from what speed on does each test let the ball through? One row
 * per algorithm: the first speed of the sweep with a ball through, and where the theory says it starts.
 */
final class SweepAnswer extends GridPane {

    SweepAnswer() {
        getStyleClass().add(Styles.SWEEP_ANSWER);
        setId("sweep-answer");
    }

    void show(SweepResult result) {
        getChildren().clear();
        Label question = new Label("From what speed on (px/frame) does each test let the ball through?");
        question.setWrapText(true);
        question.getStyleClass().add(Styles.SWEEP_QUESTION);
        add(question, 0, 0, 3, 1);
        add(heading("test"), 0, 1);
        add(heading("sweep"), 1, 1);
        add(heading("theory"), 2, 1);
        int row = 2;
        for (SweepText.Answer a : SweepText.firstThrough(result)) {
            Region swatch = new Region();
            swatch.getStyleClass().addAll(Styles.RUN_SWATCH, CourtColour.styleClass(a.algorithm()));
            HBox name = new HBox(swatch, new Label(a.algorithm().fileName()));
            name.getStyleClass().add(Styles.LEGEND_ROW);
            Label observed = new Label(a.observed());
            observed.setId("first-through-" + a.algorithm().fileName());
            add(name, 0, row);
            add(observed, 1, row);
            add(new Label(a.theory()), 2, row);
            row++;
        }
    }

    private static Label heading(String text) {
        Label l = new Label(text);
        l.getStyleClass().add(Styles.SWEEP_HEADING);
        return l;
    }
}
