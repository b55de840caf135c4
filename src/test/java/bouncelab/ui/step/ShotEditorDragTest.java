package bouncelab.ui.step;

import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Side;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.Brick;
import bouncelab.core.scenario.BrickGrid;
import bouncelab.core.scenario.Court;
import bouncelab.core.scenario.Paddle;
import bouncelab.core.scenario.Rules;
import bouncelab.core.scenario.Scenario;
import bouncelab.io.scenario.ScenarioWriter;
import bouncelab.ui.session.DefaultShot;
import java.math.BigDecimal;
import java.util.EnumSet;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A drag never leaves the ball inside a paddle or brick: it stops where the ball first touches, along the drag, and
 * the shot still saves. A dragged ball had ended inside a paddle, and then Save and the recovery copy refused it.
 */
class ShotEditorDragTest {
    private static final double R = 8;
    private static final Rect PADDLE = new Rect(380, 200, 40, 100);

    private static Scenario shot(double x, double y, Rect paddle) {
        return new Scenario(
                new Court(800, 500, EnumSet.of(Side.TOP, Side.BOTTOM)),
                1.0 / 60,
                new Ball(x, y, R, 600, 0),
                List.of(new Paddle("mid", paddle)),
                List.of(),
                null,
                Rules.DEFAULT,
                Scenario.DEFAULT_ALGORITHM);
    }

    /** Outside the rectangle, touching it, and a shot the loader opens again. */
    private static void assertTouchingOutside(Scenario s, Rect r) {
        Vec2 c = s.ball().centre();
        double d = r.closestPoint(c).distanceTo(c);
        assertTrue(d >= R, "outside: " + d + " from " + r + ", ball at " + c);
        assertEquals(R, d, 1e-6, "touching, ball at " + c);
        assertDoesNotThrow(() -> ScenarioWriter.opensAgain(s));
    }

    /** On the drag's line, between where it started and where it was aimed. */
    private static void assertOnTheDrag(Vec2 from, Vec2 to, Vec2 at) {
        Vec2 d = to.minus(from);
        Vec2 f = at.minus(from);
        assertEquals(0, d.x() * f.y() - d.y() * f.x(), 1e-6 * d.length(), "on the line: " + at);
        double along = f.dot(d) / d.dot(d);
        assertTrue(along >= 0 && along < 1, "stopped short, not past: " + along);
    }

    @ParameterizedTest(name = "from ({0}, {1}) into the paddle''s middle, stopping at ({2}, {3})")
    @CsvSource({
        "300, 250, 372, 250", // from the left
        "500, 250, 428, 250", // from the right
        "400, 150, 400, 192", // from above
        "400, 350, 400, 308", // from below
    })
    void aBallDraggedIntoAPaddleStopsAtItsFace(double x, double y, double stopX, double stopY) {
        Scenario moved = ShotEditor.moveBall(shot(x, y, PADDLE), PADDLE.centre());
        assertEquals(stopX, moved.ball().x(), 1e-6);
        assertEquals(stopY, moved.ball().y(), 1e-6);
        assertTouchingOutside(moved, PADDLE);
    }

    @ParameterizedTest(name = "from ({0}, {1}) diagonally")
    @CsvSource({"300, 120", "500, 120", "300, 380", "500, 380", "330, 140"})
    void aBallDraggedDiagonallyStopsTouchingAFaceOrACorner(double x, double y) {
        Vec2 from = new Vec2(x, y);
        Scenario moved = ShotEditor.moveBall(shot(x, y, PADDLE), PADDLE.centre());
        assertTouchingOutside(moved, PADDLE);
        assertOnTheDrag(from, PADDLE.centre(), moved.ball().centre());
    }

    @Test
    void aBallDraggedRightPastAThinPaddleStopsOnTheNearSide() {
        Rect thin = new Rect(400, 200, 1, 100);
        Scenario moved = ShotEditor.moveBall(shot(300, 250, thin), new Vec2(700, 250));
        assertEquals(392, moved.ball().x(), 1e-6, "not beyond it");
        assertTouchingOutside(moved, thin);
    }

    @Test
    void theReviewersDragOntoPongsLeftPaddleStopsOnItsFace() {
        Scenario pong = DefaultShot.pong();
        Rect left = pong.paddles().get(0).rect();
        Scenario moved = ShotEditor.moveBall(pong, left.centre());
        assertTouchingOutside(moved, left);
        assertOnTheDrag(pong.ball().centre(), left.centre(), moved.ball().centre());
    }

