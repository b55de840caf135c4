package bouncelab.lessons;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * Holds a translation (lesson.CODE.md) to the lesson it translates (lesson.md): only the words may change. The same
 * front matter but for its words (algorithm, rules, overlays, frame, zoom, task-check); the same questions in the
 * same order, each with as many choices, the same right choice (or number), reveal-at-frame, checks and
 * placeholders; the same headings, and under each the same placeholders (in any order, as the words need), 'try
 * this' links and pictures. Each departure is a {@link LessonError} at its line of the translation.
 */
final class TranslationCheck {
    private static final List<String> SETTINGS =
            List.of("algorithm", "rules", "overlays", "frame", "zoom", "task-check");

    private final Lesson original;
    private final Lesson translation;
    private final LessonSkeleton was;
    private final LessonSkeleton is;
    private final List<String> lines;
    /** Its messages are in the language of the translation it checks, to the translator who writes it. */
    private final LessonWords words;

    private final List<LessonError> problems = new ArrayList<>();

    private TranslationCheck(Lesson original, String originalText, Lesson translation, String translationText) {
        this.original = original;
        this.translation = translation;
        this.words = LessonWords.of(translation.language());
        this.was = LessonSkeleton.of(originalText);
        this.is = LessonSkeleton.of(translationText);
        this.lines = translationText
                .replace("\r\n", "\n")
                .replace('\r', '\n')
                .lines()
                .toList();
    }

    /** Where {@code translation} departs from {@code original}'s structure, in the order of its lines. */
    static List<LessonError> problems(Lesson original, Lesson translation) {
        String originalText;
        String translationText;
        try {
            originalText = original.folder().read(original.file()).orElse("");
            translationText = translation.folder().read(translation.file()).orElse("");
        } catch (IOException e) {
            return List.of(); // both were read a moment ago; a file gone since is the next load's to say
        }
        TranslationCheck c = new TranslationCheck(original, originalText, translation, translationText);
        c.settings();
        c.questions();
        c.sections();
        c.problems.sort(Comparator.comparingInt(LessonError::line));
        return List.copyOf(c.problems);
    }

    private String originalFile() {
        return original.file();
    }

    private String at(int line) {
        return originalFile() + ":" + line;
    }

    private void settings() {
        for (String key : SETTINGS) {
            Function<Lesson, Object> value = switch (key) {
                case "algorithm" -> Lesson::algorithm;
                case "rules" -> l -> l.scenario().rules().id().fileName();
                case "overlays" -> Lesson::overlays;
                case "frame" -> Lesson::openFrame;
                case "zoom" -> Lesson::zoomToWorking;
                default -> l -> l.task() == null ? "" : l.task().check();
            };
            if (!Objects.equals(value.apply(original), value.apply(translation))) {
                problem(
                        is.line(key),
                        words.get("translation.setting", key, was.value(key), at(was.line(key)), is.value(key)));
            }
        }
    }

    private void questions() {
        List<Question> a = original.questions();
        List<Question> b = translation.questions();
        int same = 0;
        while (same < Math.min(a.size(), b.size()) && checks(a.get(same)).equals(checks(b.get(same)))) {
            same++;
        }
        if (a.size() != b.size()) {
            int line = same < b.size()
                    ? b.get(same).line()
                    : counterpartLine(same < a.size() ? a.get(same).line() : lines.size());
            problem(line, words.get("translation.questions", originalFile(), a.size(), b.size()));
        }
        int compared = a.size() == b.size() ? a.size() : same;
        for (int i = 0; i < compared; i++) {
            question(a.get(i), b.get(i));
        }
    }

    private void question(Question a, Question b) {
        int n = b.number();
        if (a.asksForNumber() || b.asksForNumber()) {
            if (!Objects.equals(a.answerNumber(), b.answerNumber())) {
                problem(
                        keyLine(b, "answer-number"),
                        words.get(
                                "translation.answerNumber",
                                n,
                                String.valueOf(a.answerNumber()),
                                at(a.line()),
                                String.valueOf(b.answerNumber())));
            }
        } else if (a.choices().size() != b.choices().size()) {
            problem(
                    keyLine(b, "choices"),
                    words.get(
                            "translation.choices",
                            n,
                            a.choices().size(),
                            at(a.line()),
                            b.choices().size()));
        } else {
            int right = a.choices().indexOf(a.answer());
            int here = b.choices().indexOf(b.answer());
            if (right != here) {
                problem(
                        keyLine(b, "answer"),
                        words.get("translation.answer", n, right + 1, a.answer(), at(a.line()), here + 1, b.answer()));
            }
        }
        if (a.revealAtFrame() != b.revealAtFrame()) {
            problem(
                    keyLine(b, "reveal-at-frame"),
                    words.get("translation.reveal", n, a.revealAtFrame(), at(a.line()), b.revealAtFrame()));
        }
        if (!checks(a).equals(checks(b))) {
            int line =
                    b.lines().checks().isEmpty() ? b.line() : b.lines().checks().get(0);
            for (int i = 0; i < b.checks().size(); i++) {
                if (i >= a.checks().size()
                        || !a.checks().get(i).text().equals(b.checks().get(i).text())) {
                    line = b.lines().checks().get(i);
                    break;
                }
            }
            problem(
                    line,
                    words.get(
                            "translation.checks",
                            n,
                            at(a.line()),
                            String.join("; ", checks(a)),
                            String.join("; ", checks(b))));
        }
        List<String> pa = sorted(questionPlaceholders(a));
        List<String> pb = sorted(questionPlaceholders(b));
        if (!pa.equals(pb)) {
            problem(
                    b.lines().ask(),
                    words.get("translation.questionPlaceholders", n, braced(pa), at(a.line()), braced(pb)));
        }
    }

