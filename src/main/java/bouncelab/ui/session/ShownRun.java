package bouncelab.ui.session;

import bouncelab.core.algorithm.CollisionAlgorithm;
import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.scenario.Paddle;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.simulation.FrameHistory;
import bouncelab.core.simulation.Run;
import bouncelab.core.simulation.ScriptedRun;
import bouncelab.student.StudentCodeException;
import bouncelab.student.StudentTest;
import java.util.List;
import java.util.Objects;
import javafx.beans.Observable;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import org.jspecify.annotations.Nullable;

/**
 * The run a {@link PlaybackModel} shows, and how it got there. A run is asked for from a shot, an algorithm and a
 * rally's paddle moves, and worked out at once or elsewhere ({@link RunRequests}); until one worked out elsewhere
 * lands, the last run stays shown if it is of the same shot (another algorithm), else the new shot's start. The
 * last run that landed is what Cancel goes back to; Stop leaves what is shown until the run is asked for again.
 */
final class ShownRun {
    /** A run that landed: what it was made from (the student's test for {@code yours}), and its frames. */
    private record Landed(
            Scenario shot,
            AlgorithmId algorithm,
            @Nullable StudentTest test,
            List<List<Paddle>> script,
            ComputedFrames frames) {
        boolean sameShot(Scenario s, List<List<Paddle>> moves) {
            return shot.equals(s) && script.equals(moves);
        }
    }

    private final Algorithms algorithms;
    private final RunRequests requests;
    private final ReadOnlyObjectWrapper<ComputedFrames> frames;
    /** The student's code failed in this run ({@code yours} only): the first failure, for the banner; else null. */
    private final ReadOnlyObjectWrapper<StudentCodeException> studentFailure;

    private final ReadOnlyBooleanWrapper cancellable;
    /** The run asked for was stopped before it landed ({@link #stop()}): what was shown stays. */
    private final ReadOnlyBooleanWrapper stopped;

    private final ReadOnlyBooleanWrapper tooMuchWork;
    /** Null before a run landed. */
    private @Nullable Landed landed;

    /** {@code bean}: the model whose properties these are; {@code requests}: where its runs are worked out. */
    ShownRun(Object bean, Algorithms algorithms, RunRequests requests) {
        this.algorithms = algorithms;
        this.requests = requests;
        this.frames = new ReadOnlyObjectWrapper<>(bean, "timeline");
        this.studentFailure = new ReadOnlyObjectWrapper<>(bean, "studentFailure");
        this.cancellable = new ReadOnlyBooleanWrapper(bean, "cancellable", false);
        this.stopped = new ReadOnlyBooleanWrapper(bean, "stopped", false);
        this.tooMuchWork = new ReadOnlyBooleanWrapper(bean, "tooMuchWork", false);
        requests.computingProperty().addListener((o, was, now) -> {
            if (!now) {
                cancellable.set(false); // Cancel is only for a run being worked out
            }
        });
    }

    /** Asks for the run of {@code shot} by {@code id}, the paddles moved by {@code moves} (empty: as the shot has). */
    void ask(Scenario shot, AlgorithmId id, List<List<Paddle>> moves) {
        tooMuchWork.set(false);
        stopped.set(false);
        if (isLanded(shot, id, moves)) {
            // back to the run shown while another was worked out (Cancel, or chosen again): shown as it landed
            requests.drop(); // a run still computing for an earlier request is not wanted
            requests.idle();
            frames.set(Objects.requireNonNull(landed).frames()); // isLanded: there is one
            return;
        }
        CollisionAlgorithm chosen = algorithms.create(id);
        FrameHistory run = moves.isEmpty() ? new Run(shot, chosen) : new ScriptedRun(shot, chosen, moves);
        StudentTest student = chosen instanceof GuardedYours g ? g.test() : null;
        if (!requests.worksElsewhere(shot, student)) {
            requests.now(run, student, computed -> land(chosen, new Landed(shot, id, student, moves, computed)));
            return;
        }
        requests.elsewhere(
                run,
                student,
                () -> {
                    cancellable.set(canGoBack(shot, moves, id));
                    if (landed == null || !landed.sameShot(shot, moves)) {
                        frames.set(ComputedFrames.pending(shot)); // another shot: its start, not the last shot's frames
                    }
                },
                computed -> land(chosen, new Landed(shot, id, student, moves, computed)),
                studentFailure::set,
                () -> { // refused, as File → Open refuses such a shot: stopped, the shot's start shown, and said why
                    tooMuchWork.set(true);
                    stopped.set(true);
                    cancellable.set(false);
                });
    }

    /**
     * Whether the run asked for is the one that landed last and may be shown again as it is: while another is
     * worked out, or for a shot worked out elsewhere. {@code yours} only while another is worked out, and for the
     * same compiled test: a new version of the test is run again.
     */
    private boolean isLanded(Scenario shot, AlgorithmId id, List<List<Paddle>> moves) {
        if (landed == null || !landed.sameShot(shot, moves) || id != landed.algorithm()) {
            return false;
        }
        if (id == AlgorithmId.YOURS) {
            return requests.isComputing() && landed.test() == algorithms.yours();
        }
        return requests.isComputing() || requests.worksElsewhere(shot, null);
    }

    private void land(CollisionAlgorithm chosen, Landed run) {
        studentFailure.set(chosen instanceof GuardedYours g ? g.failure() : null);
        landed = run;
        frames.set(run.frames());
    }

    /**
     * Whether Cancel can go back while the run of {@code shot} by {@code asked} is worked out: the run shown is of
     * the same shot with another algorithm. A new shot has no run to go back to that is still its own.
     */
    boolean canGoBack(Scenario shot, List<List<Paddle>> moves, AlgorithmId asked) {
        return requests.isComputing() && landed != null && landed.sameShot(shot, moves) && asked != landed.algorithm();
    }

    /** Stops the run being worked out: it never lands, and what is shown stays. */
    void stop() {
        if (!requests.isComputing()) {
            return;
        }
        requests.drop(); // whatever was under way never lands
        stopped.set(true);
        cancellable.set(false);
        requests.idle();
    }

    /** The algorithm of the frames shown: {@code asked}, or while its run is worked out the one shown until then. */
    AlgorithmId shownAlgorithm(AlgorithmId asked) {
        return requests.isComputing() && landed != null && frames.get() == landed.frames() ? landed.algorithm() : asked;
    }

    ReadOnlyObjectProperty<ComputedFrames> framesProperty() {
        return frames.getReadOnlyProperty();
    }

    ComputedFrames frames() {
        return frames.get();
    }

    /** Fires when other frames are shown, before anyone listening to {@link #framesProperty()} hears of it. */
    Observable changed() {
        return frames;
    }

    ReadOnlyObjectProperty<StudentCodeException> studentFailureProperty() {
        return studentFailure.getReadOnlyProperty();
    }

    ReadOnlyBooleanProperty cancellableProperty() {
        return cancellable.getReadOnlyProperty();
    }

    /** True once the run asked for was refused for recording more working than the window's budget. */
    ReadOnlyBooleanProperty tooMuchWorkProperty() {
        return tooMuchWork.getReadOnlyProperty();
    }

    ReadOnlyBooleanProperty stoppedProperty() {
        return stopped.getReadOnlyProperty();
    }

    boolean isStopped() {
        return stopped.get();
    }
}
