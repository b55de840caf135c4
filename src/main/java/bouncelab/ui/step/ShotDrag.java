package bouncelab.ui.step;

import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.scenario.Scenario;
import bouncelab.ui.render.CourtRenderer;
import bouncelab.ui.session.PlaybackModel;
import org.jspecify.annotations.Nullable;

/**
 * The edits of one drag on the court ({@link ShotEditor}): the ball, its arrow's tip, or a paddle or brick moved, or
 * resized by its bottom-right corner. Each event is aimed relative to where the drag began, so grabbing the ball
 * off-centre does not make it jump, and moves on from where the last event left the shot, so that it slides round
 * what it meets rather than jumping back. When one is held back, {@link DragWhy} is told.
 */
final class ShotDrag {
    private final PlaybackModel model;
    private final DragWhy why;
    private final Scenario start;

    /** A drag beginning on the model's shot as it is now. */
    ShotDrag(PlaybackModel model, DragWhy why) {
        this.model = model;
        this.why = why;
        this.start = model.scenario();
        why.begin();
    }

    /** The ball, {@code by} court px from where it was when the drag began. */
    void ball(Vec2 by) {
        edit(ShotEditor.ballDragged(model.scenario(), start.ball().centre().plus(by)), null);
    }

    /** The ball's arrow tip, {@code by} court px from where it was. */
    void aim(Vec2 by) {
        model.edit(ShotEditor.aimBall(
                start, CourtRenderer.velocityTip(start.ball()).plus(by), CourtRenderer.VELOCITY_ARROW_SECONDS));
    }

    /** The paddle or brick {@code id}, its corner {@code by} court px from where it was. */
    void move(String id, Vec2 by) {
        Rect r = ShotEditor.rectOf(start, id).orElseThrow();
        edit(ShotEditor.objectDragged(model.scenario(), id, new Vec2(r.x(), r.y()).plus(by)), id);
    }

    /** The paddle or brick {@code id}, {@code by} court px wider and taller than it was. */
    void resize(String id, Vec2 by) {
        Rect r = ShotEditor.rectOf(start, id).orElseThrow();
        edit(ShotEditor.sizeDragged(model.scenario(), id, new Vec2(r.width(), r.height()).plus(by)), id);
    }

    /** The button let go. */
    void end() {
        why.end();
    }

    private void edit(Dragged d, @Nullable String mover) {
        model.edit(d.shot());
        why.moved(d, mover);
    }
}