    private void sections() {
        List<LessonSkeleton.Section> a = was.sections();
        List<LessonSkeleton.Section> b = is.sections();
        if (a.size() != b.size()) {
            int i = 1;
            while (i < Math.min(a.size(), b.size())
                    && a.get(i).level() == b.get(i).level()) {
                i++;
            }
            int line = i < b.size() ? b.get(i).line() : b.get(b.size() - 1).line();
            problem(line, words.get("translation.headings", originalFile(), a.size() - 1, b.size() - 1));
            section(merged(a), merged(b)); // still every placeholder, link and picture, over the whole text
            return;
        }
        for (int i = 0; i < a.size(); i++) {
            if (a.get(i).level() != b.get(i).level()) {
                problem(
                        b.get(i).line(),
                        words.get(
                                "translation.headingLevel",
                                b.get(i).level(),
                                at(a.get(i).line()),
                                a.get(i).level()));
            }
            section(a.get(i), b.get(i));
        }
    }

    private void section(LessonSkeleton.Section a, LessonSkeleton.Section b) {
        List<LessonSkeleton.Part> extra = new ArrayList<>(b.placeholders());
        for (LessonSkeleton.Part p : a.placeholders()) {
            LessonSkeleton.Part match = extra.stream()
                    .filter(x -> x.text().equals(p.text()))
                    .findFirst()
                    .orElse(null);
            if (match != null) {
                extra.remove(match);
            } else {
                problem(b.line(), words.get("translation.placeholderMissing", "{{" + p.text() + "}}", at(p.line())));
            }
        }
        for (LessonSkeleton.Part p : extra) {
            problem(p.line(), words.get("translation.placeholderExtra", "{{" + p.text() + "}}", at(a.line())));
        }
        List<String> actionsA = texts(a.actions());
        List<String> actionsB = texts(b.actions());
        if (!actionsA.equals(actionsB)) {
            problem(
                    firstDifference(a.actions(), b.actions(), b.line()),
                    words.get("translation.actions", listed(actionsB), at(a.line()), listed(actionsA)));
        }
        List<String> picturesA = texts(a.pictures());
        List<String> picturesB = texts(b.pictures());
        if (!picturesA.equals(picturesB)) {
            problem(
                    firstDifference(a.pictures(), b.pictures(), b.line()),
                    words.get("translation.pictures", listed(picturesB), at(a.line()), listed(picturesA)));
        }
    }

    /** The line in the translation of the section that holds what is on {@code originalLine} of lesson.md. */
    private int counterpartLine(int originalLine) {
        List<LessonSkeleton.Section> a = was.sections();
        List<LessonSkeleton.Section> b = is.sections();
        int index = 0;
        for (int i = 0; i < a.size(); i++) {
            if (a.get(i).line() <= originalLine) {
                index = i;
            }
        }
        return a.size() == b.size() ? b.get(index).line() : b.get(0).line();
    }

    /** The line of a question's {@code key:} in the translation, or its fence's when it has none. */
    private int keyLine(Question q, String key) {
        for (int i = q.line(); i < lines.size(); i++) { // q.line() is 1-based: the line after the fence
            String l = lines.get(i).strip();
            if (l.startsWith("```")) {
                break;
            }
            if (l.startsWith(key + ":")) {
                return i + 1;
            }
        }
        return q.line();
    }

    private static int firstDifference(List<LessonSkeleton.Part> a, List<LessonSkeleton.Part> b, int otherwise) {
        for (int i = 0; i < b.size(); i++) {
            if (i >= a.size() || !a.get(i).text().equals(b.get(i).text())) {
                return b.get(i).line();
            }
        }
        return otherwise;
    }

    private static LessonSkeleton.Section merged(List<LessonSkeleton.Section> all) {
        List<LessonSkeleton.Part> placeholders = new ArrayList<>();
        List<LessonSkeleton.Part> actions = new ArrayList<>();
        List<LessonSkeleton.Part> pictures = new ArrayList<>();
        for (LessonSkeleton.Section s : all) {
            placeholders.addAll(s.placeholders());
            actions.addAll(s.actions());
            pictures.addAll(s.pictures());
        }
        return new LessonSkeleton.Section(0, all.get(0).line(), placeholders, actions, pictures);
    }

    private static List<String> checks(Question q) {
        return q.checks().stream().map(QuestionCheck::text).map(String::strip).toList();
    }

    private static List<String> questionPlaceholders(Question q) {
        List<String> names = new ArrayList<>(Inlines.placeholders(q.ask()));
        names.addAll(Inlines.placeholders(q.explain()));
        return names;
    }

    private static List<String> sorted(List<String> names) {
        return names.stream().sorted().toList();
    }

    private static List<String> texts(List<LessonSkeleton.Part> parts) {
        return parts.stream().map(LessonSkeleton.Part::text).toList();
    }

    private static String braced(List<String> names) {
        return names.isEmpty()
                ? "()"
                : String.join(" ", names.stream().map(n -> "{{" + n + "}}").toList());
    }

    private static String listed(List<String> texts) {
        return texts.isEmpty() ? "()" : String.join(" ", texts);
    }

    private void problem(int line, String message) {
        problems.add(
                new LessonError(translation.id(), translation.folder().describe(translation.file()), line, message));
    }
}
