package bouncelab.core.algorithm;

import bouncelab.core.Fixtures;
import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.Brick;
import bouncelab.core.scenario.Paddle;
import bouncelab.core.scenario.Rules;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.simulation.SimState;
import bouncelab.core.simulation.Simulation;
import bouncelab.core.simulation.Step;
import bouncelab.core.soak.FrameCheck;
import bouncelab.core.trace.Bounce;
import bouncelab.core.trace.BounceLimit;
import bouncelab.core.trace.BrickBroken;
import bouncelab.core.trace.FrameTrace;
import bouncelab.core.trace.PhantomCorner;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The edge cases where collision code usually breaks, for the two swept tests (and, where it makes sense, all
 * five): every frame is also put through {@link FrameCheck}, so none of them may lose the ball.
 */
class DegenerateGeometryTest {
    /** A loop that never ends fails; a busy CI machine does not (a hang, not a stopwatch). */
    private static final Duration HANG = Duration.ofSeconds(30);

    private static final List<String> SWEPT = List.of(AlgorithmId.SWEPT.fileName(), AlgorithmId.SWEPT_EXACT.fileName());

    private static Scenario court(Ball ball, List<Paddle> paddles, List<Brick> bricks, boolean breakBricks) {
        return Fixtures.closedCourt(400, 300, ball, paddles, bricks)
                .withRules(Rules.DEFAULT.withBreakBricks(breakBricks));
    }

    private static Scenario bricks(Ball ball, Brick... bricks) {
        return court(ball, List.of(), List.of(bricks), false);
    }

    /** Runs {@code frames} frames, checking each; returns the traces. */
    private static List<FrameTrace> checked(Scenario s, String algorithm, int frames) {
        CollisionAlgorithm a = AlgorithmClasses.create(AlgorithmId.of(algorithm));
        SimState state = SimState.initial(s);
        List<FrameTrace> traces = new ArrayList<>();
        for (int f = 0; f < frames; f++) {
            Step step = Simulation.step(s, state, a);
            List<String> problems = a.id().continuous()
                    ? FrameCheck.problems(s, state, step)
                    : FrameCheck.courtProblems(s, state, step);
            assertEquals(List.of(), problems, algorithm + " frame " + (f + 1));
            traces.add(step.trace());
            state = step.state();
        }
        return traces;
    }

    @Test
    void aPointBallExactlyOnABricksCornerMovingInIsTurnedBack() {
        Scenario s = bricks(new Ball(100, 100, 0, 600, 600), new Brick("b", new Rect(100, 100, 50, 50)));
        for (String name : SWEPT) {
            FrameTrace t = checked(s, name, 3).get(0);
            assertTrue(t.hasEvent(Bounce.class), name);
            assertTrue(t.after().x() <= 100 || t.after().y() <= 100, name + ": " + t.after());
        }
    }

    @Test
    void aBallAtTheTipOfTheSquareCornerMovingDiagonallyIn() {
        // (90, 90) is where the pushed-out top and left edges meet, 14.1 px from the corner (100, 100)
        Scenario s = bricks(new Ball(90, 90, 10, 600, 600), new Brick("b", new Rect(100, 100, 50, 50)));
        FrameTrace swept = checked(s, AlgorithmId.SWEPT.fileName(), 3).get(0);
        assertEquals(new Vec2(90, 90), swept.items(Bounce.class).get(0).at()); // a hit at once, on the tip
        FrameTrace exact = checked(s, AlgorithmId.SWEPT_EXACT.fileName(), 3).get(0);
        Bounce hit = exact.items(Bounce.class).get(0); // the rounded corner, 10 px from it, straight back
        assertEquals(100 - 10 / Math.sqrt(2), hit.at().x(), 1e-9);
        assertEquals(-600, hit.velocityAfter().x(), 1e-9);
        assertEquals(-600, hit.velocityAfter().y(), 1e-9);
    }

    @Test
    void aBallInACornerOfTheCourtMovingIntoBothWalls() {
        Scenario s = court(new Ball(5, 5, 5, -600, -600), List.of(), List.of(), false);
        for (String name : AlgorithmId.all().stream().map(AlgorithmId::fileName).toList()) {
            FrameTrace t = checked(s, name, 3).get(0);
            assertEquals(
                    List.of(600.0, 600.0), List.of(t.after().vx(), t.after().vy()), name);
        }
    }

    @Test
    void aBallExactlyTouchingAnEdgeAndMovingIntoItBouncesAtOnce() {
        Scenario s = bricks(new Ball(90, 125, 10, 600, 0), new Brick("b", new Rect(100, 100, 50, 50)));
        for (String name : SWEPT) {
            FrameTrace t = checked(s, name, 3).get(0);
            assertEquals(0, t.items(Bounce.class).get(0).toi(), name);
            assertEquals(80, t.after().x(), 1e-9, name);
            assertEquals(-600, t.after().vx(), name);
        }
    }

