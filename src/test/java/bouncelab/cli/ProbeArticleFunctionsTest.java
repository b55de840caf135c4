package bouncelab.cli;

import bouncelab.io.json.JsonObject;
import org.junit.jupiter.api.Test;

import static bouncelab.cli.CliRun.bool;
import static bouncelab.cli.CliRun.num;
import static bouncelab.cli.CliRun.str;
import static bouncelab.cli.CliRun.strings;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The probes are the articles' functions exactly, whatever rules a shot runs under: intercept() and ballIntercept()
 * with inclusive ends (a path through the very end of an edge is a hit), Graybill's centres in Java's integer
 * halves when every input is whole.
 */
class ProbeArticleFunctionsTest {

    @Test
    void interceptCountsAMeetingAtTheVeryEndOfBothSegments() {
        JsonObject o = CliRun.run("probe", "intercept", "--segment", "0,0,10,0", "--segment", "10,0,10,10")
                .json();
        assertTrue(bool(o, "hit"));
        assertEquals(1, num(o, "ua"));
        assertEquals(0, num(o, "ub"));
    }

    @Test
    void ballInterceptCountsAPathThroughTheEndOfAnExpandedEdge() {
        // the left edge pushed out by 5 runs from (95, 45) to (95, 155); the move ends on its top end
        JsonObject top = CliRun.run(
                        "probe", "ball-intercept", "--ball", "85,35,5", "--move", "10,10", "--rect", "100,50,110,150")
                .json();
        assertTrue(bool(top, "hit"));
        assertEquals("left", str(top, "side"));
        assertEquals(95, num(top, "x"));
        assertEquals(45, num(top, "y"));
        assertEquals(1, num(top, "ua"));
        // and on its bottom end, ub = 1, moving up and away from the edge's far end
        JsonObject bottom = CliRun.run(
                        "probe", "ball-intercept", "--ball", "85,165,5", "--move", "10,-10", "--rect", "100,50,110,150")
                .json();
        assertTrue(bool(bottom, "hit"));
        assertEquals(155, num(bottom, "y"));
    }

    /**
     * The article counts a path through an end of the pushed-out edge even when the ball is moving away from the
     * edge past that end, where Bounce Lab's own loop does not; the probe answers for the article's code (it used
     * to answer with Bounce Lab's rule, though the README says the probes keep the article's inclusive ends).
     */
    @Test
    void ballInterceptCountsAPathGrazingTheEndWhileMovingAway() {
        JsonObject away = CliRun.run(
                        "probe", "ball-intercept", "--ball", "85,145,5", "--move", "20,20", "--rect", "100,50,110,150")
                .json();
        assertTrue(bool(away, "hit"), away.toString());
        assertEquals("left", str(away, "side"));
        assertEquals(95, num(away, "x"));
        assertEquals(155, num(away, "y"));
        assertEquals(0.5, num(away, "ua"));
    }

    @Test
    void intersectionCentreHalvesInWholeNumbersWhenEveryInputIsWhole() {
        // Graybill's Java: overlapCentreX = 400 + 1/2 = 400, level with the ball's 390 + 20/2, so no turn
        JsonObject ints = CliRun.run(
                        "probe", "intersection-centre", "--ball", "390,190,20,20", "--rect", "400,150,1,100")
                .json();
        assertEquals(0, num(ints, "xDirection"));
        assertEquals(0, num(ints, "yDirection"));
        assertTrue(
                strings(ints, "working")
                        .contains("overlapCentreX = overlap.x + overlap.width/2 = 400 + 1/2 = 400 + 0 = 400"),
                strings(ints, "working").toString());
    }

    @Test
    void intersectionCentreHalvesExactlyWhenAnInputIsNotWhole() {
        JsonObject exact = CliRun.run(
                        "probe", "intersection-centre", "--ball", "390.5,190,20,20", "--rect", "400,150,1,100")
                .json();
        assertEquals(0, num(exact, "xDirection")); // 400.5 against 400.5
        JsonObject back = CliRun.run(
                        "probe", "intersection-centre", "--ball", "389.5,190,20,20", "--rect", "400,150,1,100")
                .json();
        assertEquals(-1, num(back, "xDirection")); // 399.5 against 400.5: the ball goes back
        // whole numbers in a batch line are halved as Java does too
        CliRun r = CliRun.withInput(
                "{\"test\":\"intersection-centre\",\"ball\":[390,190,20,20]," + "\"rect\":[400,150,1,100]}\n",
                "probe",
                "--batch");
        assertEquals(0, num(CliRun.parse(r.out().strip()), "xDirection"));
    }
}
