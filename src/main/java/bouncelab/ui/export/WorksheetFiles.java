package bouncelab.ui.export;

import bouncelab.core.trace.Overlay;
import bouncelab.io.file.AtomicFile;
import bouncelab.io.image.PngBytes;
import bouncelab.lessons.Lesson;
import bouncelab.lessons.Question;
import bouncelab.lessons.worksheet.FrameRef;
import bouncelab.lessons.worksheet.Paper;
import bouncelab.lessons.worksheet.QuestionLabels;
import bouncelab.lessons.worksheet.SheetPicture;
import bouncelab.lessons.worksheet.Worksheet;
import bouncelab.lessons.worksheet.WorksheetBuilder;
import bouncelab.lessons.worksheet.WorksheetHtml;
import bouncelab.lessons.worksheet.WorksheetPdf;
import bouncelab.lessons.worksheet.WorksheetQuestion;
import bouncelab.ui.common.JobSteps;
import bouncelab.ui.render.CanvasPen;
import bouncelab.ui.render.Palette;
import bouncelab.vote.VotePicture;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.image.WritableImage;

/**
 * A lesson written as a printable worksheet, two pictures a question: the court as the question's frame starts
 * (nothing given away) and that frame's working with the lesson's overlays (on the answer page), drawn in the light
 * theme, which prints best. What File → Export (as a background job) and the {@code worksheet} command (on the FX
 * thread) write.
 *
 * <ul>
 *   <li>{@code NAME.pdf}: one self-contained PDF on A4 or Letter paper, the pictures inside it, two questions a page
 *       with room to write, the answers on their own last page or pages.</li>
 *   <li>{@code NAME.html}: a web page, its pictures in {@code NAME-frames/} beside it.</li>
 * </ul>
 */
public final class WorksheetFiles {
    private WorksheetFiles() {}

