package bouncelab.cli;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Bad probe arguments: status 2, nothing on standard output, one line on standard error naming the option. */
class ProbeErrorsTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "probe pythagoras --ball 300,450 --rect 530,200,70,200"
                        + "|option '--ball' (X,Y,DIAMETER): expected 3 numbers separated by commas but got 2 in '300,450'",
                "probe pythagoras --ball 300,abc,100 --rect 530,200,70,200"
                        + "|option '--ball' (X,Y,DIAMETER): Y is not a number: 'abc'",
                "probe simple --ball 300,450,100 --rect 530,200,NaN,200"
                        + "|option '--rect' (X,Y,W,H): W must be a finite number but is 'NaN'",
                "probe simple --ball 300,450,100 --rect 530,200,70,-Infinity"
                        + "|option '--rect' (X,Y,W,H): H must be a finite number but is '-Infinity'",
                "probe simple --ball 300,1e999,100 --rect 530,200,70,200"
                        + "|option '--ball' (X,Y,DIAMETER): Y must be a finite number but '1e999' is too large for a double",
                "probe pythagoras --ball 300,450,-100 --rect 530,200,70,200"
                        + "|option '--ball' (X,Y,DIAMETER): DIAMETER must not be negative but is -100",
                "probe intersection-centre --ball 0,0,20,20 --rect 530,200,-70,200"
                        + "|option '--rect' (X,Y,W,H): W must not be negative but is -70",
                "probe ball-intercept --ball 1,1,-5 --move 1,1 --rect 10,10,20,20"
                        + "|option '--ball' (X,Y,RADIUS): RADIUS must not be negative but is -5",
                "probe ball-intercept --ball 1,1,5 --move 1,1 --rect 10,10,5,20"
                        + "|option '--rect' (LEFT,TOP,RIGHT,BOTTOM): RIGHT (5) must not be less than LEFT (10)",
                "probe ball-intercept --ball 1,1,5 --move 1 --rect 10,10,20,20"
                        + "|option '--move' (NX,NY): expected 2 numbers separated by commas but got 1 in '1'",
                "probe intercept --segment 0,0,1,1"
                        + "|option '--segment' (X1,Y1,X2,Y2): give it twice, the path then the edge, but it was given 1 time",
                "probe intercept --segment 0,0,1,1 --segment 0,1,x,0"
                        + "|option '--segment' (the edge) (X1,Y1,X2,Y2): X2 is not a number: 'x'",
                "probe pythagoras --ball 300,450,100" + "|Missing required option: '--rect=X,Y,W,H'",
                "probe simple --ball 1,2,3 --rect 1,2,3,4 --colour red" + "|Unknown options: '--colour', 'red'",
                "probe"
                        + "|name a test (simple, pythagoras, intercept, ball-intercept, intersection-centre) or give --batch (see --help)",
                "trace-all" + "|Unmatched argument at index 0: 'trace-all'; did you mean trace or grade?",
            })
    void badArgumentsGiveOneLineAndStatusTwo(String args, String message) {
        CliRun r = CliRun.run(args.split(" "));
        assertEquals(2, r.status(), r.out() + r.err());
        assertEquals("", r.out());
        assertEquals(message + System.lineSeparator(), r.err());
    }

    @ParameterizedTest
    @CsvSource({
        "probe",
        "probe pythagoras",
        "probe intercept",
        "probe ball-intercept",
        "probe intersection-centre",
        "probe simple"
    })
    void everyCommandHasHelp(String command) {
        CliRun r = CliRun.run((command + " --help").split(" "));
        assertEquals(0, r.status());
        assertTrue(r.out().startsWith("Usage: bounce-lab " + command), r.out());
        assertFalse(r.out().contains("Exception"));
    }

    @ParameterizedTest
    @CsvSource({"--version", "probe --version", "probe simple --version"})
    void versionIsOneLine(String args) {
        CliRun r = CliRun.run(args.split(" "));
        assertEquals(0, r.status());
        assertTrue(r.out().startsWith("bounce-lab "), r.out());
        assertEquals(1, r.out().lines().count());
    }
}
