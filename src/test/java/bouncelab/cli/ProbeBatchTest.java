package bouncelab.cli;

import bouncelab.io.json.JsonObject;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

import static bouncelab.cli.CliRun.bool;
import static bouncelab.cli.CliRun.num;
import static bouncelab.cli.CliRun.str;
import static bouncelab.cli.CliRun.strings;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code probe --batch}: one answer per line, in order, bad lines answered in place. */
class ProbeBatchTest {
    private static final String PYTHAGORAS =
            "{\"test\":\"pythagoras\",\"ball\":[300,450,100],\"rect\":[530,200,70,200]}";
    private static final String SIMPLE = "{\"test\":\"simple\",\"ball\":[575,194,20],\"rect\":[580,200,20,100]}";
    private static final String INTERCEPT = "{\"test\":\"intercept\",\"segments\":[[0,0,10,10],[0,10,10,0]]}";
    private static final String BALL_INTERCEPT =
            "{\"test\":\"ball-intercept\",\"ball\":[90,30,5],\"move\":[20,20],\"rect\":[100,50,110,150]}";
    private static final String INTERSECTION =
            "{\"test\":\"intersection-centre\",\"ball\":[90,90,20,20],\"rect\":[100,100,50,20]}";

    @Test
    void mixedLinesAreAnsweredInOrderWithoutWorking() {
        String in = String.join("\n", PYTHAGORAS, SIMPLE, INTERCEPT, BALL_INTERCEPT, INTERSECTION) + "\n";
        CliRun r = CliRun.withInput(in, "probe", "--batch");
        assertEquals(0, r.status(), r.err());
        assertEquals("", r.err());
        List<String> lines = r.lines();
        assertEquals(5, lines.size());
        assertEquals(
                "{\"test\":\"pythagoras\",\"circleDistanceX\":265,\"circleDistanceY\":150,"
                        + "\"cornerDistance\":null,\"hit\":false,\"decidedBy\":1}",
                lines.get(0));
        JsonObject simple = CliRun.parse(lines.get(1));
        assertEquals("simple", str(simple, "test"));
        assertTrue(bool(simple, "hit"));
        assertEquals(56, num(simple, "circleDistanceY"));
        assertEquals(0.5, num(CliRun.parse(lines.get(2)), "ua"));
        assertEquals("top", str(CliRun.parse(lines.get(3)), "side"));
        assertEquals(-1, num(CliRun.parse(lines.get(4)), "xDirection"));
        lines.forEach(l -> assertFalse(l.contains("working"), l));
    }

    @Test
    void theSameAnswerAsTheSingleProbe() {
        CliRun single = CliRun.run("probe", "pythagoras", "--ball", "575,194,20", "--rect", "580,200,20,100");
        CliRun batch = CliRun.withInput(
                "{\"test\":\"pythagoras\",\"ball\":[575,194,20],\"rect\":[580,200,20,100]}\n",
                "probe",
                "--batch",
                "--working");
        assertEquals(single.out(), batch.out());
    }

    /**
     * Input with no end of line (`probe --batch < /dev/zero`) had been read as one line until the memory ran out,
     * and a Java stack trace was all that was said. A line past 64 Ki characters is now one bad line, and the batch
     * stops there: nothing after it is a line.
     */
    @Test
    void aLineWithNoEndIsOneBadLineAndTheBatchStops() {
        String in = PYTHAGORAS + "\n" + "\0".repeat(200_000) + "\n" + PYTHAGORAS + "\n";
        CliRun r = CliRun.withInput(in, "probe", "--batch");
        assertEquals(2, r.status());
        List<String> lines = r.lines();
        assertEquals(2, lines.size(), r.out());
        assertEquals(265, num(CliRun.parse(lines.get(0)), "circleDistanceX"));
        assertEquals(
                "{\"line\":2,\"error\":\"a line longer than 65,536 characters; the batch stops here\"}", lines.get(1));
        assertEquals(1, r.err().lines().count(), r.err());
        assertFalse(r.err().contains("Exception"), r.err());
    }

    @Test
    void aBadLineIsAnsweredInPlaceAndTheBatchGoesOn() {
        String in = String.join(
                "\n",
                PYTHAGORAS,
                "{\"test\":\"pythagoras\",\"ball\":[300,450],\"rect\":[530,200,70,200]}",
                "{\"test\":\"simple\",\"ball\":[1,2,-3],\"rect\":[0,0,10,10]}",
                "{\"test\":\"simple\",",
                "{\"test\":\"nope\"}",
                "{\"test\":\"simple\",\"ball\":[1,2,3],\"rect\":[0,0,10,10],\"colour\":\"red\"}",
                "",
                INTERCEPT);
        CliRun r = CliRun.withInput(in, "probe", "--batch");
        assertEquals(2, r.status());
        List<String> lines = r.lines();
        assertEquals(8, lines.size());
        assertEquals(265, num(CliRun.parse(lines.get(0)), "circleDistanceX"));
        assertEquals(
                "{\"line\":2,\"error\":\"field 'ball' (X,Y,DIAMETER): expected an array of 3 numbers but "
                        + "got an array of 2\"}",
                lines.get(1));
        assertEquals(
                "field 'ball' (X,Y,DIAMETER): DIAMETER must not be negative but is -3",
                str(CliRun.parse(lines.get(2)), "error"));
        JsonObject broken = CliRun.parse(lines.get(3));
        assertEquals(4, num(broken, "line"));
        assertTrue(str(broken, "error").contains("column"), broken::toString);
        assertTrue(str(CliRun.parse(lines.get(4)), "error").startsWith("field 'test': unknown test 'nope'"));
        assertTrue(str(CliRun.parse(lines.get(5)), "error").startsWith("unknown field 'colour'"));
        assertEquals(7, num(CliRun.parse(lines.get(6)), "line"));
        assertTrue(bool(CliRun.parse(lines.get(7)), "hit"));
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(
                r.err().startsWith("probe --batch: 6 of 8 lines were bad; the first, line 2: field 'ball'"), r.err());
    }

    @Test
    void workingOnRequest() {
        CliRun r = CliRun.withInput(BALL_INTERCEPT + "\n", "probe", "--batch", "--working");
        List<String> working = strings(r.json(), "working");
        assertEquals("rect left edge: miss", working.get(0));
    }

    @Test
    void aHundredThousandLinesRun() {
        String[] kinds = {PYTHAGORAS, SIMPLE, INTERCEPT, BALL_INTERCEPT, INTERSECTION};
        StringBuilder in = new StringBuilder(7_000_000);
        for (int i = 0; i < 100_000; i++) {
            in.append(kinds[i % kinds.length]).append('\n');
        }
        CliRun r = CliRun.withInput(in.toString().getBytes(StandardCharsets.UTF_8), "probe", "--batch");
        assertEquals(0, r.status(), r.err());
        List<String> lines = r.lines();
        assertEquals(100_000, lines.size());
        assertEquals(lines.get(0), lines.get(99_995));
        assertEquals("intersection-centre", str(CliRun.parse(lines.get(99_999)), "test"));
    }
}
