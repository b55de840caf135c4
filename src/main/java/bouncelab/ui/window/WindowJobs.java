package bouncelab.ui.window;

import bouncelab.io.json.Visible;
import bouncelab.lessons.Course;
import bouncelab.lessons.LessonSource;
import bouncelab.ui.common.BackgroundJob;
import bouncelab.ui.common.UiWords;
import bouncelab.ui.lesson.LessonPanel;
import bouncelab.ui.session.ComputingBadge;
import java.nio.file.Path;
import java.util.function.Consumer;

/**
 * The window's long jobs (File → Export, a worksheet, a lessons folder read): one at a time, off the FX thread, with
 * progress and Cancel at the end of the status line ({@link #badge()}); how each ended is told on the status line.
 */
final class WindowJobs {

    private final BackgroundJob job = new BackgroundJob();
    private final ComputingBadge badge = new ComputingBadge(
            job.runningProperty(), job.progressProperty(), job.runningProperty(), job::cancel, job.whatProperty());
    private final Consumer<String> status;
    private final Consumer<String> error;

    /** {@code status} is told what a job ends with, {@code error} why it failed or could not start. */
    WindowJobs(Consumer<String> status, Consumer<String> error) {
        this.status = status;
        this.error = error;
        badge.setId("job-progress");
    }

    BackgroundJob job() {
        return job;
    }

    /** "Exporting… 40 %" with Cancel, shown while a job runs. */
    ComputingBadge badge() {
        return badge;
    }

    /**
     * Starts {@code work} as the window's job ({@code doing} names it on the badge). What it returns goes to the
     * status line; a failure, after {@code failedAs}, as an error. While another job runs nothing starts, and the
     * user is told.
     */
    void run(String doing, BackgroundJob.Work work, String failedAs) {
        if (!job.start(doing, work, status, problem -> error.accept(failedAs + problem))) {
            error.accept(UiWords.messages("jobs.stillRunning"));
        }
    }

    /**
     * File → Open lessons folder: the folder read and its lessons checked (which runs their shots) as a job; shown in
     * {@code panel} once read. Cancel leaves the lessons shown as they were.
     */
    void openLessonsFolder(Path dir, LessonPanel panel) {
        run(
                UiWords.messages("jobs.readingLessons"),
                steps -> {
                    LessonSource source = new LessonSource(dir, panel.language());
                    Course course = source.load();
                    steps.check();
                    steps.onFx(() -> {
                        panel.show(source, course);
                        return null;
                    });
                    return UiWords.messages("jobs.openedLessons", Visible.of(dir.toString()));
                },
                UiWords.messages("jobs.cannotOpenLessons", String.valueOf(dir)));
    }
}
