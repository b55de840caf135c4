package bouncelab.lessons;

import bouncelab.core.algorithm.AlgorithmClasses;
import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.simulation.Run;
import bouncelab.core.trace.FieldValue;
import bouncelab.core.trace.FrameTrace;
import bouncelab.words.Book;
import bouncelab.words.Words;
import bouncelab.words.WorkingWords;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * What {@code check-lessons} warns about in a lesson that loads: things a student would trip on that no check can
 * call false. A warning does not refuse the lesson (the window shows it), but check-lessons prints it and fails,
 * so a course is held to it.
 *
 * <ul>
 *   <li>a spoiler: a question's right choice written in the lesson's prose, which the student reads before
 *       answering (yes, no and other one-word choices are left out: they are in every text);</li>
 *   <li>a dash: a {@code {{name}}} in the prose with no value at the frame the lesson opens at, or at a
 *       question's frame (its first check's frame and set-up, when it keeps the lesson's algorithm), where a
 *       student reads it as "—";</li>
 *   <li>a folder missing from {@code index.txt} (the course inside the jar would leave it out), or a name in
 *       the index with no folder.</li>
 * </ul>
 */
public final class LessonLint {

    private static final Pattern PLACEHOLDER = Pattern.compile("\\{\\{\\s*([^}]+?)\\s*}}");

    private final Lesson lesson;
    private final List<String> lines;
    private final Map<List<Object>, Run> runs = new HashMap<>();
    private final List<LessonError> warnings = new ArrayList<>();

    private LessonLint(Lesson lesson) {
        this.lesson = lesson;
        List<String> ls;
        try {
            ls = lesson.folder()
                    .read(lesson.file())
                    .map(s -> s.lines().toList())
                    .orElse(List.of());
        } catch (IOException e) {
            ls = List.of();
        }
        this.lines = ls;
    }

    /** Every warning for one lesson, in the order of its lines. */
    public static List<LessonError> warnings(Lesson lesson) {
        LessonLint l = new LessonLint(lesson);
        l.spoilers();
        l.dashes();
        l.warnings.sort(Comparator.comparingInt(LessonError::line));
        return List.copyOf(l.warnings);
    }

    /**
     * The lesson folders under {@code root} that its {@code index.txt} does not name, and the names it lists with
     * no folder; none when there is no index (a folder for the window alone needs none).
     */
    public static List<LessonError> index(Path root) {
        return index(root, Lesson.ORIGINAL);
    }

    /** The same, its warnings written in {@code language}. */
    public static List<LessonError> index(Path root, Locale language) {
        Words words = Words.of(language);
        Path index = root.resolve(LessonLoader.INDEX_FILE);
        if (!Files.isRegularFile(index)) {
            return List.of();
        }
        List<String> listed;
        List<String> folders;
        try (Stream<Path> s = Files.list(root)) {
            listed = LessonLoader.parseIndex(Files.readString(index, StandardCharsets.UTF_8));
            folders = s.filter(Files::isDirectory)
                    .map(p -> p.getFileName().toString())
                    .filter(n -> !n.startsWith("."))
                    .sorted()
                    .toList();
        } catch (IOException e) {
            return List.of();
        }
        List<LessonError> out = new ArrayList<>();
        for (String f : folders) {
            if (!listed.contains(f)) {
                out.add(new LessonError(
                        f,
                        root.resolve(f).toString(),
                        LessonError.NO_LINE,
                        warning(words, words.format(Book.CHECKS, "index.notListed", LessonLoader.INDEX_FILE, f))));
            }
        }
        for (int i = 0; i < listed.size(); i++) {
            if (!folders.contains(listed.get(i))) {
                out.add(new LessonError(
                        listed.get(i),
                        index.toString(),
                        0,
                        warning(words, words.format(Book.CHECKS, "index.noFolder", listed.get(i)))));
            }
        }
        return out;
    }

