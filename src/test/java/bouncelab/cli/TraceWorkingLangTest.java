package bouncelab.cli;

import bouncelab.core.algorithm.AlgorithmClasses;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.simulation.Run;
import bouncelab.core.trace.TraceItem;
import bouncelab.io.scenario.ScenarioLoader;
import bouncelab.words.English;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

import static bouncelab.cli.CliRun.strings;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code trace --working --lang es}: lesson 6's tunnel worked in Spanish, its words from the bundle and its numbers
 * with the decimal comma, no item's English line left; without --lang the working is the English it always was.
 */
class TraceWorkingLangTest {
    private static final String LESSON_6 = "lessons/06-tunnelling/scenario.json";
    private static final Pattern DECIMAL_COMMA = Pattern.compile("\\d,\\d");
    private static final Pattern DECIMAL_POINT = Pattern.compile("\\d\\.\\d");

    @Test
    void lessonSixsTunnelInSpanish() throws Exception {
        CliRun r = CliRun.run("trace", LESSON_6, "--frames", "10", "--working", "--lang", "es");
        assertEquals(0, r.status(), r.err());
        List<String> frame10 = strings(CliRun.parse(r.lines().get(9)), "working");
        assertEquals(
                List.of(
                        "pasada 1: se mueve durante 1/60 s de (690; 300) a (720; 300)",
                        "x2 = x + dt·vx = 690 + (1/60)·1800 = 690 + 30 = 720",
                        "y2 = y + dt·vy = 300 + (1/60)·0 = 300",
                        "«right»: no hay choque; lo decide la prueba de frente (1)",
                        "circleDistanceX = |ball.x − paddle.x − paddleWidth/2| = |720 − 700 − 3| = 17",
                        "circleDistanceY = |ball.y − paddle.y − paddleHeight/2| = |300 − 250 − 50| = 0",
                        "(1) circleDistanceX > paddleWidth/2 + diameter/2: 17 > 3 + 5 → verdadero",
                        "atravesó «right» a los 2,778 ms del fotograma (efecto túnel)"),
                frame10);

        List<String> all = new ArrayList<>();
        for (String line : r.lines()) {
            all.addAll(strings(CliRun.parse(line), "working"));
        }
        Scenario shot = ScenarioLoader.load(Path.of(LESSON_6));
        Run run = new Run(shot, AlgorithmClasses.create(shot.algorithm()));
        Set<String> english = new HashSet<>();
        for (int f = 1; f <= 10; f++) {
            for (TraceItem item : run.trace(f).items()) {
                english.add(English.summary(item));
            }
        }
        assertTrue(english.contains("tunnelled through right at 2.778 ms into the frame"), english.toString());
        for (String line : all) {
            assertFalse(english.contains(line), "English left: " + line);
            assertFalse(line.endsWith("→ true") || line.endsWith("→ false"), line);
            assertFalse(DECIMAL_POINT.matcher(line).find(), "a decimal point: " + line);
        }
        assertTrue(all.stream().anyMatch(l -> DECIMAL_COMMA.matcher(l).find()), String.join("\n", all));
    }

    @Test
    void withoutLangTheWorkingIsEnglish() {
        CliRun r = CliRun.run("trace", LESSON_6, "--frames", "10", "--working");
        assertEquals(0, r.status(), r.err());
        List<String> frame10 = strings(CliRun.parse(r.lines().get(9)), "working");
        assertEquals("pass 1: move for 1/60 s from (690, 300) to (720, 300)", frame10.get(0));
        assertEquals("right: no hit, decided by straight-on test (1)", frame10.get(3));
        assertEquals("(1) circleDistanceX > paddleWidth/2 + diameter/2: 17 > 3 + 5 → true", frame10.get(6));
        assertEquals("tunnelled through right at 2.778 ms into the frame", frame10.get(7));
    }
}
