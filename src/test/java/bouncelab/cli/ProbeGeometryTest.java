package bouncelab.cli;

import bouncelab.io.json.JsonObject;
import java.util.List;
import org.junit.jupiter.api.Test;

import static bouncelab.cli.CliRun.bool;
import static bouncelab.cli.CliRun.isNull;
import static bouncelab.cli.CliRun.num;
import static bouncelab.cli.CliRun.str;
import static bouncelab.cli.CliRun.strings;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code probe intercept}, {@code probe ball-intercept} and {@code probe intersection-centre}. */
class ProbeGeometryTest {

    @Test
    void interceptOfCrossingSegments() {
        JsonObject o = CliRun.run("probe", "intercept", "--segment", "0,0,10,10", "--segment", "0,10,10,0")
                .json();
        assertTrue(bool(o, "hit"));
        assertEquals(5, num(o, "x"));
        assertEquals(5, num(o, "y"));
        assertEquals(0.5, num(o, "ua"));
        assertEquals(0.5, num(o, "ub"));
        assertEquals(
                List.of(
                        "denom = (y4−y3)(x2−x1) − (x4−x3)(y2−y1) = (0 − 10)(10 − 0) − (10 − 0)(10 − 0) = −200",
                        "ua = ((x4−x3)(y1−y3) − (y4−y3)(x1−x3)) / denom = ((10 − 0)(0 − 10) − (0 − 10)(0 − 0)) / (−200) = 0.5",
                        "ub = ((x2−x1)(y1−y3) − (y2−y1)(x1−x3)) / denom = ((10 − 0)(0 − 10) − (10 − 0)(0 − 0)) / (−200) = 0.5",
                        "0 ≤ ua ≤ 1: 0 ≤ 0.5 ≤ 1 → true",
                        "0 ≤ ub ≤ 1: 0 ≤ 0.5 ≤ 1 → true"),
                strings(o, "working"));
    }

    @Test
    void interceptBeyondTheEdgeHasUbOutOfRangeAndNoPoint() {
        JsonObject o = CliRun.run("probe", "intercept", "--segment", "0,0,10,0", "--segment", "5,1,5,11")
                .json();
        assertFalse(bool(o, "hit"));
        assertTrue(isNull(o, "x"));
        assertTrue(isNull(o, "y"));
        assertEquals(0.5, num(o, "ua"));
        assertEquals(-0.1, num(o, "ub"), 1e-12);
    }

    @Test
    void parallelSegmentsHaveNoUaOrUb() {
        JsonObject o = CliRun.run("probe", "intercept", "--segment", "0,0,10,0", "--segment", "0,1,10,1")
                .json();
        assertFalse(bool(o, "hit"));
        assertTrue(isNull(o, "ua"));
        assertTrue(isNull(o, "ub"));
        assertEquals(0, num(o, "denom"));
    }

    @Test
    void ballInterceptTakesTheObviousSideFirst() {
        JsonObject o = CliRun.run(
                        "probe", "ball-intercept", "--ball", "50,100,5", "--move", "100,0", "--rect", "100,50,110,150")
                .json();
        assertTrue(bool(o, "hit"));
        assertEquals("left", str(o, "side"));
        assertEquals(95, num(o, "x"));
        assertEquals(100, num(o, "y"));
        assertEquals(0.45, num(o, "ua"), 1e-12);
    }

    @Test
    void ballInterceptFindsTheTopWhenTheObviousSideIsMissed() {
        // moving right and down above the left edge (which, pushed out, ends at y 45) and landing on the top
        JsonObject o = CliRun.run(
                        "probe", "ball-intercept", "--ball", "90,30,5", "--move", "20,20", "--rect", "100,50,110,150")
                .json();
        assertTrue(bool(o, "hit"));
        assertEquals("top", str(o, "side"));
        assertEquals(105, num(o, "x"));
        assertEquals(45, num(o, "y"));
        List<String> working = strings(o, "working");
        assertEquals("rect left edge: miss", working.get(0));
        assertTrue(working.contains("0 ≤ ub ≤ 1: 0 ≤ −0.091 ≤ 1 → false"), working::toString);
        assertTrue(working.contains("rect top edge: hit"), working::toString);
    }

    @Test
    void ballInterceptMovingLeftAndUpMeetsTheBottom() {
        // moving left and up below the right edge (pushed out, it ends at y 155): the bottom is hit instead
        JsonObject o = CliRun.run(
                        "probe",
                        "ball-intercept",
                        "--ball",
                        "120,170,5",
                        "--move",
                        "-20,-20",
                        "--rect",
                        "100,50,110,150")
                .json();
        assertEquals("bottom", str(o, "side"));
        assertEquals(155, num(o, "y"));
        assertEquals(105, num(o, "x"));
    }

    @Test
    void ballInterceptMissStillShowsTheEdgeTried() {
        JsonObject o = CliRun.run(
                        "probe", "ball-intercept", "--ball", "50,100,5", "--move", "30,0", "--rect", "100,50,110,150")
                .json();
        assertFalse(bool(o, "hit"));
        assertTrue(isNull(o, "side"));
        assertTrue(isNull(o, "x"));
        assertTrue(strings(o, "working").contains("0 ≤ ua ≤ 1: 0 ≤ 1.5 ≤ 1 → false"));
    }

    @Test
    void intersectionCentreTopLeftCornerSendsTheBallUpAndLeft() {
        JsonObject o = CliRun.run("probe", "intersection-centre", "--ball", "90,90,20,20", "--rect", "100,100,50,20")
                .json();
        JsonObject overlap = (JsonObject) o.get("overlap");
        assertEquals(100, num(overlap, "x"));
        assertEquals(100, num(overlap, "y"));
        assertEquals(10, num(overlap, "width"));
        assertEquals(10, num(overlap, "height"));
        assertEquals(-1, num(o, "xDirection"));
        assertEquals(-1, num(o, "yDirection"));
    }

    @Test
    void intersectionCentreFromBelowSendsItDownAndLeavesXAlone() {
        // the ball's box straddles the brick's bottom edge, centred on the brick: overlap centre is above it (whole
        // numbers, so 115 + 5/2 = 117, as Graybill's Java halves)
        JsonObject o = CliRun.run("probe", "intersection-centre", "--ball", "115,115,20,20", "--rect", "100,100,50,20")
                .json();
        assertEquals(0, num(o, "xDirection"));
        assertEquals(1, num(o, "yDirection"));
        assertTrue(strings(o, "working").contains("ballCentreY > overlapCentreY → yVel = |yVel|: 125 > 117 → true"));
    }

    @Test
    void intersectionCentreWithNoOverlap() {
        JsonObject o = CliRun.run("probe", "intersection-centre", "--ball", "0,0,20,20", "--rect", "100,100,50,20")
                .json();
        assertFalse(bool(o, "hit"));
        assertTrue(isNull(o, "overlap"));
        assertEquals(0, num(o, "xDirection"));
        assertEquals(0, num(o, "yDirection"));
    }
}
