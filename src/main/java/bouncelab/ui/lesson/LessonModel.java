package bouncelab.ui.lesson;

import bouncelab.core.scenario.Scenario;
import bouncelab.core.scenario.ShotLimits;
import bouncelab.core.trace.FrameTrace;
import bouncelab.lessons.Course;
import bouncelab.lessons.Lesson;
import bouncelab.lessons.LessonAction;
import bouncelab.lessons.Placeholders;
import bouncelab.lessons.Question;
import bouncelab.core.trace.Overlay;
import bouncelab.ui.step.PlaybackModel;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableMap;
import javafx.collections.ObservableSet;

import java.util.List;
import java.util.Optional;

/**
 * The lesson panel's state, drivable without a window: the course, the lesson open, which questions are revealed
 * and what the student chose. Opening a lesson sets up the stepping window as the lesson says; 'try this' links
 * change it; live values are read from the current frame's trace.
 */
public final class LessonModel {
    private final PlaybackModel playback;
    private final ObjectProperty<Course> course = new SimpleObjectProperty<>(this, "course");
    private final ObjectProperty<Lesson> current = new SimpleObjectProperty<>(this, "current");
    private final ObservableSet<Integer> revealed = FXCollections.observableSet();
    private final ObservableMap<Integer, String> chosen = FXCollections.observableHashMap();
    private final javafx.beans.property.ReadOnlyIntegerWrapper setUps =
            new javafx.beans.property.ReadOnlyIntegerWrapper(this, "setUps", 0);

    public LessonModel(PlaybackModel playback, Course initial) {
        this.playback = playback;
        course.set(initial);
        playback.frameProperty().addListener((o, was, now) -> revealDue());
    }

    public ObjectProperty<Course> courseProperty() {
        return course;
    }

    public ObjectProperty<Lesson> currentProperty() {
        return current;
    }

    public Lesson current() {
        return current.get();
    }

    public ObservableSet<Integer> revealed() {
        return revealed;
    }

    public ObservableMap<Integer, String> chosen() {
        return chosen;
    }

    /** Opens a lesson: its shot, algorithm, overlays and frame; its questions hidden again. */
    public void open(Lesson lesson) {
        revealed.clear();
        chosen.clear();
        current.set(lesson);
        setUp(lesson);
    }

    private void setUp(Lesson lesson) {
        playback.playingProperty().set(false);
        playback.setScenario(lesson.scenario());
        playback.setAlgorithm(lesson.algorithm());
        playback.overlays().clear();
        for (String o : lesson.overlays()) {
            playback.overlays().add(Overlay.parse(o));
        }
        playback.overlays().add(Overlay.VELOCITY);
        playback.jumpTo(lesson.openFrame());
        revealDue();
        setUps.set(setUps.get() + 1);
    }

    /**
     * Counts the times a lesson has set up the court (opened, reset, or reloaded with a new shot): the court view
     * listens to it to zoom as the lesson says, once the shot and frame are in place.
     */
    public javafx.beans.property.ReadOnlyIntegerProperty setUpsProperty() {
        return setUps.getReadOnlyProperty();
    }

    public Optional<Lesson> find(String id) {
        return course.get().lessons().stream().filter(l -> l.id().equals(id)).findFirst();
    }

    public boolean hasNext() {
        return offset(1).isPresent();
    }

    public boolean hasPrevious() {
        return offset(-1).isPresent();
    }

    public void next() {
        offset(1).ifPresent(this::open);
    }

    public void previous() {
        offset(-1).ifPresent(this::open);
    }

    private Optional<Lesson> offset(int by) {
        List<Lesson> all = course.get().lessons();
        Lesson c = current.get();
        int i = c == null ? -1 : indexOf(all, c.id());
        int j = i + by;
        return (c == null || i < 0 || j < 0 || j >= all.size()) ? Optional.empty() : Optional.of(all.get(j));
    }

    private static int indexOf(List<Lesson> all, String id) {
        for (int i = 0; i < all.size(); i++) {
            if (all.get(i).id().equals(id)) {
                return i;
            }
        }
        return -1;
    }

    /**
     * A new course (a folder opened, or a file changed on disk). The lesson open stays open, in its new version,
     * and if only its text changed the student stays on the same frame.
     */
    public void reload(Course fresh) {
        Lesson was = current.get();
        course.set(fresh);
        if (was == null) {
            return;
        }
        Optional<Lesson> now = find(was.id());
        if (now.isEmpty()) {
            current.set(null);
            return;
        }
        int frame = playback.frame();
        boolean sameShot = now.get().scenario().equals(was.scenario());
        current.set(now.get());
        if (!sameShot) {
            setUp(now.get());
        } else {
            playback.jumpTo(frame);
        }
    }

    /** Does what a 'try this' link says. */
    public void apply(List<LessonAction> actions) {
        for (LessonAction a : actions) {
            if (a instanceof LessonAction.Reset) {
                if (current.get() != null) {
                    setUp(current.get());
                }
            } else if (a.changesScenario()) {
                Scenario s = a.applyTo(playback.scenario());
                // each link was checked against the lesson's own shot; after other links or edits it might set one
                // up that no file could hold (a speed over a dt made tiny): then it does nothing
                if (ShotLimits.problem(s).isEmpty()) {
                    playback.setScenario(s);
                }
            } else if (a instanceof LessonAction.SetAlgorithm s) {
                playback.setAlgorithm(s.algorithm());
            } else if (a instanceof LessonAction.GoToFrame g) {
                playback.jumpTo(g.frame());
            } else if (a instanceof LessonAction.ShowOverlay s) {
                playback.setOverlay(Overlay.parse(s.overlay()), true);
            } else if (a instanceof LessonAction.HideOverlay h) {
                playback.setOverlay(Overlay.parse(h.overlay()), false);
            }
        }
    }

    public void choose(Question q, String choice) {
        chosen.put(q.number(), choice);
    }

    public void reveal(Question q) {
        revealed.add(q.number());
    }

    /** A question's answer shows once the student reached the frame that shows it, or pressed reveal. */
    public boolean isRevealed(Question q) {
        return revealed.contains(q.number());
    }

    private void revealDue() {
        Lesson l = current.get();
        if (l == null) {
            return;
        }
        for (Question q : l.questions()) {
            if (q.revealAtFrame() > 0 && playback.frame() >= q.revealAtFrame()) {
                revealed.add(q.number());
            }
        }
    }

    /** The text of a live value at the current frame ("—" where this frame has none). */
    public String value(String name) {
        try {
            return Placeholders.resolve(name, traceForValues(), playback.scenario());
        } catch (RuntimeException e) {
            return Placeholders.NO_VALUE;
        }
    }

    /** The current frame's trace; at frame 0, a still frame of the shot before it moves. */
    private FrameTrace traceForValues() {
        FrameTrace t = playback.currentTrace();
        if (t != null) {
            return t;
        }
        var ball = playback.scenario().ball();
        return new FrameTrace(0, 0, playback.scenario().dt(), playback.algorithm(), ball, ball, ball.centre(),
                ball.centre(), List.of(ball.centre()), List.of());
    }
}
