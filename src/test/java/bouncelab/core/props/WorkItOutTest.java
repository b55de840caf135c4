package bouncelab.core.props;

import bouncelab.core.algorithm.AlgorithmClasses;
import bouncelab.core.algorithm.CollisionAlgorithm;
import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.choice.RulesId;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.simulation.SimState;
import bouncelab.core.simulation.Simulation;
import bouncelab.core.simulation.Step;
import bouncelab.core.trace.Blanks;
import bouncelab.core.trace.ShownSum;
import bouncelab.io.scenario.ScenarioLoader;
import bouncelab.words.WorkingText;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * "Work it out": over the course's shots, every algorithm under every rule set, each blank of each working line
 * takes the value of its own sum worked exactly from the numbers printed beside it, and takes the printed result;
 * so a student who works a frame by hand is marked right, and the blanks are many (the working is worth working).
 */
class WorkItOutTest {
    @Test
    void aStudentWhoWorksTheSumGetsEveryBlankRight() throws IOException {
        List<String> bad = new ArrayList<>();
        int[] blanks = {0};
        try (Stream<Path> files = Files.walk(Path.of("lessons"))) {
            for (Path p : files.filter(f -> f.getFileName().toString().endsWith(".json"))
                    .sorted()
                    .toList()) {
                Scenario shot = ScenarioLoader.load(p);
                for (RulesId rules : RulesId.values()) {
                    Scenario s = shot.withRules(shot.rules().withId(rules));
                    for (AlgorithmId id : AlgorithmId.all()) {
                        CollisionAlgorithm algorithm = AlgorithmClasses.create(id);
                        SimState state = SimState.initial(s);
                        for (int f = 1; f <= WorkingRedoesTest.FRAMES && !state.out(); f++) {
                            Step step = Simulation.step(s, state, algorithm);
                            for (String line : WorkingText.lines(step.trace(), 0)) {
                                check(
                                        line,
                                        p + " " + rules.fileName() + " " + id.fileName() + " frame " + f,
                                        bad,
                                        blanks);
                            }
                            state = step.state();
                        }
                    }
                }
            }
        }
        assertTrue(blanks[0] > 2000, "blanks: " + blanks[0]);
        var distinct = new LinkedHashSet<>(bad);
        assertTrue(
                distinct.isEmpty(),
                distinct.size() + " blanks refuse their own sum, for instance:\n"
                        + String.join("\n", distinct.stream().limit(20).toList()));
    }

    private static void check(String line, String where, List<String> bad, int[] blanks) {
        for (Blanks.Part part : Blanks.of(line)) {
            if (!(part instanceof Blanks.Blank b)) {
                continue;
            }
            blanks[0]++;
            if (!b.accepts(b.expected())) {
                bad.add(where + ": the printed " + b.expected() + " is refused in: " + line);
            }
            String worked = worked(b.sum());
            if (worked == null || !b.accepts(worked)) {
                bad.add(where + ": " + b.sum() + " worked out is " + worked + ", refused for " + b.expected() + " in: "
                        + line);
            }
        }
    }

    /** The sum's exact value as a student would type it, or true / false for a comparison. */
    private static String worked(String sum) {
        for (String op : List.of(" >= ", " <= ", " ≥ ", " ≤ ", " > ", " < ", " == ", " ≠ ")) {
            int at = sum.indexOf(op);
            if (at > 0) {
                double a = ShownSum.eval(sum.substring(0, at)), b = ShownSum.eval(sum.substring(at + op.length()));
                boolean holds = switch (op.strip()) {
                    case ">=", "≥" -> a >= b;
                    case "<=", "≤" -> a <= b;
                    case ">" -> a > b;
                    case "<" -> a < b;
                    case "==" -> a == b;
                    default -> a != b;
                };
                return Boolean.toString(holds);
            }
        }
        try {
            return new BigDecimal(ShownSum.eval(sum)).toPlainString();
        } catch (RuntimeException e) {
            return null;
        }
    }
}
