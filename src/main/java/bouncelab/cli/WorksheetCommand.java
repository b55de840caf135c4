package bouncelab.cli;

import bouncelab.core.json.Visible;
import bouncelab.lessons.Lesson;
import bouncelab.lessons.LessonLoader;
import bouncelab.lessons.worksheet.Worksheet;
import bouncelab.ui.snapshot.WorksheetSnapshot;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;

/** {@code worksheet}: a lesson as a printable HTML worksheet with its pictures, headless, as File → Export does. */
@Command(name = "worksheet", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = {"Writes a lesson's questions as a printable HTML worksheet, with a picture of the court as "
                + "each question's frame starts, and the answers with that frame's working on a page of their own."},
        footer = {"", "Exit status: 0 written; 2 bad input: one line on standard error; 1 an internal error."})
final class WorksheetCommand implements Callable<Integer> {
    private final CliStreams streams;

    @Option(names = "--lesson", paramLabel = "ID", required = true,
            description = "The lesson, by its folder's name (e.g. 06-tunnelling).")
    private String lessonId;

    @Option(names = "--out", paramLabel = "FILE.html", required = true,
            description = "The page to write; its pictures go in a folder FILE-frames beside it.")
    private Path out;

    WorksheetCommand(CliStreams streams) {
        this.streams = streams;
    }

    @Override
    public Integer call() {
        if (!out.getFileName().toString().toLowerCase(Locale.ROOT).matches(".*\\.html?")) {
            throw new BadInputException("option '--out': the file must end in .html: " + out);
        }
        OutFile target = OutFile.check("--out", out);
        Lesson lesson = ShippedLesson.find(lessonId);
        if (lesson.questions().isEmpty()) {
            throw new BadInputException("option '--lesson' " + lessonId + ": the lesson has no questions to print");
        }
        WorkLimit.checkWorksheet(lesson, lesson.folder().describe(LessonLoader.SCENARIO_FILE));
        // the pictures go in NAME-frames beside the page: made and filled first, removed again if the page fails
        String name = out.getFileName().toString().replaceFirst("\\.html?$", ""); // as WorksheetFiles names it
        target.watch(out.toAbsolutePath().resolveSibling(name + "-frames"));
        Worksheet[] sheet = new Worksheet[1];
        target.write(() -> sheet[0] = WorksheetSnapshot.write(lesson, out));
        try {
            int n = sheet[0].questions().size();
            String line = Visible.of(out.toString()) + ": " + n + (n == 1 ? " question, " : " questions, ") + 2 * n
                    + " pictures\n";
            streams.out().write(line.getBytes(java.nio.charset.StandardCharsets.UTF_8));
            streams.out().flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return 0;
    }
}
