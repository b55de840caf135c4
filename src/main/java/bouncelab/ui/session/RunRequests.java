package bouncelab.ui.session;

import bouncelab.core.scenario.Scenario;
import bouncelab.core.simulation.FrameHistory;
import bouncelab.student.Apart;
import bouncelab.student.StudentCodeException;
import bouncelab.student.StudentTest;
import bouncelab.ui.common.LatestRequest;
import bouncelab.ui.common.Turns;
import java.util.Objects;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import org.jspecify.annotations.Nullable;

/**
 * Gets a run's frames worked out for a {@link PlaybackModel}: at once, or at a {@link RunPlace} elsewhere with its
 * progress, where only the latest request may land (a run worked out for an earlier one is dropped, and told to
 * stop). What to run is the model's; what to show meanwhile or on Cancel, {@link ShownRun}'s.
 */
final class RunRequests {
    /** Frames between two progress reports of a run computed elsewhere. */
    private static final int REPORT_EVERY = 30;

    private RunPlace place;
    /** How far each run is worked out: the timeline's end, or (a picture's run) the frame drawn. */
    private final int frames;

    private final ReadOnlyBooleanWrapper computing = new ReadOnlyBooleanWrapper(this, "computing", false);
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(this, "computingProgress", 0);
    /** Only the latest request's run lands; a run computed for an earlier one is dropped. */
    private final LatestRequest requests = new LatestRequest();

    RunRequests(RunPlace place, int frames) {
        this.place = Objects.requireNonNull(place);
        this.frames = frames;
    }

    RunPlace place() {
        return place;
    }

    void setPlace(RunPlace p) {
        place = Objects.requireNonNull(p);
    }

    /**
     * Whether a run of this shot is worked out elsewhere rather than at once: it is heavy, or it asks a student's
     * test (never worked out on the FX thread, however light: the test may take its whole budget on each call).
     */
    boolean worksElsewhere(Scenario shot, @Nullable StudentTest student) {
        return place.elsewhere(shot) || (student != null && place.work() != null);
    }

    /** Where work elsewhere runs: only a place with threads sends work elsewhere ({@link #worksElsewhere}). */
    private Executor work() {
        return Objects.requireNonNull(place.work(), "work elsewhere needs a place with threads");
    }

    private Executor land() {
        return Objects.requireNonNull(place.land(), "work elsewhere needs a place with threads");
    }

    /** The frames of {@code run}; a student's test is asked only on threads {@link Apart}. */
    private ComputedFrames compute(@Nullable StudentTest student, Supplier<ComputedFrames> compute) {
        return student == null ? compute.get() : Apart.run(student, compute::get);
    }

    ReadOnlyBooleanProperty computingProperty() {
        return computing.getReadOnlyProperty();
    }

    boolean isComputing() {
        return computing.get();
    }

    ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    /** Whatever is under way is told to stop and will not land; a new request follows, or {@link #idle()}. */
    void drop() {
        requests.drop();
    }

    /** Nothing is being worked out any more. */
    void idle() {
        computing.set(false);
    }

    /** Works {@code run} out here and now and hands its frames to {@code landed}. */
    void now(FrameHistory run, @Nullable StudentTest student, Consumer<ComputedFrames> landed) {
        drop();
        idle();
        landed.accept(compute(student, () -> ComputedFrames.compute(run, frames)));
    }

    /**
     * Works {@code run} out at the place elsewhere, with progress, once {@code started} has run (computing is then
     * true); its frames go to {@code landed} where the place
     * lands them (the FX thread), only if no later request came meanwhile, and then nothing is computing. A failure
     * is thrown there, as it would have been at once (the FX thread's handler reports it).
     */
    void elsewhere(
            FrameHistory run,
            @Nullable StudentTest student,
            Runnable started,
            Consumer<ComputedFrames> landed,
            Consumer<StudentCodeException> putAside,
            Runnable tooMuch) {
        LatestRequest.Request request = requests.next();
        progress.set(0);
        computing.set(true);
        started.run(); // what the model shows meanwhile, set before the work can land
        work().execute(() -> {
            ComputedFrames computed;
            try {
                // one core, taken in turns with the window's other heavy work (a sweep), between frames
                computed = Turns.WINDOW.taking(
                        1,
                        turn -> compute(
                                student,
                                () -> ComputedFrames.compute(
                                        run,
                                        frames,
                                        (done, of) -> land().execute(() -> {
                                            if (request.isLatest()) {
                                                progress.set((double) done / of);
                                            }
                                        }),
                                        REPORT_EVERY,
                                        turn.between(request::stopped))));
            } catch (ComputedFrames.Stopped e) {
                return;
            } catch (ComputedFrames.TooMuchWork e) {
                land().execute(() -> {
                    if (request.isLatest()) {
                        idle();
                        tooMuch.run();
                    }
                });
                return;
            } catch (StudentCodeException e) {
                // the test was put aside while this run asked it (a call never came back): no frames to show
                land().execute(() -> {
                    if (request.isLatest()) {
                        idle();
                        putAside.accept(e);
                    }
                });
                return;
            } catch (RuntimeException | Error e) {
                land().execute(() -> {
                    if (request.isLatest()) {
                        idle();
                        throw e;
                    }
                });
                return;
            }
            land().execute(() -> {
                if (request.isLatest()) {
                    progress.set(1);
                    landed.accept(computed);
                    idle();
                }
            });
        });
    }
}
