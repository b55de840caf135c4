package bouncelab.ui.step;

import bouncelab.core.geometry.Side;
import java.util.List;

/**
 * What held a drag back short of the pointer, for the window to say why ({@link DragWhy}): the paddle or brick the
 * ball stopped at, the two walls it would have been pressed into at once, or the ball a dragged paddle or brick
 * stopped at. A shot file refuses each of them ({@link ShotEditor}).
 *
 * @param id    the paddle's or brick's id; empty for the walls and the ball
 * @param walls the two walls, across then up or down; empty for the others
 */
public record DragHold(Kind kind, String id, List<Side> walls) {
    public enum Kind {
        PADDLE,
        BRICK,
        WALLS,
        BALL
    }

    public DragHold {
        walls = List.copyOf(walls);
    }

    public static DragHold paddle(String id) {
        return new DragHold(Kind.PADDLE, id, List.of());
    }

    public static DragHold brick(String id) {
        return new DragHold(Kind.BRICK, id, List.of());
    }

    /** Where a wall to the {@code across} (left or right) meets one {@code upOrDown} (top or bottom). */
    public static DragHold walls(Side across, Side upOrDown) {
        return new DragHold(Kind.WALLS, "", List.of(across, upOrDown));
    }

    public static DragHold ball() {
        return new DragHold(Kind.BALL, "", List.of());
    }
}
