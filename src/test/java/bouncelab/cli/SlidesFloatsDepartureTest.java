package bouncelab.cli;

import bouncelab.io.json.JsonObject;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

import static bouncelab.cli.CliRun.bool;
import static bouncelab.cli.CliRun.num;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The slides declare {@code float circleDistanceX} and {@code float cornerDistance}, and Processing's abs and pow
 * work in float; Bounce Lab works in doubles. At an exact touch the answers differ, and the README's departures
 * table says so with this very shot: the slides' printed code says hit, Bounce Lab's probe says miss.
 */
class SlidesFloatsDepartureTest {

    @Test
    void anExactTouchIsAHitInTheSlidesFloatsAndAMissInDoublesAndTheReadmeSaysSo() throws IOException {
        JsonObject o = CliRun.run("probe", "pythagoras", "--ball", "512.4,153.2,100", "--rect", "530,200,70,200")
                .json();
        assertFalse(bool(o, "hit"));
        assertEquals(2500.000000000002, num(o, "cornerDistance"));
        assertTrue(slidesHitPaddle(512.4f, 153.2f, 100f, 530f, 200f, 70f, 200f), "the slides' code, in float");

        String readme = Files.readString(Path.of("README.md"));
        String row = readme.lines()
                .filter(l -> l.startsWith("| floats (WIT slides) |"))
                .findFirst()
                .orElseThrow(() -> new AssertionError("the departures table names the slides' floats"));
        assertTrue(row.contains("(512.4, 153.2)") && row.contains("2500.000000000002"), row);
    }

    /** The slides' corner test as printed, with Processing's float abs and pow. */
    private static boolean slidesHitPaddle(float bx, float by, float diameter, float px, float py, float w, float h) {
        float circleDistanceX = Math.abs(bx - px - w / 2);
        float circleDistanceY = Math.abs(by - py - h / 2);
        float cornerDistance =
                (float) Math.pow(circleDistanceX - w / 2, 2) + (float) Math.pow(circleDistanceY - h / 2, 2);
        return cornerDistance <= (float) Math.pow(diameter / 2, 2);
    }
}
