package bouncelab.ui.lesson;

import bouncelab.core.scenario.Scenario;
import bouncelab.core.trace.FrameTrace;
import bouncelab.core.trace.TraceItem;
import bouncelab.core.trace.TraceKinds;
import bouncelab.lessons.Lesson;
import bouncelab.lessons.LessonWords;
import bouncelab.lessons.Placeholders;
import bouncelab.lessons.Question;
import bouncelab.lessons.QuestionFrame;
import bouncelab.ui.session.PlaybackModel;
import bouncelab.words.Words;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The numbers a lesson's text shows: live values read from the trace of the frame the court shows, and a question's
 * values pinned to the question's own frame, worked out once for the lesson open. Written in the language of the
 * lesson's text ({@link Lesson#textLanguage()}), as the words around them are.
 */
final class LessonValues {
    private final PlaybackModel playback;
    /** The lesson open, or null. */
    private final Supplier<Lesson> open;
    /** Each question's frame, worked out once for the lesson open. */
    private final Map<Integer, Pinned> pinned = new HashMap<>();

    LessonValues(PlaybackModel playback, Supplier<Lesson> lesson) {
        this.playback = playback;
        this.open = lesson;
    }

    /** Another lesson is open, or the same one reloaded: its questions' frames are worked out again. */
    void forget() {
        pinned.clear();
    }

    /**
     * The text of a live value at the current frame ("—" where this frame has none). While the student steps
     * through the passes of a swept frame, the working's values are those of the pass shown, as in the working
     * panel; the ball, A, B and the frame's own numbers stay the whole frame's.
     */
    String value(String name) {
        try {
            FrameTrace t = traceForValues();
            if (playback.pass() > 0 && isAboutWorking(name)) {
                t = onePass(t, playback.pass());
            }
            Lesson lesson = open.get();
            String shown = Placeholders.resolve(name, t, playback.scenario(), words(lesson));
            if (shown.equals(Placeholders.NO_VALUE)
                    && lesson != null
                    && playback.algorithm() != lesson.algorithm()
                    && Placeholders.needsMissingItem(name, t)) {
                // the student switched algorithm (often by the lesson's own link): say why the number is gone
                return LessonWords.of(lesson.textLanguage())
                        .get(
                                "value.notInWorking",
                                Placeholders.NO_VALUE,
                                playback.algorithm().fileName());
            }
            return shown;
        } catch (RuntimeException e) {
            return Placeholders.NO_VALUE;
        }
    }

    /**
     * The text of a value in a question's ask or explanation: worked out at the question's own frame, algorithm
     * and set-up ({@link QuestionFrame}), whatever the student is looking at, so it never drifts or shows "—".
     */
    String questionValue(Question q, String name) {
        try {
            Lesson lesson = open.get();
            Pinned p = pinned.computeIfAbsent(q.number(), n -> {
                QuestionFrame f = QuestionFrame.of(lesson, q);
                return new Pinned(f.trace(), f.scenario());
            });
            return Placeholders.resolve(name, p.trace(), p.scenario(), words(lesson));
        } catch (RuntimeException e) {
            return Placeholders.NO_VALUE;
        }
    }

    private record Pinned(FrameTrace trace, Scenario scenario) {}

    private static Words words(Lesson lesson) {
        return lesson == null ? Words.ENGLISH : Words.of(lesson.textLanguage());
    }

    /**
     * Names about the frame's working (a kind of trace item, as {@link TraceKinds} names them), not the frame, the
     * ball, A, B or an object.
     */
    private static boolean isAboutWorking(String name) {
        String n = name.substring(name.indexOf(':') + 1);
        int end = n.length();
        for (char c : new char[] {'.', '['}) {
            int i = n.indexOf(c);
            if (i >= 0) {
                end = Math.min(end, i);
            }
        }
        return TraceKinds.byName(n.substring(0, end)).isPresent();
    }

    /** The frame's trace with only one pass's working (and what belongs to the whole frame), as the panel shows. */
    private static FrameTrace onePass(FrameTrace t, int pass) {
        List<TraceItem> items = t.items().stream()
                .filter(i -> i.pass() == 0 || i.pass() == pass)
                .toList();
        return new FrameTrace(
                t.frame(), t.t(), t.dt(), t.algorithm(), t.before(), t.after(), t.a(), t.b(), t.path(), items);
    }

    /** The current frame's trace; at frame 0, a still frame of the shot before it moves. */
    private FrameTrace traceForValues() {
        FrameTrace t = playback.currentTrace();
        if (t != null) {
            return t;
        }
        var ball = playback.scenario().ball();
        return new FrameTrace(
                0,
                0,
                playback.scenario().dt(),
                playback.algorithm().fileName(),
                ball,
                ball,
                ball.centre(),
                ball.centre(),
                List.of(ball.centre()),
                List.of());
    }
}
