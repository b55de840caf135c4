package bouncelab.docs;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * lessons/README.md is what a teacher writes a lesson from: every front matter key and every action the shipped
 * lessons use is in it (a teacher once met `rules:` and `rules=` only by reading lessons 4 and 6).
 */
class LessonsReadmeCoversTest {
    private static final Path LESSONS = Path.of("lessons");

    @Test
    void everyFrontMatterKeyAndActionTheLessonsUseIsDocumented() throws IOException {
        String readme = Files.readString(LESSONS.resolve("README.md"));
        Set<String> keys = new TreeSet<>();
        Set<String> actions = new TreeSet<>();
        Pattern action = Pattern.compile("\\(action:([^)]*)\\)");
        for (Path md : lessons()) {
            List<String> lines = Files.readAllLines(md);
            for (int i = 1; i < lines.size() && !lines.get(i).strip().equals("---"); i++) {
                int colon = lines.get(i).indexOf(':');
                if (colon > 0) {
                    keys.add(lines.get(i).substring(0, colon).strip());
                }
            }
            Matcher m = action.matcher(String.join(" ", lines));
            while (m.find()) {
                for (String a : m.group(1).split("&")) {
                    actions.add(a.contains("=") ? a.substring(0, a.indexOf('=') + 1) : a);
                }
            }
        }
        assertTrue(keys.contains("rules") && actions.contains("rules="), keys + " " + actions);
        List<String> missing = new ArrayList<>();
        keys.stream()
                .filter(k -> !readme.contains("`" + k + "`") && !readme.contains("\n" + k + ": "))
                .forEach(k -> missing.add("front matter '" + k + ":'"));
        actions.stream()
                .filter(a -> !readme.contains("`" + a) && !readme.contains("action:" + a))
                .forEach(a -> missing.add("action '" + a + "'"));
        assertEquals(List.of(), missing, "lessons/README.md does not document these");
    }

    private static List<Path> lessons() throws IOException {
        try (Stream<Path> s = Files.list(LESSONS)) {
            return s.map(d -> d.resolve("lesson.md"))
                    .filter(Files::isRegularFile)
                    .sorted()
                    .toList();
        }
    }
}