    /** Is this the name of a worksheet written as PDF (else it is HTML)? */
    public static boolean isPdf(Path file) {
        return file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".pdf");
    }

    /** As {@link #write(Lesson, Path, Paper)} on A4. */
    public static Worksheet write(Lesson lesson, Path file) throws IOException {
        return write(lesson, file, Paper.A4);
    }

    /** Writes the worksheet as PDF (on {@code paper}) or HTML, by the file's extension: here, on the FX thread. */
    public static Worksheet write(Lesson lesson, Path file, Paper paper) throws IOException {
        return write(lesson, file, paper, JobSteps.HERE);
    }

    /**
     * The same as a job's {@code steps}: the runs worked out and the pictures encoded where the job runs, only the
     * drawing on the FX thread. Cancelled or failed, it leaves no file: no page, no temporary file, and (HTML) no
     * picture it wrote.
     */
    public static Worksheet write(Lesson lesson, Path file, Paper paper, JobSteps steps) throws IOException {
        return write(lesson, file, paper, steps, true);
    }

    /**
     * The same; without {@code answers}, the student's copy: the questions alone, and (HTML) no answer pictures
     * beside it that would give them away.
     */
    public static Worksheet write(Lesson lesson, Path file, Paper paper, JobSteps steps, boolean answers)
            throws IOException {
        if (isPdf(file)) {
            Worksheet sheet = WorksheetBuilder.of(lesson, "frames");
            Map<String, String> uris = new HashMap<>();
            drawEach(
                    lesson,
                    sheet,
                    steps,
                    answers,
                    (name, picture) -> uris.put(
                            name, "data:image/png;base64," + Base64.getEncoder().encodeToString(png(picture))));
            steps.check();
            byte[] pdf = WorksheetPdf.render(WorksheetHtml.paged(sheet, paper, uris::get, answers));
            steps.check();
            AtomicFile.write(file, out -> out.write(pdf));
            return sheet;
        }
        String name = file.getFileName().toString().replaceFirst("\\.html?$", "");
        Worksheet sheet = WorksheetBuilder.of(lesson, name + "-frames");
        Path dir = Objects.requireNonNull(file.toAbsolutePath().getParent(), "an absolute file is in a folder");
        List<Path> written = new ArrayList<>();
        Path frames = dir.resolve(name + "-frames");
        boolean hadFrames = Files.isDirectory(frames);
        try {
            drawEach(lesson, sheet, steps, answers, (image, picture) -> {
                Path to = dir.resolve(image);
                CourtPicture.writePng(picture, to);
                written.add(to);
            });
            steps.check();
            AtomicFile.writeString(file, WorksheetHtml.html(sheet, answers));
        } catch (IOException | RuntimeException e) {
            for (Path p : written) { // a page that is not there needs no pictures
                Files.deleteIfExists(p);
            }
            if (!hadFrames && Files.isDirectory(frames)) {
                try (var left = Files.list(frames)) {
                    if (left.findAny().isEmpty()) {
                        Files.delete(frames);
                    }
                }
            }
            throw e;
        }
        return sheet;
    }

    @FunctionalInterface
    private interface Drawn {
        void accept(String name, WritableImage picture) throws IOException;
    }

    private static void drawEach(Lesson lesson, Worksheet sheet, JobSteps steps, boolean answers, Drawn drawn)
            throws IOException {
        Palette print = steps.onFx(WorksheetFiles::printColours);
        int n = sheet.questions().size();
        int i = 0;
        for (WorksheetQuestion q : sheet.questions()) {
            steps.check();
            // the run worked out where the job runs, once for both pictures; each drawn on the FX thread
            var run = CourtPicture.prepare(q.frame());
            drawn.accept(q.image(), steps.onFx(() -> CourtPicture.draw(run, question(q, print))));
            steps.check();
            if (answers) {
                drawn.accept(q.answerImage(), steps.onFx(() -> CourtPicture.draw(run, answer(lesson, q, print))));
            }
            steps.progress(++i, n + 1); // the last part: the page itself
        }
    }

    /**
     * The picture a question's worksheet shows, drawn for a class vote's phones ({@link VotePicture}), as a PNG: its
     * run worked out and the PNG encoded on the caller's thread, only the drawing on the FX thread ({@code steps}).
     */
    public static byte[] questionPng(Lesson lesson, Question q, JobSteps steps) throws IOException {
        FrameRef frame = WorksheetBuilder.frameOf(lesson, q);
        var run = CourtPicture.prepare(frame);
        Palette print = steps.onFx(WorksheetFiles::printColours);
        QuestionLabels labels = WorksheetBuilder.labelsOf(lesson, q);
        return png(steps.onFx(() -> CourtPicture.draw(run, forPhones(question(frame, labels, print)))));
    }

    /** A question's picture at a phone's size, its labels readable where the page shows it narrowest. */
    static CourtPicture.Request forPhones(CourtPicture.Request r) {
        return new CourtPicture.Request(
                r.frame(),
                r.overlays(),
                r.palette(),
                VotePicture.WIDTH,
                VotePicture.HEIGHT,
                r.zoomToWorking(),
                r.atStart(),
                VotePicture.labelPx() / CanvasPen.LABEL_PX,
                r.labels(),
                r.language());
    }

    /** The light theme's colours, which print best. */
    static Palette printColours() {
        return Palette.fromStylesheets(
                List.of(WorksheetFiles.class.getResource(Palette.STYLESHEET).toExternalForm()));
    }

    /**
     * The question's picture gives nothing away: the ball, its arrow and the trail behind it, as the frame starts.
     */
    static CourtPicture.Request question(WorksheetQuestion q, Palette print) {
        return question(q.frame(), q.labels(), print);
    }

    private static CourtPicture.Request question(FrameRef frame, QuestionLabels labels, Palette print) {
        SheetPicture size = SheetPicture.QUESTION;
        return new CourtPicture.Request(
                frame,
                EnumSet.of(Overlay.VELOCITY, Overlay.TRAIL),
                print,
                size.widthPx(),
                size.heightPx(),
                true,
                true,
                size.labelScale(CanvasPen.LABEL_PX),
                labels,
                Locale.ENGLISH); // the start of a frame: no working, so no words of it
    }

    /** The answer's: the frame's working, with the lesson's overlays and the ball's arrow. */
    static CourtPicture.Request answer(Lesson lesson, WorksheetQuestion q, Palette print) {
        Set<Overlay> overlays = EnumSet.of(Overlay.VELOCITY);
        lesson.overlays().forEach(o -> overlays.add(Overlay.parse(o)));
        SheetPicture size = SheetPicture.ANSWER;
        return new CourtPicture.Request(
                q.frame(),
                overlays,
                print,
                size.widthPx(),
                size.heightPx(),
                true,
                false,
                size.labelScale(CanvasPen.LABEL_PX),
                null,
                lesson.language());
    }

    private static byte[] png(WritableImage picture) throws IOException {
        return PngBytes.of(SwingFXUtils.fromFXImage(picture, null));
    }
}