    @Test
    void zeroVelocityStaysPutWithNoBounceAndNoNaN() {
        // 5 px clear of the brick (the discrete tests count touching as a hit, and reflect even a still ball)
        Scenario s = bricks(new Ball(85, 125, 10, 0, 0), new Brick("b", new Rect(100, 100, 50, 50)));
        for (String name : AlgorithmId.all().stream().map(AlgorithmId::fileName).toList()) {
            for (FrameTrace t : checked(s, name, 5)) {
                assertEquals(new Vec2(85, 125), t.after().centre(), name);
                assertFalse(t.hasEvent(Bounce.class), name);
                assertTrue(t.path().stream().allMatch(Vec2::isFinite), name);
            }
        }
    }

    @Test
    void movingParallelAlongAWallNeverBouncesOrLeaves() {
        Scenario s = court(new Ball(50, 5, 5, 1200, 0), List.of(), List.of(), false);
        for (String name : AlgorithmId.all().stream().map(AlgorithmId::fileName).toList()) {
            List<FrameTrace> traces = checked(s, name, 10);
            for (FrameTrace t : traces.subList(0, 10)) {
                assertEquals(5, t.after().y(), name);
            }
            assertEquals(250, traces.get(9).after().x(), 1e-9, name);
        }
    }

    @Test
    void movingParallelAlongABrickEdgeNeverGoesIn() {
        // touching the top face and sliding right across it: swept-exact slides past; swept meets the square tip
        // of the left edge pushed out first, a phantom corner hit its trace marks
        Scenario s = bricks(new Ball(60, 90, 10, 600, 0), new Brick("b", new Rect(100, 100, 100, 20)));
        List<FrameTrace> exact = checked(s, AlgorithmId.SWEPT_EXACT.fileName(), 20);
        assertTrue(exact.stream().noneMatch(t -> t.hasEvent(Bounce.class)));
        assertEquals(260, exact.get(19).after().x(), 1e-9);
        List<FrameTrace> swept = checked(s, AlgorithmId.SWEPT.fileName(), 20);
        FrameTrace hit =
                swept.stream().filter(t -> t.hasEvent(Bounce.class)).findFirst().orElseThrow();
        assertEquals(new Vec2(90, 90), hit.items(Bounce.class).get(0).at());
        assertFalse(hit.items(PhantomCorner.class).isEmpty());
    }

    @Test
    void aBallOfRadiusZeroBouncesOffAFaceAndOffAZeroWidthBrick() {
        Scenario face = bricks(new Ball(50, 125, 0, 3600, 0), new Brick("b", new Rect(100, 100, 50, 50)));
        Scenario line = bricks(new Ball(50, 125, 0, 3600, 0), new Brick("b", new Rect(100, 100, 0, 50)));
        for (String name : SWEPT) {
            for (Scenario s : List.of(face, line)) {
                FrameTrace t = checked(s, name, 5).get(0);
                assertEquals(100, t.items(Bounce.class).get(0).at().x(), 1e-9, name);
                assertEquals(90, t.after().x(), 1e-9, name); // 50 px to the face, 10 px back
            }
        }
    }

    @Test
    void aPointBallOntoAFlatBrickLyingOnAnotherBouncesOffAndStaysOut() {
        // found by the soak (numbers as it found them): off the top wall and onto a flat brick lying on another
        // brick's top face. The hit point landed a rounding error below the shared line, inside the lower brick,
        // so the next pass, leaving the flat one, went on down through the other. Hit points now sit on the line.
        Brick lid = new Brick("lid", new Rect(341.6732380666322, 54.876035832265956, 226.17392601938536, 0));
        Brick box =
                new Brick("box", new Rect(341.6732380666322, 54.876035832265956, 226.17392601938536, 7.78268995470591));
        Scenario s = Fixtures.closedCourt(
                        858.834350135665,
                        96.43115253067327,
                        new Ball(459.29211985796803, 10.707044367978881, 0, 804.4545145666481, -804.4545145666481),
                        List.of(),
                        List.of(lid, box))
                .withDt(0.08372753848737176)
                .withRules(Rules.DEFAULT.withBreakBricks(false));
        for (String name : SWEPT) {
            FrameTrace t = checked(s, name, 5).get(0);
            Bounce onLid = t.items(Bounce.class).get(1);
            assertEquals(54.876035832265956, onLid.at().y(), name); // exactly on the line
            assertTrue(t.after().vy() < 0, name);
        }
    }