    @Test
    void aDragThatMeetsNothingGoesWhereItWasAimed() {
        Scenario moved = ShotEditor.moveBall(shot(300, 250, PADDLE), new Vec2(123.25, 45.5));
        assertEquals(new Vec2(123.25, 45.5), moved.ball().centre());
        Scenario paddle = ShotEditor.moveObject(shot(300, 250, PADDLE), "mid", 50, -20);
        assertEquals(
                PADDLE.translated(50, -20), ShotEditor.rectOf(paddle, "mid").orElseThrow());
        assertEquals(
                new Vec2(123.25, 45.5),
                ShotEditor.dragBall(shot(300, 250, PADDLE), new Vec2(123.25, 45.5))
                        .ball()
                        .centre());
        Scenario dragged = ShotEditor.dragObject(shot(300, 250, PADDLE), "mid", new Vec2(430, 180));
        assertEquals(
                PADDLE.translated(50, -20), ShotEditor.rectOf(dragged, "mid").orElseThrow());
    }

    /** The court's drag: each pointer position moves the ball on from where the last one left it. */
    private static Scenario dragged(Scenario s, Vec2... pointer) {
        Scenario at = s;
        for (Vec2 p : pointer) {
            Scenario next = ShotEditor.dragBall(at, p);
            assertDoesNotThrow(() -> ScenarioWriter.opensAgain(next), "at " + p);
            at = next;
        }
        return at;
    }

    /**
     * The reviewer's drag: up and round Pong's right paddle, to behind it. Measured in one straight line from where
     * the drag began, the ball had jumped back to the paddle's near face once that line crossed it. One step of the
     * pointer cuts across the paddle's top corner: the ball slides along the top and round it.
     */
    @Test
    void aBallDraggedRoundAPaddleEndsBehindItUnderThePointer() {
        Scenario pong = DefaultShot.pong();
        Rect right = pong.paddles().get(1).rect(); // 740..752 across, 200..320 down
        Scenario behind = dragged(
                pong,
                new Vec2(400, 150),
                new Vec2(700, 150),
                new Vec2(770, 230), // across the top corner
                new Vec2(775, 260),
                new Vec2(775, 300));
        assertEquals(new Vec2(775, 300), behind.ball().centre());
        assertTrue(behind.ball().x() > right.right() + R, "behind it");
    }

    @Test
    void aBallTouchingAFaceSlidesAlongItWhenTheDragDriftsTowardsIt() {
        Scenario touching = shot(PADDLE.left() - R, 250, PADDLE);
        Scenario slid = dragged(touching, new Vec2(PADDLE.left() - R + 1, 280));
        assertEquals(PADDLE.left() - R, slid.ball().x(), 1e-6, "still touching the face");
        assertEquals(280, slid.ball().y(), 1e-9, "but along it as the pointer went");
        assertTouchingOutside(slid, PADDLE);
    }

    @Test
    void aPaddleTouchingTheBallSlidesPastItWhenTheDragDriftsTowardsIt() {
        Scenario touching = shot(PADDLE.right() + R, 250, PADDLE);
        Scenario slid = ShotEditor.dragObject(touching, "mid", new Vec2(381, 230));
        Rect now = ShotEditor.rectOf(slid, "mid").orElseThrow();
        assertEquals(PADDLE.x(), now.x(), 1e-6, "still touching the ball");
        assertEquals(PADDLE.y() + 30, now.y(), 1e-9, "but moved as the pointer went");
        assertTouchingOutside(slid, now);

        // resized by its corner, taller and a little wider into the ball: taller only
        Scenario taller = ShotEditor.dragSize(shot(PADDLE.right() + R, 250, PADDLE), "mid", new Vec2(41, 130));
        Rect tall = ShotEditor.rectOf(taller, "mid").orElseThrow();
        assertEquals(PADDLE.width(), tall.width(), 1e-6);
        assertEquals(130, tall.height(), 1e-9);
        assertTouchingOutside(taller, tall);

        // and on past the ball's side: round it, to where the pointer is
        Scenario past = ShotEditor.dragObject(slid, "mid", new Vec2(420, 320));
        assertEquals(PADDLE.translated(40, 120), ShotEditor.rectOf(past, "mid").orElseThrow());
    }

    /** Random drags about Pong's court: every step leaves a shot a file keeps, none of it in a paddle. */
    @Test
    void noDragStepLeavesTheBallInAPaddleOrBrick() {
        SplittableRandom random = new SplittableRandom(7);
        Scenario s = DefaultShot.pong();
        for (int i = 0; i < 400; i++) {
            Vec2 at = s.ball().centre();
            Vec2 to = at.plus(new Vec2(random.nextDouble(-80, 80), random.nextDouble(-80, 80)));
            Scenario next = i % 4 == 3
                    ? ShotEditor.dragObject(
                            s, "right", new Vec2(740 + random.nextDouble(-60, 60), 200 + random.nextDouble(-60, 60)))
                    : ShotEditor.dragBall(s, to);
            for (Paddle p : next.paddles()) {
                assertFalse(p.rect().overlapsCircle(next.ball().centre(), R), "step " + i + ": " + next.ball());
            }
            assertDoesNotThrow(() -> ScenarioWriter.opensAgain(next), "step " + i);
            s = next;
        }
    }

