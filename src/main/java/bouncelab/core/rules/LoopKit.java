package bouncelab.core.rules;

import bouncelab.core.algorithm.Obstacle;
import bouncelab.core.geometry.CourtEdge;
import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Side;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.scenario.Court;
import bouncelab.core.trace.Out;
import bouncelab.core.trace.TraceItem;
import java.util.List;
import org.jspecify.annotations.Nullable;

/** What the articles' loops share: leaving the court, whole pixels, the order of the sides. */
final class LoopKit {
    private LoopKit() {}

    /** Where a move from a to b leaves the court through an open side, or null: the side first crossed. */
    record Exit(Side side, Vec2 at, double fraction) {}

    /**
     * None of the articles' programs prints how a ball leaves the court but XNA's; for the others Bounce Lab's
     * rule: the centre crossing an open side, the first crossed along a→b.
     */
    static @Nullable Exit exit(Court court, Vec2 a, Vec2 b) {
        @Nullable Exit best = null;
        for (Side side : court.openSidesInOrder()) {
            double t = CourtEdge.crossing(a, b, side, court.width(), court.height());
            if (!Double.isNaN(t) && (best == null || t < best.fraction())) {
                best = new Exit(side, a.lerp(b, t), t);
            }
        }
        return best;
    }

    /** The exit, if any, recorded as an {@link Out} at its time in the frame. */
    static @Nullable Exit out(Court court, Vec2 a, Vec2 b, double dt, List<TraceItem> items) {
        Exit e = exit(court, a, b);
        if (e != null) {
            items.add(new Out(e.side(), e.at(), e.fraction() * dt));
        }
        return e;
    }

    /** A rectangle as an int field holds it: each number cut to a whole pixel. */
    static Rect wholePixels(Rect r) {
        return new Rect((long) r.x(), (long) r.y(), (long) r.width(), (long) r.height());
    }

    /** The object with its rectangle in whole pixels. */
    static Obstacle wholePixels(Obstacle o) {
        return new Obstacle(o.id(), o.kind(), wholePixels(o.rect()), o.velocity(), o.face());
    }

    /** "left", "right", …: the side's word. */
    static String word(Side s) {
        return s.label();
    }
}
