package bouncelab;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.snakeyaml.engine.v2.api.Load;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.exceptions.YamlEngineException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The workflow that builds the .msi and the .dmg on GitHub's Windows and macOS machines, which this project's CI
 * does not have: it cannot run here, so it is read here as GitHub reads it (YAML 1.2, no duplicate keys) and held to
 * what the README and pom.xml say. Its first version was not even valid YAML (a plain step name holding ": ").
 */
class InstallersWorkflowTest {
    private static final Path WORKFLOW = Path.of(".github/workflows/installers.yml");

    private static Object read(String yaml) {
        LoadSettings settings = LoadSettings.builder()
                .setAllowDuplicateKeys(false)
                .setLabel(WORKFLOW.toString())
                .build();
        return new Load(settings).loadFromString(yaml);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> map(Object o, String what) {
        return (Map<String, Object>) assertInstanceOf(Map.class, o, what);
    }

    @SuppressWarnings("unchecked")
    private static List<Object> list(Object o, String what) {
        return (List<Object>) assertInstanceOf(List.class, o, what);
    }

    private static Map<String, Object> job() throws IOException {
        Map<String, Object> workflow = map(read(Files.readString(WORKFLOW)), "the workflow");
        assertTrue(workflow.containsKey("on"), "when it runs ('on', a string key in YAML 1.2)");
        return map(map(workflow.get("jobs"), "jobs").get("installer"), "the installer job");
    }

    @Test
    void aPlainScalarHoldingColonSpaceIsRefusedAsGitHubRefusesIt() {
        assertThrows(YamlEngineException.class, () -> read("steps:\n  - name: Check (Linux: unpacked)\n"));
    }

    @Test
    void itBuildsEachSystemsInstallerWithTheInstallerProfile() throws IOException {
        Map<String, Object> job = job();
        Map<String, Object> matrix = map(map(job.get("strategy"), "strategy").get("matrix"), "matrix");
        Map<String, String> kindByRunner = list(matrix.get("include"), "include").stream()
                .map(e -> map(e, "a system"))
                .collect(Collectors.toMap(e -> (String) e.get("os"), e -> (String) e.get("kind")));
        assertEquals(Map.of("windows-latest", "msi", "macos-latest", "dmg", "ubuntu-latest", "deb"), kindByRunner);
        assertEquals("${{ matrix.os }}", job.get("runs-on"));

        List<Map<String, Object>> steps = list(job.get("steps"), "steps").stream()
                .map(s -> map(s, "a step"))
                .toList();
        for (Map<String, Object> step : steps) {
            assertTrue(step.containsKey("uses") != step.containsKey("run"), "a step uses an action or runs: " + step);
        }
        assertTrue(
                steps.stream()
                        .map(s -> String.valueOf(s.get("run")))
                        .anyMatch(r -> r.startsWith("mvn ") && r.contains("-Pinstaller") && r.contains(" package")),
                "mvn -Pinstaller package, as the README says");
        Map<String, Object> upload = steps.stream()
                .filter(s -> String.valueOf(s.get("uses")).startsWith("actions/upload-artifact@"))
                .findFirst()
                .orElseThrow(() -> new AssertionError("the installer is kept as the run's artifact"));
        assertEquals(
                "target/installer/*.${{ matrix.kind }}",
                map(upload.get("with"), "with").get("path"));
    }

    /** Every {@code ${{ matrix.X }}} names a key every system of the matrix gives. */
    @Test
    void everyMatrixValueItUsesIsGivenForEverySystem() throws IOException {
        String text = Files.readString(WORKFLOW);
        Map<String, Object> job = job();
        List<Object> include = list(
                map(map(job.get("strategy"), "strategy").get("matrix"), "matrix")
                        .get("include"),
                "include");
        Map<String, Integer> given = new HashMap<>();
        for (Object e : include) {
            map(e, "a system").keySet().forEach(k -> given.merge(k, 1, Integer::sum));
        }
        Matcher m = Pattern.compile("\\$\\{\\{\\s*matrix\\.([A-Za-z_-]+)\\s*}}").matcher(text);
        Set<String> used = new java.util.TreeSet<>();
        while (m.find()) {
            used.add(m.group(1));
        }
        assertFalse(used.isEmpty());
        for (String key : used) {
            assertEquals(include.size(), given.getOrDefault(key, 0), "matrix." + key + " given for every system");
        }
    }
}
