package bouncelab.ui;

import bouncelab.lessons.Lesson;
import bouncelab.lessons.LessonLoader;
import bouncelab.lessons.worksheet.Paper;
import bouncelab.ui.common.JobSteps;
import bouncelab.ui.export.WorksheetFiles;
import bouncelab.ui.window.MainWindow;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import java.util.stream.Stream;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 18: File → Export and the worksheet run as the window's background job. The exports are driven here from
 * the test's thread, standing for the job's, with steps that go to the FX thread only for what must be made there;
 * a job cancelled part way leaves no file, no temporary file and no picture behind.
 */
@ExtendWith(ApplicationExtension.class)
class ExportJobsTest {
    private MainWindow window;

    @Start
    void start(Stage stage) {
        window = ShownWindow.on(stage);
    }

    /** Job steps on the test's thread that cancel at the check after {@code cancelAfter} checks. */
    private static final class Steps implements JobSteps {
        final int cancelAfter;
        final AtomicInteger fxVisits = new AtomicInteger();
        final Set<String> workThreads = ConcurrentHashMap.newKeySet();
        int checks;

        Steps(int cancelAfter) {
            this.cancelAfter = cancelAfter;
        }

        @Override
        public <T> T onFx(Supplier<T> work) {
            fxVisits.incrementAndGet();
            try {
                return WaitForAsyncUtils.asyncFx(work::get).get();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }

        @Override
        public void progress(int d, int of) {}

        @Override
        public void check() {
            workThreads.add(Thread.currentThread().getName());
            if (++checks > cancelAfter) {
                throw new Cancelled();
            }
        }
    }

    private static List<Path> filesIn(Path dir) throws Exception {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(p -> !p.equals(dir)).toList();
        }
    }

    @Test
    void aGifIsMadeOffTheFxThreadAFrameAVisitAndTheFrameShownIsKept(@TempDir Path dir) throws Exception {
        ShownWindow.fx(() -> window.model().jumpTo(7));
        Steps steps = new Steps(Integer.MAX_VALUE);
        Path gif = dir.resolve("run.gif");
        window.exports().gif(gif, 1, 20, 0.1, steps);
        assertTrue(Files.size(gif) > 1000);
        assertFalse(steps.workThreads.contains("JavaFX Application Thread"));
        assertTrue(steps.fxVisits.get() >= 20, "one visit a frame: " + steps.fxVisits);
        assertEquals(7, WaitForAsyncUtils.asyncFx(() -> window.model().frame()).get());
    }

    @Test
    void cancelledPartWayAGifOrNumberedPicturesLeaveNothing(@TempDir Path dir) throws Exception {
        ShownWindow.fx(() -> window.model().jumpTo(7));
        // while its pictures are taken; while they are made into the GIF
        assertThrows(
                JobSteps.Cancelled.class, () -> window.exports().gif(dir.resolve("run.gif"), 1, 10, 0.1, new Steps(5)));
        assertThrows(
                JobSteps.Cancelled.class,
                () -> window.exports().gif(dir.resolve("run.gif"), 1, 10, 0.1, new Steps(15)));
        // with 3 of the 10 numbered pictures written
        assertThrows(JobSteps.Cancelled.class, () -> window.exports().frames(dir, "frame", 1, 10, new Steps(13)));
        assertEquals(List.of(), filesIn(dir), "no GIF, no PNG, no temporary file");
        assertEquals(7, WaitForAsyncUtils.asyncFx(() -> window.model().frame()).get(), "the frame shown is back");
    }

    @Test
    void aWorksheetCancelledPartWayLeavesNoPageNoPicturesNoTemporaryFile(@TempDir Path dir) throws Exception {
        Lesson lesson = (Lesson) LessonLoader.load(Path.of("lessons", "06-tunnelling"));
        assertTrue(lesson.questions().size() >= 2, "a lesson of several questions");
        // the first question's two pictures written; every picture drawn, before the page
        assertThrows(
                JobSteps.Cancelled.class,
                () -> WorksheetFiles.write(lesson, dir.resolve("sheet.html"), Paper.A4, new Steps(2)));
        assertThrows(
                JobSteps.Cancelled.class,
                () -> WorksheetFiles.write(
                        lesson,
                        dir.resolve("sheet.html"),
                        Paper.A4,
                        new Steps(2 * lesson.questions().size())));
        assertThrows(
                JobSteps.Cancelled.class,
                () -> WorksheetFiles.write(
                        lesson,
                        dir.resolve("sheet.pdf"),
                        Paper.A4,
                        new Steps(2 * lesson.questions().size() + 1)));
        assertEquals(List.of(), filesIn(dir));

        Steps all = new Steps(Integer.MAX_VALUE);
        WorksheetFiles.write(lesson, dir.resolve("sheet.pdf"), Paper.A4, all);
        assertTrue(Files.size(dir.resolve("sheet.pdf")) > 10_000);
        assertEquals(
                2 * lesson.questions().size() + 1,
                all.fxVisits.get(),
                "the colours, then two pictures a " + "question: their runs and the PDF made off the FX thread");
    }

    @Test
    void theWindowsJobRunsOneAtATimeAndACancelledOneTellsNothing(@TempDir Path dir) throws Exception {
        List<String> told = new CopyOnWriteArrayList<>(); // told on the FX thread
        Path gif = dir.resolve("all.gif");
        boolean[] second = new boolean[1];
        WaitForAsyncUtils.asyncFx(() -> {
                    window.jobs()
                            .start(
                                    "Exporting…",
                                    steps -> {
                                        window.exports().gif(gif, 0, 600, 0.1, steps);
                                        return "written";
                                    },
                                    told::add,
                                    told::add);
                    second[0] = window.jobs().start("Exporting…", steps -> "again", told::add, told::add);
                    assertTrue(window.jobBadge().isVisible());
                    window.jobs().cancel(); // before its first frame: the job stops at its next step
                })
                .get();
        assertFalse(second[0], "one job at a time");
        for (Thread t : Thread.getAllStackTraces().keySet()) {
            if (t.getName().startsWith("job: ")) {
                t.join(TimeUnit.SECONDS.toMillis(60));
            }
        }
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of(), told);
        assertFalse(ShownWindow.onFx(() -> window.jobs().isRunning()));
        assertFalse(ShownWindow.onFx(() -> window.jobBadge().isVisible()));
        assertEquals(List.of(), filesIn(dir));

        WaitForAsyncUtils.asyncFx(() -> window.jobs()
                        .start(
                                "Exporting…",
                                steps -> {
                                    window.exports().csv(dir.resolve("log.csv"), steps);
                                    return "written";
                                },
                                told::add,
                                told::add))
                .get();
        ShownWindow.waitOnFx("the export's end", () -> !window.jobs().isRunning());
        assertEquals(List.of("written"), told);
        assertTrue(Files.readString(dir.resolve("log.csv")).lines().count() > 600);
    }
}
