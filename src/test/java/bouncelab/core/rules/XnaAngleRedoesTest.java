package bouncelab.core.rules;

import bouncelab.core.trace.Bounce;
import bouncelab.core.trace.Num;
import bouncelab.words.English;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The xna paddle's angle redoes by hand from the numbers its rule prints: tan⁻¹(|along| / |kept|), with along the
 * printed (a − b) / c and kept the direction the code turned round. Lesson 15's ball kept −0.1240347, printed
 * −0.124, from which the angle is 80.733°, not the 80.731° shown.
 */
class XnaAngleRedoesTest {
    private static final Pattern KEPT = Pattern.compile("direction\\.[XY] = −direction\\.[XY] = ([−0-9.]+);");
    private static final Pattern ALONG = Pattern.compile("= \\(([−0-9]+) − \\(?([−0-9]+)\\)?\\) / (\\d+) = ");
    private static final Pattern ANGLE = Pattern.compile("([0-9.]+)° from straight out");

    @Test
    void theKeptDirectionHasTheDecimalsTheAngleNeeds() {
        assertEquals("−0.12403", XnaFloats.keptText(-0.12403473f, 38.0 / 50, 80.73084205114303));
        assertEquals("−0.8", XnaFloats.keptText(-0.8f, -0.5, 32.005383208083494));
    }

    @Test
    void everyCourseShotsPaddleAngleRedoesUnderXna() throws IOException {
        List<String> bad = new ArrayList<>();
        int[] bounces = {0};
        XnaCourseRuns.each((p, f, step) -> {
            for (var item : step.trace().items()) {
                if (!(item instanceof Bounce b) || !English.say(b.rule()).contains("° from straight out")) {
                    continue;
                }
                bounces[0]++;
                String rule = English.say(b.rule());
                Matcher kept = KEPT.matcher(rule), along = ALONG.matcher(rule), angle = ANGLE.matcher(rule);
                assertTrue(kept.find() && along.find() && angle.find(), rule);
                double a = (number(along.group(1)) - number(along.group(2))) / number(along.group(3));
                double redone = Math.toDegrees(Math.atan2(Math.abs(a), Math.abs(number(kept.group(1)))));
                if (!Num.fmt(redone).equals(angle.group(1))) {
                    bad.add(p + " frame " + f + ": tan⁻¹ gives " + redone + ", shown " + angle.group(1) + ": " + rule);
                }
            }
        });
        assertTrue(bounces[0] > 10, "paddle bounces looked at: " + bounces[0]);
        assertTrue(bad.isEmpty(), String.join("\n", bad));
    }

    private static double number(String s) {
        return Double.parseDouble(s.replace(Num.MINUS, "-"));
    }
}
