package bouncelab.lessons;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.scenario.Scenario;
import java.util.List;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * One lesson, loaded from its folder: the front matter, the Markdown body and what was parsed from it, and the
 * scenario it plays. Immutable; the window keeps its own playback state.
 *
 * @param id           the folder's name, e.g. {@code 03-pythagoras-corner}
 * @param order        the number the folder's name starts with
 * @param article      the article the lesson draws on (shown over the lesson, and credited on its worksheet)
 * @param algorithm    the algorithm to start with
 * @param overlays     the overlays to start with
 * @param openFrame    the frame to open at (from 1)
 * @param zoomToWorking open zoomed onto that frame's working rather than showing the whole court
 * @param markdown     the body, without the front matter
 * @param blocks       the body, parsed, for the lesson panel
 * @param questions    the predict-then-reveal questions, in order (also present in {@code blocks})
 * @param actions      the 'try this' links, in order (also present in {@code blocks})
 * @param task         the coding task the lesson sets (checked on the student's report card), or null
 * @param placeholders the placeholder names in the text, in order, with repeats; those inside questions are in
 *                     each question's ask and explain
 * @param file         the file its words were read from: lesson.md, or a translation such as lesson.es.md
 * @param language     the language it was asked for in; when that has no translation, the original is shown
 */
public record Lesson(
        String id,
        int order,
        String title,
        String article,
        String author,
        AlgorithmId algorithm,
        List<String> overlays,
        int openFrame,
        boolean zoomToWorking,
        String markdown,
        List<Block> blocks,
        List<Question> questions,
        List<Inline.ActionLink> actions,
        List<String> placeholders,
        Scenario scenario,
        LessonFolder folder,
        @Nullable LessonTask task,
        String file,
        Locale language)
        implements LoadResult {
    /** The language lesson.md is written in, which every translation is checked against. */
    public static final Locale ORIGINAL = Locale.ENGLISH;

    /** The article with its author, as a lesson credits it: "“Pong - Collision Detection”, Jake Gordon, 2011". */
    public String credit() {
        return "“" + article + "”" + (author.isEmpty() ? "" : ", " + author);
    }

    public Lesson {
        author = author == null ? "" : author;
        overlays = List.copyOf(overlays);
        blocks = List.copyOf(blocks);
        questions = List.copyOf(questions);
        actions = List.copyOf(actions);
        placeholders = List.copyOf(placeholders);
        file = file == null ? LessonLoader.LESSON_FILE : file;
        language = language == null ? ORIGINAL : language;
    }

    /** True when its words are a translation (lesson.CODE.md) rather than lesson.md. */
    public boolean translated() {
        return !file.equals(LessonLoader.LESSON_FILE);
    }

    /**
     * True when it was asked for in a language it has no translation into, and so is shown in the original: the
     * lesson view says so.
     */
    public boolean untranslated() {
        return !translated()
                && !language.getLanguage().isEmpty()
                && !language.getLanguage().equals(ORIGINAL.getLanguage());
    }

    /**
     * The language its words are in: the translation's, or the original's when it is shown untranslated. Its live
     * values ({@link Placeholders}) are written in this language, to read as part of the words around them.
     */
    public Locale textLanguage() {
        return translated() ? language : ORIGINAL;
    }

    /** The checks of every question that do not hold for this lesson's scenario: empty for a sound lesson. */
    public List<QuestionCheck.Outcome> failedChecks() {
        return questions.stream()
                .flatMap(q -> q.verify(scenario, algorithm).stream())
                .filter(o -> !o.holds())
                .toList();
    }
}
