package bouncelab.ui.render;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Where a court label goes, in canvas px, without a canvas: inside the court's drawn part, and beside a paddle or
 * brick in its way rather than over it where there is room close by. An 800 × 600 canvas showing a court drawn at
 * (100, 100), 600 × 400; a label's back starts 3k left of its x and is 20k high around its y.
 */
class LabelRoomTest {
    private static final double[] COURT = {100, 100, 600, 400};
    private static final double[] PADDLE = {400, 200, 20, 200};

    private static LabelRoom room(double k) {
        LabelRoom room = new LabelRoom(k, 800, 600);
        room.court(COURT);
        return room;
    }

    /** B asked 10 px right of its point, where the paddle is: moved beside the paddle, on the point's side. */
    @Test
    void aLabelOverAPaddleMovesBesideItOnItsPointsSide() {
        LabelRoom room = room(1);
        room.objects.add(PADDLE);
        double w = 40;
        double[] at = room.find(400, 286, 390, w, 0, null);
        assertNotNull(at);
        assertEquals(286, at[1], "on its row");
        double backRight = at[0] - 3 + w;
        assertTrue(backRight <= PADDLE[0], "left of the paddle, where its point is: " + backRight);
        assertTrue(room.isClear(at[0], at[1], w, 0, LabelRoom.Clear.OBJECTS));
    }

    /**
     * A paddle's id, asked above it at its left corner, with no room on that side of it within three rows (the ball
     * and the working's labels, as in lesson 4): beside the paddle on its right, near it, not over it.
     */
    @Test
    void withNoRoomOnItsPointsSideALabelGoesBesideThePaddlesOtherSideRatherThanOverIt() {
        LabelRoom room = room(1);
        room.objects.add(PADDLE);
        room.placed.add(new double[] {100, 100, 299, 300}); // everything left of the paddle, and above it
        room.placed.add(new double[] {100, 100, 600, 85});
        double w = 52;
        double[] at = room.find(400, 186, 400, w, 0, null);
        assertNotNull(at);
        assertTrue(room.isClear(at[0], at[1], w, 0, LabelRoom.Clear.OBJECTS), "over nothing: " + at[0] + ", " + at[1]);
        assertTrue(at[0] - 3 >= PADDLE[0] + PADDLE[2], "right of the paddle: " + at[0]);
        assertTrue(Math.abs(at[1] - 186) <= 3 * 22, "close by: " + at[1]);
    }

    /** Round the ball too: the ball's box beside the paddle leaves the label a row above it. */
    @Test
    void aLabelGoesRoundThePaddleAndTheBallToTheNearestPlaceClearOfBoth() {
        LabelRoom room = room(1);
        room.objects.add(PADDLE);
        room.ball.add(new double[] {300, 270, 95, 40});
        double[] at = room.find(400, 286, 390, 40, 0, null);
        assertNotNull(at);
        assertTrue(room.isClear(at[0], at[1], 40, 0, LabelRoom.Clear.OBJECTS));
        assertTrue(Math.abs(at[1] - 286) <= 3 * 22, "close by: " + at[1]);
    }

    /** A wall of bricks all round: no room close by, so it stays where it was asked for, over them. */
    @Test
    void withNoRoomCloseByALabelStaysWhereItWasAskedOverTheBricks() {
        LabelRoom room = room(1);
        room.objects.add(new double[] {100, 100, 600, 400});
        assertArrayEquals(new double[] {300, 286}, room.find(300, 286, 290, 40, 0, null));
    }

    @Test
    void aLabelPastTheCourtsEdgeIsPulledInsideIt() {
        LabelRoom room = room(1);
        double[] at = room.find(680, 80, 670, 100, 0, null);
        assertNotNull(at);
        assertEquals(700 - 4 - 100, at[0], "its back ends inside the right wall");
        assertEquals(100 + 14, at[1], "and below the top wall");
    }

    /** At twice the type, a back 6 px left of its x: still inside the court's left wall. */
    @Test
    void atLargeTypeALabelAtTheLeftWallStaysInsideIt() {
        LabelRoom room = room(2);
        double[] at = room.find(0, 300, 10, 60, 0, null);
        assertNotNull(at);
        assertTrue(at[0] - 3 * 2 >= COURT[0], "back from " + (at[0] - 6));
    }

    /** Wider than the court is drawn (a small court on a large canvas): inside the canvas, at least. */
    @Test
    void aLabelWiderThanTheCourtStaysInsideTheCanvas() {
        LabelRoom room = room(1);
        double[] at = room.find(500, 300, 490, 650, 0, null);
        assertNotNull(at);
        assertEquals(800 - 4 - 650, at[0]);
        assertFalse(room.width() >= 650, "lines are broken to the court's width: " + room.width());
    }
}
