package bouncelab.ui.window;

import bouncelab.core.trace.FrameTrace;
import bouncelab.io.csv.FrameLogCsv;
import bouncelab.io.file.AtomicFile;
import bouncelab.io.image.AnimatedGif;
import bouncelab.lessons.Lesson;
import bouncelab.lessons.worksheet.Paper;
import bouncelab.lessons.worksheet.Worksheet;
import bouncelab.ui.common.JobSteps;
import bouncelab.ui.common.UiWords;
import bouncelab.ui.export.CourtPicture;
import bouncelab.ui.export.WorksheetFiles;
import bouncelab.ui.lesson.LessonModel;
import bouncelab.ui.session.PlaybackModel;
import bouncelab.ui.session.Transport;
import bouncelab.ui.step.CourtView;
import bouncelab.ui.tab.WindowTab;
import bouncelab.ui.theme.Appearance;
import bouncelab.words.Words;
import bouncelab.words.WorkingText;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Supplier;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Node;
import javafx.scene.image.WritableImage;
import org.jspecify.annotations.Nullable;

/**
 * What File → Export writes, for worksheets and slides: the frame shown as PNG, a range of frames as numbered PNGs
 * or an animated GIF, the run's per-frame log as CSV, and the open lesson as a printable worksheet (PDF, or HTML).
 * Pictures of the court are drawn with the whole court fitted, whatever the zoom on screen, in the theme and
 * overlays shown, with a caption under them: the shot or lesson, the algorithm and the frame. Every file is written
 * atomically. Each export runs on the FX thread, or as a job ({@link JobSteps}) that asks the FX thread only for
 * its pictures, a frame at a time.
 */
public final class FrameExports {
    private final PlaybackModel model;
    private final CourtView court;
    private final LessonModel lessons;
    private final Appearance appearance;
    /** The tab shown, or null for the stepping view. */
    private final Supplier<WindowTab> shownTab;
    /** The stepping view: what is filmed of it is its court, not the whole view. */
    private final WindowTab stepping;

    private final Supplier<String> shot;
    /** A GIF's frames last at least this long unless asked otherwise: at 1× playback 20 frames went by in 0.4 s. */
    public static final double MIN_GIF_SECONDS = 0.1;

    /**
     * What frames are taken from: the transport to step and a picture of the view at each frame (the stepping
     * court, or the compare view); a null transport for a view without frames (the speed sweep).
     */
    private record Filmed(@Nullable Transport transport, Supplier<WritableImage> picture) {}

    /**
     * @param shownTab the tab shown, null for the stepping view
     * @param shot what the shot on screen is, for captions: "Lesson 6: Tunnelling", "myshot.json", …
     */
    FrameExports(
            PlaybackModel model,
            CourtView court,
            LessonModel lessons,
            Appearance appearance,
            Supplier<WindowTab> shownTab,
            WindowTab stepping,
            Supplier<String> shot) {
        this.model = model;
        this.court = court;
        this.lessons = lessons;
        this.appearance = appearance;
        this.shownTab = shownTab;
        this.stepping = stepping;
        this.shot = shot;
    }

    /** What is filmed: the stepping court, or the whole view of the tab shown, with its own frames. */
    private Filmed shown() {
        WindowTab tab = shownTab.get();
        if (tab == stepping) {
            return new Filmed(model.transport(), this::picture);
        }
        if (tab.transport().isEmpty()) {
            return new Filmed(null, () -> tab.content().snapshot(null, null));
        }
        return view(tab.transport().get(), tab.content(), UiWords.window("export.everyAlgorithm", tab.title()));
    }

    /**
     * A whole view with frames of its own (the compare view), as a source of frames: its picture, with a caption.
     * {@code what} names the view and its algorithms ("Compare · all five algorithms").
     */
    private Filmed view(Transport transport, Node content, String what) {
        return new Filmed(
                transport,
                () -> CourtPicture.captioned(
                        content.snapshot(null, null),
                        what + " · " + shot.get() + " · " + frameWords(transport.frame(), transport.dt()),
                        appearance.palette()));
    }

    /** The caption of the stepping court's frame now: the shot or lesson, the algorithm, the frame. */
    public String caption() {
        return shot.get() + " · " + model.algorithm().fileName() + " · " + frameWords(model.frame(), model.dt());
    }

    private static String frameWords(int frame, double dt) {
        return frame == 0
                ? UiWords.window("export.frame0")
                : UiWords.window("export.frame", Integer.toString(frame), UiWords.number(frame * dt));
    }

    /** What is shown now (the court as on screen, or the whole view of another tab), as a PNG. */
    public void frame(Path png) throws IOException {
        frame(png, JobSteps.HERE);
    }

    /** The same as a job: the picture taken on the FX thread, encoded and written where the job runs. */
    public void frame(Path png, JobSteps steps) throws IOException {
        CourtPicture.writePng(steps.onFx(() -> shown().picture().get()), png);
    }

    /** Frames {@code from} to {@code to} as {@code prefix-NNN.png} in {@code dir}; the frame shown is kept. */
    public List<Path> frames(Path dir, String prefix, int from, int to) throws IOException {
        return frames(dir, prefix, from, to, JobSteps.HERE);
    }

    /** The same as a job; cancelled or failed, the pictures it wrote are taken away again. */
    public List<Path> frames(Path dir, String prefix, int from, int to, JobSteps steps) throws IOException {
        steps.onFx(() -> {
            checkRange(from, to);
            return null;
        });
        List<Path> written = new ArrayList<>();
        List<WritableImage> pictures = pictures(from, to, steps);
        try {
            for (int i = 0; i < pictures.size(); i++) {
                steps.check();
                Path file = dir.resolve(String.format(Locale.ROOT, "%s-%03d.png", prefix, from + i));
                CourtPicture.writePng(pictures.get(i), file);
                written.add(file);
            }
        } catch (IOException | RuntimeException e) {
            for (Path p : written) {
                Files.deleteIfExists(p);
            }
            throw e;
        }
        return written;
    }

