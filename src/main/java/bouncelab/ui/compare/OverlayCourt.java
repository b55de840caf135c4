package bouncelab.ui.compare;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.trace.FrameTrace;
import bouncelab.ui.common.Styles;
import bouncelab.ui.render.CourtColour;
import bouncelab.ui.render.CourtRenderer;
import bouncelab.ui.render.Viewport;
import bouncelab.ui.session.PlaybackModel;
import bouncelab.ui.step.CourtView;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.Label;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import org.jspecify.annotations.Nullable;

/**
 * Every run on one court: swept-exact drawn as in the stepping window, with its working, and each other run's
 * ball as a ring in its colour with its path this frame. Rings grow a few pixels per run, so balls that agree show
 * as rings round one another and a run that parts company is seen leaving. Dragging edits the shot for all.
 */
final class OverlayCourt extends BorderPane {
    /** Screen px between the rings of runs that agree. */
    private static final double RING_STEP = 4;

    private final CompareModel model;
    private final CourtRenderer renderer;
    private final CourtView court;

    OverlayCourt(CompareModel model, CourtRenderer renderer) {
        this.model = model;
        this.renderer = renderer;
        getStyleClass().add(Styles.OVERLAY_COURT);
        setId("overlay-court");
        court = new CourtView(model.run(CompareModel.REFERENCE), renderer);
        court.addLayer(this::drawOthers);
        court.setWorkingBox(this::everyRunsWorking);
        setTop(legend());
        setCenter(court);
    }

    /** Yours came or went: the legend names the runs again. */
    void runsChanged() {
        setTop(legend());
        court.redraw();
    }

    CourtView court() {
        return court;
    }

    private FlowPane legend() {
        FlowPane legend = new FlowPane();
        legend.getStyleClass().add(Styles.OVERLAY_LEGEND);
        for (AlgorithmId id : model.algorithms()) {
            Region swatch = new Region();
            swatch.getStyleClass().addAll(Styles.RUN_SWATCH, CourtColour.styleClass(id));
            String how = id == CompareModel.REFERENCE ? id.fileName() + " (the ball)" : id.fileName();
            HBox item = new HBox(swatch, new Label(how));
            item.getStyleClass().add(Styles.LEGEND_ROW);
            legend.getChildren().add(item);
        }
        legend.getChildren().add(new Label("— rings round one another: those runs agree"));
        return legend;
    }

    /** Z on this court: swept-exact's working and every other run's ball and path this frame, so none is cut off. */
    private @Nullable Rect everyRunsWorking() {
        Rect box = court.ownWorkingBox();
        if (box == null) {
            return null;
        }
        double l = box.left(), t = box.top(), r = box.right(), b = box.bottom();
        for (AlgorithmId id : model.algorithms()) {
            PlaybackModel run = model.run(id);
            var ball = run.currentState().ball();
            double margin = 3 * ball.radius();
            List<Vec2> points = new ArrayList<>();
            points.add(ball.centre());
            if (run.currentTrace() != null) {
                points.addAll(run.currentTrace().path());
            }
            for (var p : points) {
                l = Math.min(l, p.x() - margin);
                r = Math.max(r, p.x() + margin);
                t = Math.min(t, p.y() - margin);
                b = Math.max(b, p.y() + margin);
            }
        }
        return Rect.fromEdges(l, t, r, b);
    }

    private void drawOthers(GraphicsContext g, Viewport v) {
        List<AlgorithmId> others = model.algorithms().stream()
                .filter(a -> a != CompareModel.REFERENCE)
                .toList();
        for (int i = 0; i < others.size(); i++) {
            PlaybackModel run = model.run(others.get(i));
            FrameTrace t = run.currentTrace();
            var ball = run.currentState().ball();
            renderer.drawGhost(
                    g,
                    v,
                    court.getWidth(),
                    court.getHeight(),
                    t == null ? List.of() : t.path(),
                    ball.centre(),
                    ball.radius(),
                    others.get(i),
                    RING_STEP * (i + 1));
        }
    }
}