    /**
     * What held a drag back, for the window to say why: the paddle or brick the ball stopped at, the two walls it
     * would have been pressed into, or the ball a paddle stopped at. A drag that slides round a paddle and reaches
     * the pointer all the same, or meets nothing, was held back by nothing.
     */
    @Test
    void aDragHeldBackSaysWhatHeldIt() {
        Scenario pong = DefaultShot.pong();
        Rect right = pong.paddles().get(1).rect();
        assertEquals(
                DragHold.paddle("right"),
                ShotEditor.ballDragged(pong, right.centre()).heldBy());
        assertNull(ShotEditor.ballDragged(pong, new Vec2(400, 100)).heldBy());
        Scenario above = ShotEditor.dragBall(pong, new Vec2(700, 150));
        Dragged round = ShotEditor.ballDragged(above, new Vec2(770, 230)); // across the top corner, to behind it
        assertEquals(new Vec2(770, 230), round.shot().ball().centre());
        assertNull(round.heldBy(), "slid round it to the pointer");

        Scenario closed = pong.withCourt(Court.closed(800, 500));
        assertEquals(
                DragHold.walls(Side.LEFT, Side.TOP),
                ShotEditor.ballDragged(closed, new Vec2(2, 3)).heldBy());
        assertEquals(
                DragHold.walls(Side.RIGHT, Side.BOTTOM),
                ShotEditor.ballDragged(closed, new Vec2(800, 500)).heldBy());

        Scenario bricks = pong.withBricks(List.of(new Brick("b7", new Rect(300, 200, 40, 20))));
        assertEquals(
                DragHold.brick("b7"),
                ShotEditor.ballDragged(bricks, new Vec2(320, 210)).heldBy());

        Scenario beside = shot(450, 250, PADDLE);
        assertEquals(
                DragHold.ball(),
                ShotEditor.objectDragged(beside, "mid", new Vec2(480, 200)).heldBy());
        assertEquals(
                DragHold.ball(),
                ShotEditor.sizeDragged(beside, "mid", new Vec2(140, 100)).heldBy());
        assertNull(ShotEditor.objectDragged(beside, "mid", new Vec2(300, 200)).heldBy());
    }

    /** Written as a file writes it: at most two decimals, on the drag's grid of 1/100 px. */
    private static void assertTidy(double v, String what) {
        assertTrue(BigDecimal.valueOf(v).stripTrailingZeros().scale() <= 2, what + " is " + v);
    }

    /**
     * Where a drag stops is written tidy, and still apart: the ball dragged into Pong's right paddle had been kept at
     * 732.0000000000001 or so in the saved file. Random drags of the ball, a paddle and its size, by amounts a
     * pointer gives (a screen px over the court's scale), in a closed court so that two walls hold the ball too.
     */
    @Test
    void whereADragLeavesTheBallOrAPaddleIsTidyAndStillApart() {
        Scenario pong = DefaultShot.pong();
        Rect right = pong.paddles().get(1).rect();
        Scenario stopped = ShotEditor.dragBall(pong, right.centre());
        assertEquals(
                right.left() - R,
                stopped.ball().x(),
                "exactly touching, from " + stopped.ball().x());
        assertTidy(stopped.ball().y(), "y");
        assertTrue(ScenarioWriter.toJson(stopped).contains("\"x\": 732,"), ScenarioWriter.toJson(stopped));
        Scenario wider = ShotEditor.dragSize(shot(450, 250, PADDLE), "mid", new Vec2(140, 100));
        Rect touching = ShotEditor.rectOf(wider, "mid").orElseThrow();
        assertEquals(62, touching.width(), "its right edge on the ball's left, exactly");
        assertTrue(ScenarioWriter.toJson(wider).contains("\"width\": 62,"), ScenarioWriter.toJson(wider));

        SplittableRandom random = new SplittableRandom(11);
        Scenario s = pong.withCourt(Court.closed(800, 500));
        for (int i = 0; i < 600; i++) {
            double scale = 1.4173; // screen px to court px, as a 1280 px window fits Pong
            Vec2 by = new Vec2(random.nextInt(-90, 90) / scale, random.nextInt(-90, 90) / scale);
            Rect r = ShotEditor.rectOf(s, "right").orElseThrow();
            Scenario next = switch (i % 5) {
                case 3 -> ShotEditor.dragObject(s, "right", new Vec2(r.x(), r.y()).plus(by));
                case 4 -> ShotEditor.dragSize(s, "right", new Vec2(r.width(), r.height()).plus(by.times(0.2)));
                default -> ShotEditor.dragBall(s, s.ball().centre().plus(by));
            };
            Rect now = ShotEditor.rectOf(next, "right").orElseThrow();
            String step = "step " + i + ": ";
            assertTidy(next.ball().x(), step + "x");
            assertTidy(next.ball().y(), step + "y");
            assertTidy(now.x(), step + "paddle x");
            assertTidy(now.y(), step + "paddle y");
            assertTidy(now.width(), step + "width");
            assertTidy(now.height(), step + "height");
            for (Paddle p : next.paddles()) {
                assertFalse(p.rect().overlapsCircle(next.ball().centre(), R), step + next.ball());
            }
            assertDoesNotThrow(() -> ScenarioWriter.opensAgain(next), step);
            s = next;
        }
    }

