package bouncelab.ui.compare;

import bouncelab.core.algorithm.AlgorithmId;
import bouncelab.ui.common.Styles;
import bouncelab.ui.render.CourtRenderer;
import bouncelab.ui.step.CourtView;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * One algorithm's run in the grid: its badge over an ordinary court view of its own model, so the drawing is the
 * stepping window's and dragging the ball or its arrow tip edits the shot for every run.
 */
final class ComparePanel extends VBox {
    private final CourtView court;

    ComparePanel(CompareModel model, AlgorithmId algorithm, CourtRenderer renderer) {
        getStyleClass().add(Styles.COMPARE_PANEL);
        setId("panel-" + algorithm.fileName());
        court = new CourtView(model.run(algorithm), renderer);
        court.setMinSize(120, 80);
        VBox.setVgrow(court, Priority.ALWAYS);
        getChildren().addAll(new RunBadge(model, algorithm), court);
    }

    CourtView court() {
        return court;
    }
}
