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

/** The worked examples of the Pythagoras slides, through {@code probe pythagoras} and {@code probe simple}. */
class ProbeSlidesTest {

    @Test
    void notOverlappingIsDecidedByTestOneExactlyAsPrinted() {
        CliRun r = CliRun.run("probe", "pythagoras", "--ball", "300,450,100", "--rect", "530,200,70,200");
        assertEquals(0, r.status(), r.err());
        assertEquals("", r.err());
        assertEquals(
                "{\"test\":\"pythagoras\",\"circleDistanceX\":265,\"circleDistanceY\":150,"
                        + "\"cornerDistance\":null,\"hit\":false,\"decidedBy\":1,\"working\":["
                        + "\"circleDistanceX = |ball.x − paddle.x − paddleWidth/2| = |300 − 530 − 35| = 265\","
                        + "\"circleDistanceY = |ball.y − paddle.y − paddleHeight/2| = |450 − 200 − 100| = 150\","
                        + "\"(1) circleDistanceX > paddleWidth/2 + diameter/2: 265 > 35 + 50 → true\"]}\n",
                r.out());
    }

    @Test
    void overlappingStraightOnIsDecidedByTestFour() {
        JsonObject o = CliRun.run("probe", "pythagoras", "--ball", "481,300,100", "--rect", "530,200,70,200")
                .json();
        assertEquals(84, num(o, "circleDistanceX"));
        assertEquals(0, num(o, "circleDistanceY"));
        assertTrue(isNull(o, "cornerDistance"));
        assertTrue(bool(o, "hit"));
        assertEquals(4, num(o, "decidedBy"));
        assertEquals(
                List.of(
                        "circleDistanceX = |ball.x − paddle.x − paddleWidth/2| = |481 − 530 − 35| = 84",
                        "circleDistanceY = |ball.y − paddle.y − paddleHeight/2| = |300 − 200 − 100| = 0",
                        "(1) circleDistanceX > paddleWidth/2 + diameter/2: 84 > 35 + 50 → false",
                        "(2) circleDistanceY > paddleHeight/2 + diameter/2: 0 > 100 + 50 → false",
                        "(3) circleDistanceX <= paddleWidth/2: 84 <= 35 → false",
                        "(4) circleDistanceY <= paddleHeight/2: 0 <= 100 → true"),
                strings(o, "working"));
    }

    @Test
    void cornerGivesSixtyOneAgainstAHundred() {
        JsonObject o = CliRun.run("probe", "pythagoras", "--ball", "575,194,20", "--rect", "580,200,20,100")
                .json();
        assertEquals(15, num(o, "circleDistanceX"));
        assertEquals(56, num(o, "circleDistanceY"));
        assertEquals(61, num(o, "cornerDistance"));
        assertTrue(bool(o, "hit"));
        assertEquals("corner", str(o, "decidedBy"));
        List<String> working = strings(o, "working");
        assertTrue(
                working.contains(
                        "cornerDistance = (circleDistanceX − paddleWidth/2)² + (circleDistanceY − paddleHeight/2)² = (15 − 10)² + (56 − 50)² = 5² + 6² = 25 + 36 = 61"),
                working::toString);
        assertEquals("(5) cornerDistance <= (diameter/2)²: 61 <= 100 → true", working.get(working.size() - 1));
    }

    @Test
    void aBallOffTheCornerMissesByPythagorasThoughTheBoxesOverlap() {
        JsonObject exact = CliRun.run("probe", "pythagoras", "--ball", "572,192,20", "--rect", "580,200,20,100")
                .json();
        assertFalse(bool(exact, "hit"));
        assertEquals(128, num(exact, "cornerDistance"));
        JsonObject box = CliRun.run("probe", "simple", "--ball", "572,192,20", "--rect", "580,200,20,100")
                .json();
        assertTrue(bool(box, "hit"));
    }

    @Test
    void simpleGivesTheGapsAndItsTwoTests() {
        JsonObject o = CliRun.run("probe", "simple", "--ball", "450,300,100", "--rect", "530,200,70,200")
                .json();
        assertEquals("simple", str(o, "test"));
        assertEquals(115, num(o, "circleDistanceX"));
        assertEquals(0, num(o, "circleDistanceY"));
        assertFalse(bool(o, "hit"));
        assertEquals(
                List.of(
                        "circleDistanceX = |ball.x − rect.x − rect.width/2| = |450 − 530 − 35| = 115",
                        "circleDistanceY = |ball.y − rect.y − rect.height/2| = |300 − 200 − 100| = 0",
                        "(1) circleDistanceX > width/2 + diameter/2: 115 > 35 + 50 → true",
                        "(2) circleDistanceY > height/2 + diameter/2: 0 > 100 + 50 → false"),
                strings(o, "working"));
    }
}
