package bouncelab.cli;

import bouncelab.io.json.Visible;
import bouncelab.io.refusal.Refusal;
import bouncelab.lessons.Lesson;
import bouncelab.lessons.LessonLoader;
import bouncelab.lessons.worksheet.Paper;
import bouncelab.lessons.worksheet.Worksheet;
import bouncelab.lessons.worksheet.WorksheetPdf;
import bouncelab.ui.snapshot.WorksheetSnapshot;
import bouncelab.words.Book;
import bouncelab.words.Words;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code worksheet}: a lesson as a printable worksheet, headless, as File → Export does: one PDF (A4, or Letter) with
 * its pictures inside it, or an HTML page with its pictures beside it, by the file's extension.
 */
@Command(name = "worksheet", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class)
final class WorksheetCommand implements Callable<Integer> {
    private final CliStreams streams;

    /** --lang CODE: the language its words are written in (English unless given). */
    @picocli.CommandLine.Mixin
    private LanguageOption language = new LanguageOption();

    @Option(names = "--lesson", paramLabel = "${bundle:label.id:-ID}", required = true)
    private String lessonId;

    @Option(names = "--lessons", paramLabel = "${bundle:label.dir:-DIR}")
    private @Nullable Path lessonsDir;

    @Option(names = "--out", paramLabel = "${bundle:label.pdf:-FILE.pdf}", required = true)
    private Path out;

    @Option(names = "--paper", paramLabel = "a4|letter", defaultValue = "a4", converter = OptionValues.PaperName.class)
    private Paper paper;

    @Option(
            names = "--answers",
            paramLabel = "included|none|separate",
            defaultValue = "included",
            converter = OptionValues.AnswersName.class)
    private OptionValues.Answers answers;

    WorksheetCommand(CliStreams streams) {
        this.streams = streams;
    }

    @Override
    public Integer call() {
        String name = out.getFileName().toString().toLowerCase(Locale.ROOT);
        boolean pdf = name.endsWith(".pdf");
        if (!pdf && !name.matches(".*\\.html?")) {
            throw BadInputException.option("--out", "cli.out.worksheet", out.toString());
        }
        Paper sheetPaper = paper;
        OutFile target = OutFile.check("--out", out);
        Lesson lesson = ShippedLesson.find(lessonId, lessonsDir, language.locale());
        if (lesson.questions().isEmpty()) {
            throw new BadInputException(
                    Refusal.of("cli.optionValue", "--lesson", lessonId, Refusal.of("cli.noQuestions")));
        }
        WorkLimit.checkWorksheet(lesson, lesson.folder().describe(LessonLoader.SCENARIO_FILE));
        if (!pdf) {
            // the pictures go in NAME-frames beside the page: made and filled first, removed again if the page fails
            String base = out.getFileName().toString().replaceFirst("\\.html?$", ""); // as WorksheetFiles names it
            target.watch(out.toAbsolutePath().resolveSibling(base + "-frames"));
        }
        Worksheet[] written = new Worksheet[1];
        boolean withAnswers = answers == OptionValues.Answers.INCLUDED;
        target.write(() -> written[0] = WorksheetSnapshot.write(lesson, out, sheetPaper, withAnswers));
        Worksheet sheet = written[0];
        Path teacher = null;
        if (answers == OptionValues.Answers.SEPARATE) {
            String file = out.getFileName().toString();
            int dot = file.lastIndexOf('.');
            teacher = out.resolveSibling(file.substring(0, dot) + "-teacher" + file.substring(dot));
            OutFile teacherTarget = OutFile.check("--out", teacher);
            if (!pdf) {
                teacherTarget.watch(teacher.resolveSibling(file.substring(0, dot) + "-teacher-frames"));
            }
            Path to = teacher;
            teacherTarget.write(() -> WorksheetSnapshot.write(lesson, to, sheetPaper, true));
        }
        try {
            Words words = Words.of(language.locale());
            int n = sheet.questions().size();
            String file = Visible.of(out.toString());
            String line = pdf
                    ? words.format(
                            Book.WORKSHEET,
                            "written.pdf",
                            file,
                            n,
                            WorksheetPdf.pages(Files.readAllBytes(out)),
                            sheetPaper.label().toUpperCase(Locale.ROOT).replace("LETTER", "Letter"))
                    : words.format(Book.WORKSHEET, "written.html", file, n, withAnswers ? 2 * n : n);
            if (!withAnswers) {
                line = words.format(Book.WORKSHEET, "written.studentsCopy", line);
            }
            line += "\n";
            if (teacher != null) {
                line += words.format(Book.WORKSHEET, "written.teachersCopy", Visible.of(teacher.toString())) + "\n";
            }
            streams.out().write(line.getBytes(StandardCharsets.UTF_8));
            streams.out().flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return 0;
    }
}