    /** A question's right choice in the prose around the questions (hidden explanations are not prose). */
    private void spoilers() {
        List<Integer> prose = proseLines();
        for (Question q : lesson.questions()) {
            if (q.asksForNumber()) {
                numberSpoiler(q, prose);
                continue;
            }
            for (String part : telling(q.answer(), q.choices(), everyday())) {
                Pattern p = Pattern.compile(
                        "(?<![\\p{L}\\p{N}])" + Pattern.quote(part) + "(?![\\p{L}\\p{N}])",
                        Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
                for (int i : prose) {
                    if (p.matcher(normal(lines.get(i))).find()) {
                        warn(i + 1, say("spoiler.choice", q.number(), q.answer(), part));
                        break;
                    }
                }
            }
        }
    }

    /**
     * An answer-number's value, as the question shows it, written in the prose (numbers of one digit aside): in the
     * language of the lesson's words, with its decimal mark ("84,5" in Spanish).
     */
    private void numberSpoiler(Question q, List<Integer> prose) {
        QuestionFrame f = QuestionFrame.of(lesson, q);
        if (f.frame() > LessonChecks.LAST_FRAME) {
            return;
        }
        Words text = Words.of(lesson.textLanguage());
        String shown;
        try {
            shown = Placeholders.resolve(
                    q.numberName(), trace(f.scenario(), f.algorithm(), f.frame()), f.scenario(), text);
        } catch (RuntimeException e) {
            return;
        }
        String mark = String.valueOf(WorkingWords.of(text).notation().mark());
        String digits = shown.replace("\u2212", "").replace("-", "");
        if (digits.replace(mark, "").length() < 2) {
            return; // "5" is in every text
        }
        String m = Pattern.quote(mark);
        Pattern p = Pattern.compile("(?<!\\d|" + m + ")" + Pattern.quote(digits) + "(?!\\d|" + m + "\\d)");
        for (int i : prose) {
            if (p.matcher(lines.get(i).replaceAll("\\{\\{[^}]*}}", "")).find()) {
                warn(i + 1, say("spoiler.number", q.number(), q.numberName(), shown));
                return;
            }
        }
    }

    /**
     * The words of a right choice that give it away: the whole choice, and each comma-separated part of it not
     * shared with a wrong choice, leaving out everyday one-word parts ("yes", "no").
     */
    static List<String> telling(String answer, List<String> choices, Set<String> everyday) {
        Set<String> out = new LinkedHashSet<>();
        List<String> parts = new ArrayList<>();
        parts.add(answer);
        for (String part : answer.split(",")) {
            parts.add(part);
        }
        for (String part : parts) {
            String n = normal(part).strip();
            if (n.isEmpty()
                    || everyday.contains(n.toLowerCase(Locale.ROOT))
                    || n.length() < 4 && !n.matches(".*\\d.*")) {
                continue;
            }
            boolean shared = choices.stream()
                    .filter(c -> !c.equals(answer))
                    .anyMatch(c -> normal(c).toLowerCase(Locale.ROOT).contains(n.toLowerCase(Locale.ROOT)));
            if (!shared) {
                out.add(n);
            }
        }
        return List.copyOf(out);
    }

    /**
     * The one-word answers found in every text of the lesson's language ("yes", "left"; "sí", "izquierda"), from
     * its words: a translation is read for the everyday words of its own language.
     */
    private Set<String> everyday() {
        LessonWords words = LessonWords.of(lesson.translated() ? lesson.language() : Lesson.ORIGINAL);
        Set<String> out = new HashSet<>();
        for (String w : words.get("lint.everyday").split(",")) {
            out.add(w.strip().toLowerCase(Locale.ROOT));
        }
        return out;
    }

    private static String normal(String s) {
        return s.replaceAll("[*_`]", "").replaceAll("\\s+", " ");
    }

    /** The 0-based indexes of lesson.md's prose lines: not the front matter, code, questions nor action links. */
    private List<Integer> proseLines() {
        List<Integer> out = new ArrayList<>();
        int i = 0;
        if (!lines.isEmpty() && lines.get(0).strip().replace("\uFEFF", "").equals("---")) {
            for (i = 1; i < lines.size() && !lines.get(i).strip().equals("---"); i++) {
                // the front matter
            }
            i++;
        }
        boolean fenced = false;
        for (; i < lines.size(); i++) {
            String l = lines.get(i).strip();
            if (l.startsWith("```")) {
                fenced = !fenced;
            } else if (!fenced) {
                out.add(i);
            }
        }
        return out;
    }

    /** Each prose {{name}} with no value at the opening frame, or at a question's frame. */
    private void dashes() {
        List<Integer> prose = proseLines();
        record Seen(int line, String name) {}
        List<Seen> seen = new ArrayList<>();
        for (int i : prose) {
            Matcher m = PLACEHOLDER.matcher(lines.get(i).replaceAll("`[^`]*`", ""));
            while (m.find()) {
                seen.add(new Seen(i + 1, m.group(1)));
            }
        }
        if (seen.isEmpty()) {
            return;
        }
        Set<String> warned = new HashSet<>();
        FrameTrace open = trace(lesson.scenario(), lesson.algorithm(), lesson.openFrame());
        for (Seen s : seen) {
            if (empty(s.name(), open, lesson.scenario()) && warned.add(s.name())) {
                warn(
                        s.line(),
                        say("prose.noValueAtOpen", "{{" + s.name() + "}}", lesson.openFrame(), Placeholders.NO_VALUE));
            }
        }
        for (Question q : lesson.questions()) {
            QuestionFrame f = QuestionFrame.of(lesson, q);
            if (f.frame() > LessonChecks.LAST_FRAME || !f.algorithm().equals(lesson.algorithm())) {
                continue; // with another algorithm the prose's own test has nothing to show, as the student expects
            }
            FrameTrace t = trace(f.scenario(), f.algorithm(), f.frame());
            for (Seen s : seen) {
                if (empty(s.name(), t, f.scenario()) && warned.add(s.name())) {
                    warn(
                            s.line(),
                            say(
                                    "prose.noValueAtQuestion",
                                    "{{" + s.name() + "}}",
                                    f.frame(),
                                    f.algorithm().fileName(),
                                    q.number(),
                                    Placeholders.NO_VALUE));
                }
            }
        }
    }

    private static boolean empty(String name, FrameTrace t, Scenario s) {
        try {
            Optional<FieldValue> v = Placeholders.value(name, t, s);
            return v.isEmpty();
        } catch (RuntimeException e) {
            return false; // a name that does not exist is the loader's to refuse
        }
    }

    private FrameTrace trace(Scenario s, AlgorithmId algorithm, int frame) {
        return runs.computeIfAbsent(List.of(s, algorithm), k -> new Run(s, AlgorithmClasses.create(algorithm)))
                .trace(frame);
    }

    /** A warning's words in the lesson's language ({@link Book#CHECKS}); numbers put in as written here. */
    private String say(String key, Object... args) {
        Object[] written = new Object[args.length];
        for (int i = 0; i < args.length; i++) {
            written[i] = args[i] instanceof Number n ? n.toString() : args[i];
        }
        return Words.of(lesson.language()).format(Book.CHECKS, key, written);
    }

    /** "warning: " and the message, in the words' language. */
    private static String warning(Words words, String message) {
        return words.format(Book.CHECKS, "warning", message);
    }

    private void warn(int line, String message) {
        warnings.add(new LessonError(
                lesson.id(),
                lesson.folder().describe(lesson.file()),
                line,
                warning(Words.of(lesson.language()), message)));
    }
}