    /**
     * Frames {@code from} to {@code to} as one looping GIF, each shown as long as playback shows it but at least
     * {@value #MIN_GIF_SECONDS} s.
     */
    public void gif(Path gif, int from, int to) throws IOException {
        gif(gif, from, to, defaultGifSeconds());
    }

    /** The same, each frame shown {@code secondsPerFrame} (a GIF cannot show one for less than 0.02 s). */
    public void gif(Path gif, int from, int to, double secondsPerFrame) throws IOException {
        gif(gif, from, to, secondsPerFrame, JobSteps.HERE);
    }

    /** The same as a job: the pictures taken on the FX thread one at a time, the GIF made where the job runs. */
    public void gif(Path gif, int from, int to, double secondsPerFrame, JobSteps steps) throws IOException {
        steps.onFx(() -> {
            checkRange(from, to);
            return null;
        });
        if (!(secondsPerFrame > 0) || !Double.isFinite(secondsPerFrame)) {
            throw new IllegalArgumentException("a frame must last some time, got " + secondsPerFrame + " s");
        }
        List<BufferedImage> frames = new ArrayList<>();
        for (WritableImage p : pictures(from, to, steps)) {
            steps.check();
            frames.add(SwingFXUtils.fromFXImage(p, null));
        }
        int delay = AnimatedGif.delayFor(secondsPerFrame);
        steps.check();
        AtomicFile.write(gif, out -> AnimatedGif.write(frames, delay, out));
    }

    /** How long a GIF's frame lasts unless asked otherwise: as playback shows it, but at least 0.1 s. */
    public double defaultGifSeconds() {
        var t = shown().transport();
        return Math.max(MIN_GIF_SECONDS, t == null ? 0 : t.secondsPerFrame());
    }

    /** Every computed frame of the run, one row per event (or one for a frame with none). */
    public void csv(Path file) throws IOException {
        csv(file, JobSteps.HERE);
    }

    /** The same as a job: the run taken on the FX thread, the table made and written where the job runs. */
    public void csv(Path file, JobSteps steps) throws IOException {
        var timeline = steps.onFx(model::timeline);
        Words words = steps.onFx(UiWords::words);
        List<FrameTrace> traces = new ArrayList<>();
        for (int f = 1; f <= timeline.frames(); f++) {
            traces.add(timeline.trace(f));
        }
        steps.check();
        String text = FrameLogCsv.csv(traces, t -> WorkingText.lines(words, t, 0));
        steps.check();
        AtomicFile.writeString(file, text);
    }

    /**
     * The open lesson's questions as {@code file}: one PDF on {@code paper} with its pictures inside it, or (a
     * {@code .html} file) a page with its pictures in a folder beside it; drawn in the light theme, which prints best.
     *
     * @return the worksheet written
     * @throws IllegalStateException when no lesson is open
     */
    public Worksheet worksheet(Path file, Paper paper) throws IOException {
        return worksheet(file, paper, JobSteps.HERE);
    }

    /** The same as a job: see {@link WorksheetFiles#write(Lesson, Path, Paper, JobSteps)}. */
    public Worksheet worksheet(Path file, Paper paper, JobSteps steps) throws IOException {
        Lesson lesson = steps.onFx(lessons::current);
        if (lesson == null) {
            throw new IllegalStateException("open a lesson first: a worksheet is made of a lesson's questions");
        }
        return WorksheetFiles.write(lesson, file, paper, steps);
    }

    /** As {@link #worksheet(Path, Paper)} on A4. */
    public Worksheet worksheet(Path file) throws IOException {
        return worksheet(file, Paper.A4);
    }

    /** The frame shown, the whole court fitted at the size of the court on screen, with its caption. */
    private WritableImage picture() {
        return CourtPicture.captioned(
                CourtPicture.fitted(
                        court, appearance.palette(), Math.round(court.getWidth()), Math.round(court.getHeight())),
                caption(),
                appearance.palette());
    }

    /** Each frame's picture taken on the FX thread, one a visit, so the window answers in between. */
    private List<WritableImage> pictures(int from, int to, JobSteps steps) {
        Filmed src = steps.onFx(this::shown);
        Transport t = Objects.requireNonNull(src.transport(), "a film is made only of a view with a transport");
        int[] was = new int[1];
        boolean[] playing = new boolean[1];
        steps.onFx(() -> {
            was[0] = t.frame();
            playing[0] = t.playingProperty().get();
            t.playingProperty().set(false);
            return null;
        });
        List<WritableImage> out = new ArrayList<>();
        try {
            for (int f = from; f <= to; f++) {
                steps.check();
                int at = f;
                out.add(steps.onFx(() -> {
                    t.jumpTo(at);
                    return src.picture().get();
                }));
                steps.progress(f - from + 1, to - from + 2); // the last part: writing
            }
        } finally {
            steps.onFx(() -> {
                t.jumpTo(was[0]);
                t.playingProperty().set(playing[0]);
                return null;
            });
        }
        return out;
    }

    private void checkRange(int from, int to) {
        Transport t = shown().transport();
        if (t == null) {
            throw new IllegalStateException("this view has no frames to export; the Step and Compare tabs have");
        }
        if (from < 0 || to > t.lastFrame() || from > to) {
            throw new IllegalArgumentException(
                    "frames must run from 0 to " + t.lastFrame() + ", first to last; got " + from + " to " + to);
        }
    }
}
