package bouncelab.ui.compare;

import bouncelab.core.choice.AlgorithmId;
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
    private final RunBadge badge;

    ComparePanel(CompareModel model, AlgorithmId algorithm, CourtRenderer renderer) {
        getStyleClass().add(Styles.COMPARE_PANEL);
        setId("panel-" + algorithm.fileName());
        court = new CourtView(model.run(algorithm), renderer);
        court.setMinSize(120, 60); // low enough that at 28 px on 1024 × 768 the timeline's lanes stay in sight
        VBox.setVgrow(court, Priority.ALWAYS);
        badge = new RunBadge(model, algorithm);
        getChildren().addAll(badge, court);
    }

    /** At least the name and the court's own minimum: the badge's other lines give way, not the court. */
    @Override
    protected double computeMinHeight(double width) {
        double w = width > 0 ? width : getWidth();
        return snappedTopInset() + snappedBottomInset() + badge.compactHeight(w) + court.minHeight(w);
    }

    /** Too short for the whole badge above a usable court (large type, small screen): the badge keeps its name. */
    @Override
    protected void layoutChildren() {
        double w = getWidth();
        double inner = getHeight() - snappedTopInset() - snappedBottomInset();
        badge.setCompact(inner < badge.fullHeight(w) + court.minHeight(w));
        super.layoutChildren();
    }

    /** Presenting: the badge gives its counts' room to the court (see {@link RunBadge#showCounts}). */
    void presenting(boolean on) {
        badge.showCounts(!on);
    }

    CourtView court() {
        return court;
    }
}
