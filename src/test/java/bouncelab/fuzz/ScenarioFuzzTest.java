package bouncelab.fuzz;

import bouncelab.core.algorithm.AlgorithmClasses;
import bouncelab.core.algorithm.CollisionAlgorithm;
import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.simulation.SimState;
import bouncelab.core.simulation.Simulation;
import bouncelab.io.scenario.ScenarioException;
import bouncelab.io.scenario.ScenarioLoader;
import bouncelab.io.scenario.ScenarioWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * 8,500 broken scenario files (with the lesson fuzz, 10,000 cases): each either loads (and then saves and reads back equal, and runs a frame
 * with every algorithm) or is refused with one ScenarioException whose single line names the file, the line and
 * the field. Never another exception, never a hang.
 */
class ScenarioFuzzTest {
    static final int CASES = 8_500;
    /**
     * A file may take this long at most (a hang, not a stopwatch: loose for a busy CI machine, where a collection
     * or the compiler can hold one case up); the whole run has a hard limit too.
     */
    static final long CASE_MILLIS = 10_000;

    @Test
    void everyBrokenScenarioLoadsOrNamesFileLineAndField(@TempDir Path dir) {
        List<String> seeds = Seeds.scenarios();
        assertTrue(seeds.size() >= 14, "shipped scenarios found: " + seeds.size());
        Outcomes outcomes = assertTimeoutPreemptively(Duration.ofSeconds(120), () -> run(seeds, dir));
        assertEquals(List.of(), outcomes.failures, outcomes.summary());
        assertTrue(outcomes.loaded > 50 && outcomes.refused > 1000, outcomes.summary());
    }

    static final class Outcomes {
        int loaded;
        int refused;
        long slowest;
        final List<String> failures = new ArrayList<>();

        String summary() {
            return CASES + " cases: " + loaded + " loaded, " + refused + " refused, slowest " + slowest + " ms";
        }
    }

    private static Outcomes run(List<String> seeds, Path dir) throws IOException {
        Mutator mutator = new Mutator(20260522);
        Outcomes o = new Outcomes();
        Path file = dir.resolve("shot.json");
        for (int i = 0; i < CASES; i++) {
            String seed = seeds.get(i % seeds.size());
            byte[] bytes = mutator.mutate(seed);
            Files.write(file, bytes);
            long start = System.nanoTime();
            String problem = oneCase(file, bytes, o);
            long ms = (System.nanoTime() - start) / 1_000_000;
            o.slowest = Math.max(o.slowest, ms);
            if (problem == null && ms > CASE_MILLIS) {
                problem = "took " + ms + " ms";
            }
            if (problem != null && o.failures.size() < 8) {
                o.failures.add("case " + i + ": " + problem + "\n  file: " + excerpt(bytes));
            }
        }
        return o;
    }

    /** What is wrong with how this file was handled, or null. */
    private static String oneCase(Path file, byte[] bytes, Outcomes o) {
        try {
            Scenario s = ScenarioLoader.load(file);
            o.loaded++;
            Scenario again = ScenarioLoader.parse(ScenarioWriter.toJson(s), "again.json");
            if (!again.equals(s)) {
                return "saved and read back different: " + s + " vs " + again;
            }
            long bricks = s.bricks().size()
                    + (s.brickGrid() == null
                            ? 0
                            : (long) s.brickGrid().cols() * s.brickGrid().rows());
            if (bricks <= 2_000) {
                for (CollisionAlgorithm a :
                        AlgorithmId.all().stream().map(AlgorithmClasses::create).toList()) {
                    Simulation.step(s, SimState.initial(s), a);
                }
            }
            return null;
        } catch (ScenarioException e) {
            o.refused++;
            return clear(e, file, new String(bytes, StandardCharsets.UTF_8));
        } catch (Throwable t) {
            return "threw " + t;
        }
    }

    /** One line, starting FILE:LINE:, with the field (or a bracketed pseudo-field) named, at a line that exists. */
    static String clear(ScenarioException e, Path file, String text) {
        String m = e.getMessage();
        long lines = text.lines().count() + 1;
        if (!e.file().equals(file.toString()) || !m.startsWith(file + ":" + e.line() + ":")) {
            return "does not start with the file and line: " + m;
        }
        if (e.line() < 0 || e.line() > lines) {
            return "line " + e.line() + " of a file of " + lines + " lines: " + m;
        }
        if (e.field() == null || e.field().isBlank()) {
            return "names no field: " + m;
        }
        if (m.chars().anyMatch(c -> c == '\n' || c == '\r' || c == 0x85 || c == 0x2028 || c == 0x2029)) {
            return "message is not one line: " + m;
        }
        return null;
    }

    static String excerpt(byte[] bytes) {
        String s = new String(bytes, StandardCharsets.UTF_8).replace("\n", "\\n");
        return s.length() > 300 ? s.substring(0, 300) + "…(" + s.length() + " chars)" : s;
    }
}
