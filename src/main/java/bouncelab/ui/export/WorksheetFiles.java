package bouncelab.ui.export;

import bouncelab.lessons.Lesson;
import bouncelab.io.file.AtomicFile;
import bouncelab.lessons.worksheet.Worksheet;
import bouncelab.lessons.worksheet.WorksheetBuilder;
import bouncelab.lessons.worksheet.WorksheetHtml;
import bouncelab.lessons.worksheet.WorksheetQuestion;
import bouncelab.core.trace.Overlay;
import bouncelab.ui.render.Palette;

import java.io.IOException;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * A lesson written as a printable worksheet: {@code NAME.html} with its pictures in {@code NAME-frames/} beside
 * it, two a question: the court as the question's frame starts (nothing given away) and that frame's working with
 * the lesson's overlays (on the answer page). Drawn in the light theme, which prints best. What File → Export and
 * the {@code worksheet} command write. Call on the FX thread.
 */
public final class WorksheetFiles {
    static final int WIDTH = 720;
    static final int HEIGHT = 450;

    private WorksheetFiles() {
    }

    public static Worksheet write(Lesson lesson, Path file) throws IOException {
        String name = file.getFileName().toString().replaceFirst("\\.html?$", "");
        Worksheet sheet = WorksheetBuilder.of(lesson, name + "-frames");
        Palette print = Palette.fromStylesheets(List.of(
                WorksheetFiles.class.getResource(Palette.STYLESHEET).toExternalForm()));
        Set<Overlay> overlays = EnumSet.of(Overlay.VELOCITY);
        lesson.overlays().forEach(o -> overlays.add(Overlay.parse(o)));
        // the question's picture gives nothing away: the ball, its arrow and the trail behind it, as the frame starts
        Set<Overlay> before = EnumSet.of(Overlay.VELOCITY, Overlay.TRAIL);
        Path dir = file.toAbsolutePath().getParent();
        for (WorksheetQuestion q : sheet.questions()) {
            CourtPicture.writePng(CourtPicture.take(new CourtPicture.Request(q.frame(), before, print,
                    WIDTH, HEIGHT, true, true)), dir.resolve(q.image()));
            CourtPicture.writePng(CourtPicture.take(new CourtPicture.Request(q.frame(), overlays, print,
                    WIDTH, HEIGHT, true, false)), dir.resolve(q.answerImage()));
        }
        AtomicFile.writeString(file, WorksheetHtml.html(sheet));
        return sheet;
    }
}
