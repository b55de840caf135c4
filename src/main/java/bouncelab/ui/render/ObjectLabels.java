package bouncelab.ui.render;

import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.scenario.Brick;
import bouncelab.core.scenario.Paddle;
import bouncelab.core.simulation.SimState;
import java.util.Set;

/**
 * The ids the working names objects by, written on the court with the labels: each paddle's ("left", "right")
 * just above it, and each brick's ("b1", "r24c15") inside it wherever the brick is drawn big enough to hold it
 * (a wall of 750 bricks seen whole would be only labels) and where no label already written is in the way. A brick a worksheet's question names is labelled above
 * itself, as a paddle is, where its id does not fit inside it.
 */
final class ObjectLabels {
    /** Screen px a label needs per character and around its text, at the standard size; a little generous. */
    private static final double PX_PER_CHAR = 8;

    private static final double PADDING = 10;
    private static final double MIN_HEIGHT = 18;

    private ObjectLabels() {}

    static void draw(Pen pen, SimState state) {
        draw(pen, state, Set.of());
    }

    static void draw(Pen pen, SimState state, Set<String> named) {
        Rect shown = pen.shown();
        for (Paddle p : state.paddles()) {
            if (shown == null || p.rect().touches(shown)) { // a label kept inside the canvas would point at nothing
                // far off, it would name nothing
                pen.labelNear(p.id(), new Vec2(p.rect().x(), p.rect().y()), 0, -14, p.rect());
            }
        }
        double k = pen.scale();
        double size = pen.labelScale(); // a label drawn larger needs a larger brick to hold it
        for (Brick b : state.bricks()) {
            Rect r = b.rect();
            if (shown != null && !r.touches(shown)) {
                continue;
            }
            if (r.width() * k >= (PX_PER_CHAR * b.id().length() + PADDING) * size
                    && r.height() * k >= MIN_HEIGHT * size) {
                pen.labelInPlace(b.id(), new Vec2(r.x(), r.y()), 4, 10); // moved, it would name the brick beside
            } else if (named.contains(b.id())) {
                pen.label(b.id(), new Vec2(r.x(), r.y()), 0, -14);
            }
        }
    }
}
