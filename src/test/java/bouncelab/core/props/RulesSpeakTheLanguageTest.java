package bouncelab.core.props;

import bouncelab.core.algorithm.AlgorithmClasses;
import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.choice.RulesId;
import bouncelab.core.rules.XnaCourseRuns;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.simulation.SimState;
import bouncelab.core.simulation.Simulation;
import bouncelab.core.simulation.Step;
import bouncelab.core.trace.Notation;
import bouncelab.io.scenario.ScenarioLoader;
import bouncelab.words.Words;
import bouncelab.words.WorkingText;
import bouncelab.words.WorkingWords;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The articles' own rules say their working in the language asked: every course shot under each article's rules
 * and every algorithm, in Spanish, has no English words left beside the articles' code (XNA's paddle rule, its float sums, the phantom
 * corner's check, brute force's looks in the broad phase), writes the decimal comma, and still redoes read in the Spanish notation.
 */
class RulesSpeakTheLanguageTest {
    private static final Words SPANISH = Words.of(Locale.forLanguageTag("es"));
    private static final int FRAMES = 40;
    /** English words of the working's sentences; the articles' code (direction.X, Math.Min, paddle size) has none. */
    private static final Pattern ENGLISH = Pattern.compile(
            "\\b(the|is|and|from|so|as|would|which|holds|before|stays|not|under|takes|normalised|straight|out"
                    + "|maximum|distance to corner|standing|summed|each)\\b");

    @Test
    void everyArticlesRulesSpeakSpanish() throws IOException {
        Notation notation = WorkingWords.of(SPANISH).notation();
        List<String> english = new ArrayList<>();
        List<String> bad = new ArrayList<>();
        int lines = 0, commas = 0, paddleRules = 0;
        try (Stream<Path> files = Files.walk(Path.of("lessons"))) {
            for (Path p : files.filter(f -> f.getFileName().toString().endsWith(".json"))
                    .sorted()
                    .toList()) {
                Scenario loaded = ScenarioLoader.load(p);
                for (RulesId rules : RulesId.values()) {
                    Scenario shot = loaded.withRules(loaded.rules().withId(rules));
                    for (AlgorithmId id : AlgorithmId.all()) {
                        SimState state = SimState.initial(shot);
                        for (int f = 1; f <= FRAMES && !state.out(); f++) {
                            Step step = Simulation.step(shot, state, AlgorithmClasses.create(id));
                            for (String line : WorkingText.lines(SPANISH, step.trace(), 0)) {
                                lines++;
                                commas += line.matches(".*\\d,\\d.*") ? 1 : 0;
                                paddleRules += line.contains("normalizada: (") ? 1 : 0;
                                String where = p.getParent().getFileName() + " " + rules.fileName() + " "
                                        + id.fileName() + " frame " + f + ": ";
                                Matcher m = ENGLISH.matcher(line);
                                if (m.find()) {
                                    english.add(where + "'" + m.group() + "' in " + line);
                                }
                                Redo.problems(notation.plain(line)).forEach(q -> bad.add(where + q));
                            }
                            state = step.state();
                        }
                    }
                }
            }
        }
        assertTrue(lines > 10_000 && commas > 500 && paddleRules > 20, lines + " " + commas + " " + paddleRules);
        assertEquals(List.of(), english.stream().limit(10).toList(), english.size() + " lines with English");
        assertEquals(List.of(), bad.stream().limit(10).toList(), bad.size() + " lines that do not redo");
    }

    /** Where a float's rounding shows, XNA's move says so in Spanish, and the sum still redoes. */
    @Test
    void aFloatsRoundingIsSaidInSpanish() throws IOException {
        Notation notation = WorkingWords.of(SPANISH).notation();
        int[] said = {0};
        List<String> bad = new ArrayList<>();
        XnaCourseRuns.each((p, frame, step) -> {
            for (String line : WorkingText.lines(SPANISH, step.trace(), 0)) {
                assertTrue(!line.contains("which a float holds"), line);
                if (line.contains("en un float queda como")) {
                    said[0]++;
                    Redo.problems(notation.plain(line)).forEach(q -> bad.add(p + " frame " + frame + ": " + q));
                }
            }
        });
        assertTrue(said[0] > 0, "no float rounding said");
        assertEquals(List.of(), bad);
    }
}
