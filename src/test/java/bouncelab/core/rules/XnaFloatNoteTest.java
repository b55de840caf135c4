package bouncelab.core.rules;

import bouncelab.core.geometry.Vec2;
import bouncelab.core.trace.Note;
import bouncelab.words.English;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The xna float note writes one number one way in its line: a ball at 45° has the same direction on both axes
 * (up to its sign), and each sum picking its own decimals could write it 0.707 in one and 0.70711 in the other.
 * Every course shot turned to 45°, under xna, 300 frames.
 */
class XnaFloatNoteTest {
    private static final Pattern DIRECTION = Pattern.compile("position\\.([XY]) = \\S+ \\+ \\(?−?([0-9.]+)\\)?·\\(");

    @Test
    void aFortyFiveDegreeDirectionIsWrittenAlikeInBothSums() throws IOException {
        List<String> bad = new ArrayList<>();
        int[] notes = {0};
        XnaCourseRuns.each(
                loaded -> {
                    var b = loaded.ball();
                    double v = Math.hypot(b.vx(), b.vy()) / Math.sqrt(2);
                    return loaded.withBall(b.withVelocity(new Vec2(v, -v)));
                },
                (p, f, step) -> {
                    for (var item : step.trace().items()) {
                        if (!(item instanceof Note n) || !English.say(n.text()).startsWith("in floats")) {
                            continue;
                        }
                        String text = English.say(n.text());
                        Matcher m = DIRECTION.matcher(text);
                        assertTrue(m.find(), text);
                        String x = m.group(2);
                        assertTrue(m.find(), text);
                        String y = m.group(2);
                        if (Double.parseDouble(x) != Math.rint(Double.parseDouble(x))
                                && Math.abs(Double.parseDouble(x) - Double.parseDouble(y)) < 1e-3
                                && !x.equals(y)) {
                            bad.add(p + " frame " + f + ": " + n.text());
                        }
                        notes[0]++;
                    }
                });
        assertTrue(notes[0] > 500, "float notes looked at: " + notes[0]);
        assertTrue(
                bad.isEmpty(),
                bad.size() + " lines write the direction two ways, for instance:\n"
                        + String.join("\n", bad.stream().limit(5).toList()));
    }
}