    @ParameterizedTest(name = "the paddle dragged by ({0}, {1}) stops at the ball")
    @CsvSource({"-300, 0", "300, 0", "0, -300", "0, 300", "-150, -150"})
    void aPaddleDraggedOntoTheBallStopsTouchingIt(double dx, double dy) {
        // the ball beside the paddle's middle, on the side the drag goes
        Vec2 c = PADDLE.centre().plus(new Vec2(Math.signum(dx) * 60, Math.signum(dy) * 90));
        Scenario moved = ShotEditor.moveObject(shot(c.x(), c.y(), PADDLE), "mid", dx, dy);
        Rect now = ShotEditor.rectOf(moved, "mid").orElseThrow();
        assertEquals(PADDLE.width(), now.width());
        assertEquals(PADDLE.height(), now.height());
        assertTouchingOutside(moved, now);
        assertOnTheDrag(PADDLE.centre(), PADDLE.centre().plus(new Vec2(dx, dy)), now.centre());
    }

    @Test
    void aPaddleResizedOverTheBallStopsTouchingIt() {
        Scenario wider = ShotEditor.resizeObject(shot(450, 250, PADDLE), "mid", 100, 0);
        Rect r = ShotEditor.rectOf(wider, "mid").orElseThrow();
        assertEquals(new Rect(380, 200, 62, 100).right(), r.right(), 1e-6, "its right edge at the ball's left");
        assertEquals(100, r.height());
        assertTouchingOutside(wider, r);

        Scenario both = ShotEditor.resizeObject(shot(450, 330, PADDLE), "mid", 100, 100);
        assertTouchingOutside(both, ShotEditor.rectOf(both, "mid").orElseThrow());
    }

    @Test
    void aBallDraggedIntoABrickOfAGridStopsAtIt() {
        Scenario s = new Scenario(
                Court.closed(800, 500),
                1.0 / 60,
                new Ball(400, 400, R, 0, -300),
                List.of(),
                List.of(new Brick("loose", new Rect(600, 300, 50, 20))),
                new BrickGrid(100, 50, 10, 4, 58, 20, 2),
                Rules.DEFAULT,
                Scenario.DEFAULT_ALGORITHM);
        Scenario up = ShotEditor.moveBall(s, new Vec2(400, 60));
        Brick hit = s.allBricks().stream()
                .filter(b -> b.rect().containsPoint(new Vec2(400, 130)))
                .findFirst()
                .orElseThrow();
        assertEquals(hit.rect().bottom() + R, up.ball().y(), 1e-6);
        assertTouchingOutside(up, hit.rect());

        Scenario right = ShotEditor.moveBall(s, new Vec2(625, 310));
        assertTouchingOutside(right, new Rect(600, 300, 50, 20));
    }

    @Test
    void aBallDraggedIntoACornerOfTwoWallsStopsWhereOneWallHoldsIt() {
        Scenario s = new Scenario(
                Court.closed(800, 500),
                1.0 / 60,
                new Ball(100, 60, R, 0, -300),
                List.of(),
                List.of(),
                null,
                Rules.DEFAULT,
                Scenario.DEFAULT_ALGORITHM);
        for (Vec2 corner : List.of(new Vec2(0, 0), new Vec2(800, 0), new Vec2(0, 500), new Vec2(800, 500))) {
            Scenario moved = ShotEditor.moveBall(s, corner);
            assertDoesNotThrow(() -> ScenarioWriter.opensAgain(moved), "dragged to " + corner);
        }
        Scenario along = ShotEditor.moveBall(s, new Vec2(2, 3)); // along the top wall, into the left one
        assertEquals(R, along.ball().x(), 1e-6);
    }
}
