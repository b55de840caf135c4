package bouncelab.ui.snapshot;

import bouncelab.lessons.Lesson;
import bouncelab.lessons.worksheet.Worksheet;
import bouncelab.ui.export.WorksheetFiles;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;

/** A lesson's worksheet written headless, with its pictures drawn as in the window: the {@code worksheet} command. */
public final class WorksheetSnapshot {
    private WorksheetSnapshot() {
    }

    /** Writes the worksheet and its pictures (call from any thread; the drawing runs on the FX thread). */
    public static Worksheet write(Lesson lesson, Path out) {
        Headless.start();
        return Headless.onFxThread(() -> {
            try {
                return WorksheetFiles.write(lesson, out);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }
}