    @Test
    void aZeroWidthPaddleStillReturnsAFastBall() {
        // 60 px a frame at a paddle with no width: both swept tests return it
        Paddle p = new Paddle("p", new Rect(300, 100, 0, 100));
        Scenario s = court(new Ball(100, 150, 5, 3600, 0), List.of(p), List.of(), false);
        for (String name : SWEPT) {
            List<FrameTrace> traces = checked(s, name, 10);
            assertTrue(traces.stream().anyMatch(t -> t.hasEvent(Bounce.class)), name);
            assertTrue(traces.stream().allMatch(t -> t.after().x() <= 295 + 1e-9), name);
        }
    }

    @Test
    void twoBricksSharingAnEdgeGiveOneBounceAndNoGapBetweenThem() {
        Brick left = new Brick("left", new Rect(100, 100, 50, 20));
        Brick right = new Brick("right", new Rect(150, 100, 50, 20));
        for (double r : new double[] {0, 5}) {
            // straight down onto the seam, with bricks that break: one bounce, one brick, back up
            Scenario down = court(new Ball(150, 60, r, 0, 1800), List.of(), List.of(left, right), true);
            for (String name : SWEPT) {
                FrameTrace t = checked(down, name, 3).stream()
                        .filter(f -> f.hasEvent(Bounce.class))
                        .findFirst()
                        .orElseThrow();
                assertEquals(1, t.items(Bounce.class).size(), name + " r " + r);
                assertEquals(
                        List.of("left"),
                        t.items(BrickBroken.class).stream()
                                .map(BrickBroken::objectId)
                                .toList(),
                        name + " r " + r);
                assertTrue(t.after().vy() < 0, name);
            }
        }
        // along the seam between two stacked bricks, from the side: one bounce off their shared left face
        Brick upper = new Brick("upper", new Rect(100, 100, 50, 20));
        Brick lower = new Brick("lower", new Rect(100, 120, 50, 20));
        Scenario side = court(new Ball(40, 120, 0, 1800, 0), List.of(), List.of(upper, lower), false);
        for (String name : SWEPT) {
            FrameTrace t = checked(side, name, 3).get(1);
            assertEquals(1, t.items(Bounce.class).size(), name);
            assertTrue(t.after().x() <= 100, name);
        }
    }

    @Test
    void aBallLargerThanTheGapItIsInNeitherPassesNorSinks() {
        // a 10 px gap between two bricks and a ball 20 px across, dropped straight into it
        Brick a = new Brick("a", new Rect(100, 100, 50, 20));
        Brick b = new Brick("b", new Rect(160, 100, 50, 20));
        // (every frame is checked: in the gap the ball would overlap both, and going through it is seen too)
        Scenario drop = bricks(new Ball(155, 60, 10, 0, 1200), a, b);
        double[] meets = {90, 100 - Math.sqrt(75)}; // swept: the pushed-out tops; swept-exact: the two corners
        for (int i = 0; i < SWEPT.size(); i++) {
            FrameTrace hit = checked(drop, SWEPT.get(i), 20).stream()
                    .filter(t -> t.hasEvent(Bounce.class))
                    .findFirst()
                    .orElseThrow();
            assertEquals(meets[i], hit.items(Bounce.class).get(0).at().y(), 1e-9, SWEPT.get(i));
            assertTrue(hit.after().vy() < 0, SWEPT.get(i));
        }
        // wedged: touching both bricks of a gap exactly its width, moving across it
        Brick c = new Brick("c", new Rect(100, 100, 50, 40));
        Brick d = new Brick("d", new Rect(170, 100, 50, 40));
        Scenario wedged = bricks(new Ball(160, 120, 10, 600, 0), c, d);
        for (String name : SWEPT) {
            FrameTrace t = assertTimeoutPreemptively(
                    HANG, () -> checked(wedged, name, 3).get(0));
            assertEquals(1, t.items(BounceLimit.class).size(), name);
            assertEquals(new Vec2(160, 120), t.after().centre(), name);
        }
    }

    @Test
    void aHugeDtFinishesAtTheBounceLimitInsideTheCourt() {
        // dt = 10 s, the loader's largest: 6000 px of travel in an 400 x 300 court
        Scenario s = court(
                        new Ball(200, 150, 8, 600, 170),
                        List.of(),
                        List.of(new Brick("b", new Rect(50, 50, 60, 20))),
                        true)
                .withDt(10);
        for (String name : AlgorithmId.all().stream().map(AlgorithmId::fileName).toList()) {
            List<FrameTrace> traces = assertTimeoutPreemptively(HANG, () -> checked(s, name, 20));
            assertTrue(traces.stream().allMatch(t -> t.items(Bounce.class).size() <= BounceLimit.MAX_BOUNCES), name);
        }
    }
}
