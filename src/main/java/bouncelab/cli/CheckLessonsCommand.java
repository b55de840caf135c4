package bouncelab.cli;

import bouncelab.io.refusal.Refusal;
import bouncelab.lessons.Course;
import bouncelab.lessons.Lesson;
import bouncelab.lessons.LessonChecks;
import bouncelab.lessons.LessonError;
import bouncelab.lessons.LessonLint;
import bouncelab.lessons.LessonLoader;
import bouncelab.lessons.LessonSource;
import bouncelab.lessons.LessonWords;
import bouncelab.words.Book;
import bouncelab.words.Languages;
import bouncelab.words.Words;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code check-lessons [--lang CODE] [DIR]}: loads every lesson of a lessons folder as the window does and holds each to what it
 * says: every check true, every number in a question filled in at the question's frame, no question before the
 * frame its lesson opens at, no set-up a scenario file could not hold. One line per problem.
 */
@Command(name = "check-lessons", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class)
final class CheckLessonsCommand implements Callable<Integer> {
    private final CliStreams streams;

    @Parameters(arity = "0..1", paramLabel = "${bundle:label.dir:-DIR}", descriptionKey = "dir")
    private @Nullable Path dir;

    @Option(names = "--lang", paramLabel = "${bundle:label.code:-CODE}", converter = OptionValues.Language.class)
    private @Nullable Locale language;

    CheckLessonsCommand(CliStreams streams) {
        this.streams = streams;
    }

    @Override
    public Integer call() {
        if (dir != null && !Files.isDirectory(dir)) {
            throw new BadInputException(Refusal.of("cli.dir.notFolder", dir.toString()));
        }
        Locale lang = language != null ? language : Lesson.ORIGINAL;
        LessonSource source = dir != null ? new LessonSource(dir, lang) : LessonSource.find(lang);
        Course course = dir != null ? LessonLoader.loadAll(dir, lang) : source.load();
        Words words = Words.of(lang);
        StringBuilder err = new StringBuilder();
        for (LessonError e : course.errors()) {
            err.append(OneLineErrors.oneLine(words.line(e))).append('\n');
        }
        List<LessonError> warnings = new ArrayList<>();
        source.dir().ifPresent(d -> warnings.addAll(LessonLint.index(d, lang)));
        course.lessons().forEach(l -> warnings.addAll(LessonLint.warnings(l)));
        for (LessonError w : warnings) {
            err.append(OneLineErrors.oneLine(w.describe())).append('\n');
        }
        if (course.lessons().isEmpty() && course.errors().isEmpty()) {
            err.append(words.format(Book.CHECKS, "noLessons", source.describe()))
                    .append('\n');
        }
        int checked =
                course.lessons().stream().mapToInt(LessonChecks::evaluated).sum();
        long refused =
                course.errors().stream().map(LessonError::lessonId).distinct().count();
        // counts put in as numbers choose the plural; as written here, they read 1000, not 1,000
        String summary = words.format(
                        Book.CHECKS,
                        "summary",
                        source.describe(),
                        course.lessons().size(),
                        Integer.toString(checked))
                + (course.errors().isEmpty()
                        ? ""
                        : words.format(
                                Book.CHECKS,
                                "summary.refused",
                                refused,
                                course.errors().size()))
                + (warnings.isEmpty() ? "" : words.format(Book.CHECKS, "summary.warnings", warnings.size()))
                + "\n" + untranslated(course);
        try {
            streams.out().write(summary.getBytes(StandardCharsets.UTF_8));
            streams.out().flush();
            streams.err().write(err.toString().getBytes(StandardCharsets.UTF_8));
            streams.err().flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return err.length() == 0 ? 0 : OneLineErrors.BAD_INPUT;
    }

    /**
     * With --lang, the lessons shown in English for want of a translation, in a line of their own: not a problem
     * (the window falls back the same way), but what a translator has still to do.
     */
    private String untranslated(Course course) {
        List<String> ids = course.lessons().stream()
                .filter(Lesson::untranslated)
                .map(Lesson::id)
                .toList();
        if (language == null || ids.isEmpty()) {
            return "";
        }
        // in the language asked for when Bounce Lab speaks it, else in English
        Locale said = Languages.shipped().stream().anyMatch(l -> l.getLanguage().equals(language.getLanguage()))
                ? language
                : Lesson.ORIGINAL;
        LessonWords words = LessonWords.of(said);
        return words.get(
                        "check.untranslated",
                        ids.size(),
                        language.getDisplayName(words.locale()),
                        String.join(", ", ids))
                + "\n";
    }
}
