package bouncelab.lessons;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.choice.RulesId;
import bouncelab.core.scenario.ShotLimits;
import bouncelab.io.refusal.Refusal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The header of lesson.md between two {@code ---} lines:
 *
 * <pre>
 * ---
 * title: Pythagoras at the corner
 * article: Game of Pong V9.0: Using Pythagoras Theorem for Collision Detection
 * algorithm: pythagoras
 * rules: slides
 * overlays: pythagoras, labels
 * frame: 3
 * zoom: working
 * task: Write hitPaddle so that every example passes.
 * task-check: examples and agreement >= 0.99
 * ---
 * </pre>
 *
 * title and article are required; algorithm defaults to the scenario's, rules (whose update loop runs the shot:
 * the article's, for a lesson about it) to the scenario's, overlays to none, frame to 1, zoom to court (the whole
 * court; {@code working} opens zoomed onto the frame's working, as the Z key does). task and task-check set a
 * coding task ({@link LessonTask}); each needs the other.
 *
 * @param algorithm  null when not given
 * @param author     who wrote the article, and when or where ("Jake Gordon, 2011"); empty when not given
 * @param rules      the rule set, null when not given
 * @param task       the coding task, null when none is set
 * @param bodyLine   the line of lesson.md on which the Markdown body starts
 */
record FrontMatter(
        String title,
        String article,
        String author,
        @Nullable AlgorithmId algorithm,
        @Nullable RulesId rules,
        List<String> overlays,
        int frame,
        boolean zoomToWorking,
        @Nullable LessonTask task,
        String body,
        int bodyLine) {

    private static final List<String> KEYS = List.of(
            "title", "article", "author", "algorithm", "rules", "overlays", "frame", "zoom", "task", "task-check");

    static FrontMatter parse(String text) {
        List<LessonFormatException> problems = new ArrayList<>();
        FrontMatter f = parse(text, problems);
        if (!problems.isEmpty()) {
            throw problems.get(0);
        }
        return f;
    }

    /**
     * The front matter, every mistake in it added to {@code problems} (a key with a bad value reads as not given),
     * so a teacher sees them all at once. Throws only when there is no header to read at all.
     */
    static FrontMatter parse(String text, List<LessonFormatException> problems) {
        String[] lines = text.replace("\r\n", "\n").replace('\r', '\n').split("\n", -1);
        if (lines.length == 0 || !stripBom(lines[0]).strip().equals("---")) {
            throw new LessonFormatException(1, Refusal.of("front.noHeader"));
        }
        Map<String, String> values = new HashMap<>();
        Map<String, Integer> lineOf = new HashMap<>();
        int end = -1;
        for (int i = 1; i < lines.length && end < 0; i++) {
            String line = lines[i].strip();
            int no = i + 1;
            if (line.equals("---")) {
                end = i;
            } else if (!line.isEmpty() && !line.startsWith("#")) {
                int colon = line.indexOf(':');
                if (colon <= 0) {
                    problems.add(new LessonFormatException(no, Refusal.of("front.notKeyValue", line)));
                    continue;
                }
                String key = line.substring(0, colon).strip();
                if (!KEYS.contains(key)) {
                    problems.add(new LessonFormatException(
                            no, Refusal.of("front.unknownKey", key, String.join(", ", KEYS))));
                    continue;
                }
                if (values.containsKey(key)) {
                    problems.add(new LessonFormatException(
                            no, Refusal.of("front.twice", key, String.valueOf(lineOf.get(key)))));
                    continue;
                }
                values.put(key, unquote(line.substring(colon + 1).strip()));
                lineOf.put(key, no);
            }
        }
        if (end < 0) {
            throw new LessonFormatException(1, Refusal.of("front.noClose"));
        }
        String title = required(values, "title", end + 1, problems);
        String article = required(values, "article", end + 1, problems);
        String author = values.getOrDefault("author", "");
        String named = values.get("algorithm");
        AlgorithmId algorithm = named == null ? null : AlgorithmId.parse(named).orElse(null);
        if (named != null && algorithm == null) {
            problems.add(new LessonFormatException(
                    line(lineOf, "algorithm"), Refusal.of("unknown.algorithm", named, AlgorithmId.names())));
        }
        String rulesName = values.get("rules");
        RulesId rules = rulesName == null ? null : RulesId.parse(rulesName).orElse(null);
        if (rulesName != null && rules == null) {
            problems.add(new LessonFormatException(
                    line(lineOf, "rules"), Refusal.of("unknown.rules", rulesName, RulesId.names())));
        }
        List<String> overlays = List.of();
        int frame = 1;
        LessonTask task = null;
        try {
            overlays = overlays(values.getOrDefault("overlays", ""), lineOf.getOrDefault("overlays", 0));
        } catch (LessonFormatException e) {
            problems.add(e);
        }
        try {
            frame = frame(values.get("frame"), lineOf.getOrDefault("frame", 0));
        } catch (LessonFormatException e) {
            problems.add(e);
        }
        String zoom = values.getOrDefault("zoom", "court");
        if (!zoom.equals("court") && !zoom.equals("working")) {
            problems.add(new LessonFormatException(line(lineOf, "zoom"), Refusal.of("front.zoom", zoom)));
        }
        try {
            task = task(values, lineOf);
        } catch (LessonFormatException e) {
            problems.add(e);
        }
        String body = String.join("\n", Arrays.asList(lines).subList(end + 1, lines.length));
        return new FrontMatter(
                title, article, author, algorithm, rules, overlays, frame, zoom.equals("working"), task, body, end + 2);
    }

    /** The coding task, or null; task: and task-check: come together. */
    private static @Nullable LessonTask task(Map<String, String> values, Map<String, Integer> lineOf) {
        String text = values.get("task");
        String check = values.get("task-check");
        if (text == null && check == null) {
            return null;
        }
        if (text == null || text.isBlank()) {
            throw new LessonFormatException(
                    lineOf.getOrDefault("task-check", lineOf.getOrDefault("task", 1)), Refusal.of("front.noTask"));
        }
        if (check == null || check.isBlank()) {
            throw new LessonFormatException(line(lineOf, "task"), Refusal.of("front.noTaskCheck"));
        }
        try {
            return LessonTask.parse(text, check);
        } catch (IllegalArgumentException e) {
            throw new LessonFormatException(
                    line(lineOf, "task-check"), Refusal.of("front.taskCheck", RefusedArgument.why(e)));
        }
    }

    /** The line of a key that was given (each value is put with its line). */
    private static int line(Map<String, Integer> lineOf, String key) {
        return Objects.requireNonNull(lineOf.get(key), key);
    }

    private static String stripBom(String s) {
        return s.startsWith("\uFEFF") ? s.substring(1) : s;
    }

    private static String unquote(String v) {
        if (v.length() >= 2 && (v.startsWith("\"") && v.endsWith("\"") || v.startsWith("'") && v.endsWith("'"))) {
            return v.substring(1, v.length() - 1);
        }
        return v;
    }

    private static String required(
            Map<String, String> values, String key, int closingLine, List<LessonFormatException> problems) {
        String v = values.get(key);
        if (v == null || v.isBlank()) {
            problems.add(new LessonFormatException(closingLine, Refusal.of("front.needs", key)));
            return "";
        }
        return v;
    }

    /** "path, overlap" or "[path, overlap]"; each must be an overlay the court view has. */
    private static List<String> overlays(String v, int line) {
        String s = v.strip();
        if (s.startsWith("[") && s.endsWith("]")) {
            s = s.substring(1, s.length() - 1);
        }
        List<String> out = new ArrayList<>();
        for (String part : s.split(",")) {
            String name = unquote(part.strip());
            if (name.isEmpty()) {
                continue;
            }
            if (!Overlays.isKnown(name)) {
                throw new LessonFormatException(
                        line, Refusal.of("front.overlay", name, String.join(", ", Overlays.NAMES)));
            }
            if (!out.contains(name)) {
                out.add(name);
            }
        }
        return List.copyOf(out);
    }

    private static int frame(@Nullable String v, int line) {
        if (v == null) {
            return 1;
        }
        try {
            int f = Integer.parseInt(v);
            if (f >= 1 && f <= ShotLimits.MAX_FRAME) {
                return f;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new LessonFormatException(line, Refusal.of("front.frame", String.valueOf(ShotLimits.MAX_FRAME), v));
    }
}
