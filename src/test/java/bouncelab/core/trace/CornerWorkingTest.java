package bouncelab.core.trace;

import bouncelab.core.geometry.CircleEntry;
import bouncelab.core.geometry.Corner;
import bouncelab.core.geometry.Segment;
import bouncelab.core.geometry.Vec2;
import bouncelab.words.English;
import java.util.List;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Issue 13: swept-exact's rounded-corner test shows the quadratic it solved, letters first and then numbers, each
 * line redoable by hand (it said only "|A + t·(B − A) − corner| = r for some t in [0, 1]: t = 0.116").
 */
class CornerWorkingTest {
    private static final Vec2 CORNER = new Vec2(580, 200);

    @Test
    void aHitShowsTheQuadraticAndItsRoot() {
        Segment path = new Segment(new Vec2(572, 192), new Vec2(580, 200));
        double t = CircleEntry.of(path.a(), path.delta(), CORNER, 10).t();
        CornerTest c = new CornerTest("paddle", Corner.TOP_LEFT, CORNER, 10, path, 1, t, true);
        assertEquals(
                List.of(
                        "a = (B − A)·(B − A) = (580 − 572)² + (200 − 192)² = 128",
                        "b = 2(A − C)·(B − A) = 2·((572 − 580)(580 − 572) + (192 − 200)(200 − 192)) = −256",
                        "c = (A − C)·(A − C) − r² = (572 − 580)² + (192 − 200)² − 10² = 28",
                        "disc = b² − 4ac = (−256)² − 4·128·28 = 51200",
                        "t = (−b − √(b² − 4ac)) / 2a = (−(−256) − √51200) / (2·128) = 0.116"),
                c.quantities().stream().map(Quantity::workingWithFormula).toList());
        assertEquals((256 - Math.sqrt(51200)) / 256, t, 1e-12);
        assertEquals(
                List.of(
                        "b² − 4ac ≥ 0: 51200 ≥ 0 → true",
                        "b < 0 (moving towards the corner): −256 < 0 → true",
                        "0 ≤ t ≤ 1: 0 ≤ 0.116 ≤ 1 → true",
                        "the point at t is beyond both edges (top-left): (572.929, 192.929) → true"),
                c.checks().stream().map(English::check).toList());
    }

    @Test
    void aPathThatMissesTheCirclesLineStopsAtTheDiscriminant() {
        Segment path = new Segment(new Vec2(690, 300), new Vec2(700, 300));
        CornerTest c = new CornerTest("right", Corner.TOP_LEFT, new Vec2(700, 250), 8, path, 1, Double.NaN, false);
        assertEquals(
                List.of("b² − 4ac ≥ 0: −974400 ≥ 0 → false"),
                c.checks().stream().map(English::check).toList());
        assertEquals(
                List.of("a", "b", "c", "disc"),
                c.quantities().stream().map(Quantity::name).toList());
    }

    /** Entering the circle beside the top edge: the corner test says so rather than "t = … → true" under a miss. */
    @Test
    void aRootBesideAnEdgeSaysTheEdgeTestCoversIt() {
        Segment path = new Segment(new Vec2(585, 150), new Vec2(585, 210));
        double t = CircleEntry.of(path.a(), path.delta(), CORNER, 10).t();
        assertEquals((6000 - Math.sqrt(1_080_000)) / 7200, t, 1e-12);
        CornerTest c = new CornerTest("paddle", Corner.TOP_LEFT, CORNER, 10, path, 1, t, false);
        List<Check> checks = c.checks();
        Check last = checks.get(checks.size() - 1);
        assertEquals(
                "the point at t is beyond both edges (top-left): (585, 191.34): beside an edge, which the edge"
                        + " test covers → false",
                English.check(last));
        assertEquals("paddle top-left corner: miss", English.summary(c));
    }

    @Test
    void aBallThatDoesNotMoveHasNoQuadratic() {
        Segment still = new Segment(new Vec2(500, 100), new Vec2(500, 100));
        CornerTest c = new CornerTest("paddle", Corner.TOP_LEFT, CORNER, 10, still, 1, Double.NaN, false);
        assertEquals(
                List.of("a ≠ 0: 0 ≠ 0 (the ball does not move) → false"),
                c.checks().stream().map(English::check).toList());
    }
}
