package bouncelab.ui.lesson;

import bouncelab.core.scenario.Scenario;
import bouncelab.core.scenario.ShotLimits;
import bouncelab.core.trace.Overlay;
import bouncelab.lessons.Course;
import bouncelab.lessons.Lesson;
import bouncelab.lessons.LessonAction;
import bouncelab.lessons.Question;
import bouncelab.lessons.QuestionFrame;
import bouncelab.student.ReportCard;
import bouncelab.ui.common.UiWords;
import bouncelab.ui.session.PlaybackModel;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Predicate;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableMap;
import javafx.collections.ObservableSet;

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
    /** The numbers the lesson's text shows: at the frame shown, and each question's at its own frame. */
    private final LessonValues values;

    private final ReadOnlyIntegerWrapper setUps = new ReadOnlyIntegerWrapper(this, "setUps", 0);

    private Predicate<String> mayReplaceShot = before -> true;
    /** The report card of the student's test that compiled last (null before): a lesson's coding task reads it. */
    private final ObjectProperty<ReportCard> card = new SimpleObjectProperty<>(this, "card");

    private Consumer<String> openYours = starter -> {};
    private Consumer<Question> openVote = q -> {};
    private Runnable openGlossary = () -> {};

    /**
     * The course of the app's window before its lessons are read (they are read once it is up): no lessons, and
     * none refused. Known by its identity.
     */
    public static final Course NOT_READ = new Course(List.of(), List.of());

    public LessonModel(PlaybackModel playback, Course initial) {
        this.playback = playback;
        this.values = new LessonValues(playback, current::get);
        course.set(initial);
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

    /**
     * Asked before a lesson replaces the shot on screen (opened, or reloaded with a new shot), told what is about to
     * happen ("lesson 8 opens"); false leaves the shot as it is. The window asks about edits not saved.
     */
    public void setMayReplaceShot(Predicate<String> ask) {
        mayReplaceShot = ask;
    }

    /** The report card a lesson's task is checked on; the window binds it to the Your test tab's. */
    public ObjectProperty<ReportCard> cardProperty() {
        return card;
    }

    /** What a question's "Class vote" does: the window opens the class vote on it. */
    public void setOpenVote(Consumer<Question> open) {
        openVote = open;
    }

    public void openVote(Question q) {
        openVote.accept(q);
    }

    /**
     * What {@code action:yours} does: the window shows its Your test tab, given the lesson's starter text (or
     * null).
     */
    public void setOpenYours(Consumer<String> open) {
        openYours = open;
    }

    /** What {@code action:glossary} does: the window shows Help → Glossary of symbols. */
    public void setOpenGlossary(Runnable open) {
        openGlossary = open;
    }

    /**
     * The open lesson's task against the last report card: empty with no task or no card yet, else whether the
     * card does it.
     */
    public Optional<Boolean> taskDone() {
        Lesson l = current.get();
        ReportCard r = card.get();
        if (l == null || l.task() == null || r == null) {
            return Optional.empty();
        }
        return Optional.of(r.error() == null
                && l.task()
                        .holds(
                                r.examplesPassed(),
                                r.examplesTotal(),
                                r.agreement().share()));
    }

    /**
     * Opens a lesson: its shot, algorithm, overlays and frame; its questions hidden again. False if the shot on
     * screen was kept (the user chose to stay with edits not saved).
     */
    public boolean open(Lesson lesson) {
        if (!mayReplaceShot.test(UiWords.messages("unsaved.lessonOpens", String.valueOf(lesson.order())))) {
            return false;
        }
        revealed.clear();
        chosen.clear();
        values.forget();
        current.set(lesson);
        setUp(lesson, lesson.openFrame());
        return true;
    }

    /**
     * No lesson open: the shot on screen is no longer the lesson's (a game, a file), so no lesson reads its numbers
     * from it.
     */
    public void close() {
        revealed.clear();
        chosen.clear();
        current.set(null);
    }

    private void setUp(Lesson lesson, int frame) {
        playback.playingProperty().set(false);
        playback.setScenario(lesson.scenario());
        playback.setAlgorithm(lesson.algorithm());
        playback.overlays().clear();
        for (String o : lesson.overlays()) {
            playback.overlays().add(Overlay.parse(o));
        }
        playback.overlays().add(Overlay.VELOCITY);
        playback.jumpTo(frame);
        setUps.set(setUps.get() + 1);
    }

    /**
     * Counts the times a lesson has set up the court (opened, reset, or reloaded with a new shot): the court view
     * listens to it to zoom as the lesson says, once the shot and frame are in place.
     */
    public ReadOnlyIntegerProperty setUpsProperty() {
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
     * A new course (a folder opened, or a file changed on disk). The lesson open stays open, in its new version, the
     * student on the same frame, with the answers chosen and revealed of the questions it still has. A new shot in
     * it is set up (asking first about edits not saved; kept as it is if the user stays with them).
     */
    public void reload(Course fresh) {
        Lesson was = current.get();
        course.set(fresh);
        if (was == null) {
            return;
        }
        Optional<Lesson> now = find(was.id());
        if (now.isEmpty()) {
            close();
            return;
        }
        Lesson lesson = now.get();
        int frame = playback.frame();
        boolean sameShot = lesson.scenario().equals(was.scenario());
        values.forget();
        keepAnswersStillAsked(lesson);
        current.set(lesson);
        if (!sameShot
                && mayReplaceShot.test(UiWords.messages("unsaved.lessonReloads", String.valueOf(lesson.order())))) {
            setUp(lesson, frame);
        } else {
            playback.jumpTo(frame);
        }
    }

    /** Forgets what was chosen or revealed for a question the lesson no longer has, or whose choice is gone. */
    private void keepAnswersStillAsked(Lesson lesson) {
        Map<Integer, Question> asked = new HashMap<>();
        lesson.questions().forEach(q -> asked.put(q.number(), q));
        revealed.retainAll(asked.keySet());
        chosen.entrySet()
                .removeIf(e -> !asked.containsKey(e.getKey())
                        || !asked.get(e.getKey()).asksForNumber()
                                && !asked.get(e.getKey()).choices().contains(e.getValue()));
    }

    /** Does what a 'try this' link says. */
    public void apply(List<LessonAction> actions) {
        for (LessonAction a : actions) {
            if (a instanceof LessonAction.Reset) {
                if (current.get() != null) {
                    setUp(current.get(), current.get().openFrame());
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
            } else if (a instanceof LessonAction.OpenYours y) {
                openYours.accept(y.starter());
            } else if (a instanceof LessonAction.OpenGlossary) {
                openGlossary.run();
            }
        }
    }

    /** The student's prediction: choosing one shows that question's answer, and no other's. */
    public void choose(Question q, String choice) { // for an answer-number question, the number typed
        chosen.put(q.number(), choice);
        revealed.add(q.number());
    }

    /** "Show answer": that question's answer and explanation, without a prediction. */
    public void reveal(Question q) {
        revealed.add(q.number());
    }

    /**
     * A question's answer shows once the student chose an answer or pressed "Show answer"; stepping onto or past
     * its frame shows nothing.
     */
    public boolean isRevealed(Question q) {
        return revealed.contains(q.number());
    }

    /** True when the court is on the frame a question points at (its reveal-at-frame). */
    public boolean isAtFrameOf(Question q) {
        return playback.frame() == q.revealAtFrame();
    }

    /**
     * True when the court runs the shot and algorithm the question is about (its 'try this' set-up): on its frame
     * the court then shows what the question asks, not the same frame of another shot.
     */
    public boolean isSetUpFor(Question q) {
        Lesson lesson = current.get();
        if (lesson == null) {
            return false;
        }
        QuestionFrame f = QuestionFrame.of(lesson, q);
        return f.scenario().equals(playback.scenario()) && f.algorithm() == playback.algorithm();
    }

    /**
     * The text of a live value at the current frame ("—" where this frame has none); the working's values are those
     * of the pass shown. See {@link LessonValues#value}.
     */
    public String value(String name) {
        return values.value(name);
    }

    /** The text of a value in a question's ask or explanation, at the question's own frame: see {@link LessonValues}. */
    public String questionValue(Question q, String name) {
        return values.questionValue(q, name);
    }

    /**
     * Whether the student's prediction is right: the choice, or for an answer-number question the typed number
     * against the value at the question's frame, to the precision it is shown with.
     */
    public boolean isCorrect(Question q, String given) {
        return q.asksForNumber() ? Question.numberMatches(given, questionValue(q, q.numberName())) : q.isCorrect(given);
    }

    /** The answer as the question shows it once revealed: the choice, or the number at the question's frame. */
    public String answerText(Question q) {
        return q.asksForNumber() ? questionValue(q, q.numberName()) : q.answer();
    }
}
