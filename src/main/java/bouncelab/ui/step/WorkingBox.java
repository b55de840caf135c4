package bouncelab.ui.step;

import bouncelab.core.geometry.Rect;
import bouncelab.core.trace.BroadPhaseStats;
import bouncelab.core.trace.Overlay;
import bouncelab.ui.session.PlaybackModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * What the court zooms onto when it zooms to the working (Z, or a lesson's {@code zoom: working}): A, B, the path, the
 * objects the algorithm looked at, what the ball is about to meet and, with the broad phase on, the cells walked
 * among their neighbours.
 */
final class WorkingBox {
    private WorkingBox() {}

    /** This frame's working in the court's px, with a margin; null before there is a frame. */
    static @Nullable Rect of(PlaybackModel model) {
        var t = model.currentTrace();
        if (t == null) {
            return null;
        }
        double r = t.before().radius();
        double l = Math.min(t.a().x(), t.b().x()), top = Math.min(t.a().y(), t.b().y());
        double rt = Math.max(t.a().x(), t.b().x()), bot = Math.max(t.a().y(), t.b().y());
        for (var p : t.path()) {
            l = Math.min(l, p.x());
            rt = Math.max(rt, p.x());
            top = Math.min(top, p.y());
            bot = Math.max(bot, p.y());
        }
        for (var item : t.items()) {
            var rect = item.objectId() == null
                    ? Optional.<Rect>empty()
                    : ShotEditor.rectOf(model.scenario(), item.objectId());
            if (rect.isPresent()) {
                l = Math.min(l, rect.get().left());
                rt = Math.max(rt, rect.get().right());
                top = Math.min(top, rect.get().top());
                bot = Math.max(bot, rect.get().bottom());
            }
        }
        if (model.isOn(Overlay.BROAD_PHASE)) { // the cells walked are part of the working then
            for (var stats : t.items(BroadPhaseStats.class)) {
                for (Rect cell : stats.cells()) {
                    l = Math.min(l, cell.left());
                    rt = Math.max(rt, cell.right());
                    top = Math.min(top, cell.top());
                    bot = Math.max(bot, cell.bottom());
                }
            }
        }
        // and what the ball is about to meet: objects within a few frames' travel, tested this frame or not (a swept
        // test skips a paddle out of reach, but the lesson is about that paddle), whole
        double reach = Math.max(6 * r, 3 * t.a().distanceTo(t.b()));
        Rect near = Rect.fromEdges(l - reach, top - reach, rt + reach, bot + reach);
        List<Rect> objects = new ArrayList<>();
        model.stateBefore().paddles().forEach(p -> objects.add(p.rect()));
        model.stateBefore().bricks().forEach(b -> objects.add(b.rect()));
        for (Rect o : objects) {
            if (o.touches(near)) {
                l = Math.min(l, o.left());
                rt = Math.max(rt, o.right());
                top = Math.min(top, o.top());
                bot = Math.max(bot, o.bottom());
            }
        }
        Rect box = Rect.fromEdges(l - 3 * r, top - 3 * r, rt + 3 * r, bot + 3 * r);
        if (model.isOn(Overlay.BROAD_PHASE) && !model.stateBefore().bricks().isEmpty()) {
            // the grid's cells are seen among their neighbours, the wall in sight of a ball still below it: zoomed
            // onto a ball alone, lesson 13 opened on a ball 70 px across and no brick
            box = atLeast(box, BROAD_PHASE_VIEW_WIDTH, BROAD_PHASE_VIEW_HEIGHT);
        }
        return box;
    }

    /** Court px the working is shown in at least, with the broad phase on: about seven cells by ten of a wall. */
    private static final double BROAD_PHASE_VIEW_WIDTH = 240;

    private static final double BROAD_PHASE_VIEW_HEIGHT = 180;

    /** {@code box} grown about its centre to at least {@code w} × {@code h}. */
    private static Rect atLeast(Rect box, double w, double h) {
        double cx = (box.left() + box.right()) / 2, cy = (box.top() + box.bottom()) / 2;
        double hw = Math.max(box.width(), w) / 2, hh = Math.max(box.height(), h) / 2;
        return Rect.fromEdges(cx - hw, cy - hh, cx + hw, cy + hh);
    }
}
