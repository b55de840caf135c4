package bouncelab.ui.snapshot;

import bouncelab.lessons.Lesson;
import bouncelab.lessons.Question;
import bouncelab.lessons.worksheet.Paper;
import bouncelab.lessons.worksheet.Worksheet;
import bouncelab.ui.common.JobSteps;
import bouncelab.ui.export.WorksheetFiles;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;

/**
 * A lesson's worksheet written headless, with its pictures drawn as in the window: the {@code worksheet} command.
 * A {@code .pdf} file is one PDF on {@code paper}; a {@code .html} file a page with its pictures beside it.
 */
public final class WorksheetSnapshot {
    private WorksheetSnapshot() {}

    /** Writes the worksheet (call from any thread; the drawing runs on the FX thread). */
    public static Worksheet write(Lesson lesson, Path out, Paper paper) {
        return write(lesson, out, paper, true);
    }

    /** The same; without {@code answers}, the student's copy (the questions alone). */
    public static Worksheet write(Lesson lesson, Path out, Paper paper, boolean answers) {
        Headless.start();
        return Headless.onFxThread(() -> {
            try {
                return WorksheetFiles.write(lesson, out, paper, JobSteps.HERE, answers);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    /** The picture a question's worksheet shows, as a PNG (for a class vote's phones); from any thread. */
    public static byte[] questionPng(Lesson lesson, Question q) {
        Headless.start();
        return Headless.onFxThread(() -> {
            try {
                return WorksheetFiles.questionPng(lesson, q, JobSteps.HERE);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    /** As {@link #write(Lesson, Path, Paper)} on A4. */
    public static Worksheet write(Lesson lesson, Path out) {
        return write(lesson, out, Paper.A4);
    }
}
