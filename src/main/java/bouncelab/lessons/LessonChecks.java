package bouncelab.lessons;

import bouncelab.core.algorithm.AlgorithmClasses;
import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.scenario.ShotLimits;
import bouncelab.core.simulation.Run;
import bouncelab.core.simulation.WorkBudget;
import bouncelab.core.trace.FieldValue;
import bouncelab.core.trace.FrameTrace;
import bouncelab.io.refusal.Refusal;
import bouncelab.words.Book;
import bouncelab.words.Words;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * What a lesson promises, held against what Bounce Lab computes: every question's checks are true, every number
 * in a question's ask and explanation has a value at the question's own frame ({@link QuestionFrame}), and no
 * question is about a frame before the one the lesson opens at. A lesson that breaks any of these is refused
 * (the window lists it with these messages, {@code check-lessons} prints them), so a student never reads an answer
 * its numbers contradict. Set-ups past what a scenario file may hold are refused earlier, while reading.
 */
public final class LessonChecks {
    /** The last frame the window works out and a student can step to; a check past it could never be seen. */
    public static final int LAST_FRAME = ShotLimits.MAX_FRAME;

    private final Lesson lesson;
    private final Map<List<Object>, Run> runs = new HashMap<>();
    private final List<LessonError> problems = new ArrayList<>();

    private LessonChecks(Lesson lesson) {
        this.lesson = lesson;
    }

    /** Every problem, in the order of the questions, each naming lesson.md and its line; empty for a sound lesson. */
    public static List<LessonError> problems(Lesson lesson) {
        LessonChecks c = new LessonChecks(lesson);
        if (!WorkBudget.fits(c.jobs())) {
            // counted first: checks on a shot that loads but works for minutes would hang loading (issue 18)
            WorkBudget.Problem p = WorkBudget.problem(WorkBudget.Purpose.CHECK);
            return List.of(new LessonError(
                    lesson.id(),
                    lesson.folder().describe(LessonLoader.SCENARIO_FILE),
                    0,
                    new Refusal(p.key(), p.args())));
        }
        for (Question q : lesson.questions()) {
            c.question(q);
        }
        return List.copyOf(c.problems);
    }

    /** How many checks and question placeholders {@link #problems} evaluates: for a summary line. */
    public static int evaluated(Lesson lesson) {
        return lesson.questions().stream()
                .mapToInt(q -> q.checks().size()
                        + Inlines.placeholders(q.ask()).size()
                        + Inlines.placeholders(q.explain()).size()
                        + (q.asksForNumber() ? 1 : 0))
                .sum();
    }

    /** The runs the checks and the questions' numbers would make, each counted to the last frame. */
    private List<WorkBudget.Job> jobs() {
        List<WorkBudget.Job> jobs = new ArrayList<>();
        jobs.add(new WorkBudget.Job(lesson.scenario(), lesson.algorithm(), 1)); // a question with no check
        for (Question q : lesson.questions()) {
            for (QuestionCheck c : q.checks()) {
                Scenario s = lesson.scenario();
                for (LessonAction a : c.setup()) {
                    s = a.applyTo(s);
                }
                jobs.add(new WorkBudget.Job(s, c.algorithm() != null ? c.algorithm() : lesson.algorithm(), 1));
            }
        }
        return jobs;
    }

    private void question(Question q) {
        Question.Lines lines = q.lines();
        if (q.revealAtFrame() < lesson.openFrame()) {
            problem(lines.revealAtFrame(), say("reveal.beforeOpen", q.number(), q.revealAtFrame(), lesson.openFrame()));
        }
        if (q.revealAtFrame() > LAST_FRAME && q.checks().stream().allMatch(c -> c.frame() <= LAST_FRAME)) {
            problem(lines.revealAtFrame(), say("reveal.pastLast", q.number(), q.revealAtFrame(), LAST_FRAME));
        }
        boolean framesFine = true;
        for (int i = 0; i < q.checks().size(); i++) {
            QuestionCheck c = q.checks().get(i);
            int line = lines.checks().get(i);
            if (c.frame() > LAST_FRAME) {
                problem(line, say("check.pastLast", c.text(), c.frame(), LAST_FRAME));
                framesFine = false;
                continue;
            }
            check(c, line);
        }
        if (framesFine) {
            placeholders(q, q.ask(), lines.ask(), say("field.ask"));
            placeholders(q, q.explain(), lines.explain(), say("field.explanation"));
            if (q.asksForNumber()) {
                answerNumber(q);
            }
        }
    }

    private void check(QuestionCheck c, int line) {
        AlgorithmId algorithm = c.algorithm() != null ? c.algorithm() : lesson.algorithm();
        Scenario s = lesson.scenario();
        for (LessonAction a : c.setup()) {
            s = a.applyTo(s);
        }
        QuestionCheck.Outcome o;
        try {
            o = c.evaluate(trace(s, algorithm, c.frame()), s);
        } catch (RuntimeException e) {
            problem(line, say("check.cannot", c.text(), e.getMessage()));
            return;
        }
        if (!o.holds()) {
            problem(line, say("check.false", c.text(), o.actual(Words.of(lesson.language()))));
        }
    }

    private void placeholders(Question q, List<Inline> runs, int line, String field) {
        List<String> names = Inlines.placeholders(runs);
        if (names.isEmpty()) {
            return;
        }
        QuestionFrame f = QuestionFrame.of(lesson, q);
        FrameTrace t = trace(f.scenario(), f.algorithm(), f.frame());
        for (String name : names) {
            Optional<FieldValue> v;
            try {
                v = Placeholders.value(name, t, f.scenario());
            } catch (RuntimeException e) {
                v = Optional.empty();
            }
            if (v.isEmpty()) {
                problem(
                        line,
                        say(
                                "placeholder.noValue",
                                q.number(),
                                field,
                                "{{" + name + "}}",
                                f.frame(),
                                f.algorithm().fileName(),
                                Placeholders.NO_VALUE));
            }
        }
    }

    /** An answer-number: a number at the question's frame, which a student can type as the screen shows it. */
    private void answerNumber(Question q) {
        QuestionFrame f = QuestionFrame.of(lesson, q);
        Optional<FieldValue> v;
        try {
            v = Placeholders.value(q.numberName(), trace(f.scenario(), f.algorithm(), f.frame()), f.scenario());
        } catch (RuntimeException e) {
            v = Optional.empty();
        }
        if (v.isEmpty()) {
            problem(
                    q.line(),
                    say(
                            "answerNumber.noValue",
                            q.number(),
                            q.numberName(),
                            f.frame(),
                            f.algorithm().fileName()));
        } else if (!(v.get() instanceof FieldValue.Number)
                || !Question.numberMatches(v.get().display(), v.get().display())) {
            problem(
                    q.line(),
                    say(
                            "answerNumber.notNumber",
                            q.number(),
                            q.numberName(),
                            v.get().display(),
                            f.frame(),
                            f.algorithm().fileName()));
        }
    }

    private FrameTrace trace(Scenario s, AlgorithmId algorithm, int frame) {
        return runs.computeIfAbsent(List.of(s, algorithm), k -> new Run(s, AlgorithmClasses.create(algorithm)))
                .trace(frame);
    }

    /**
     * A message in the lesson's language ({@link Book#CHECKS}); numbers put in as written here (a frame 1000 is not
     * "1,000").
     */
    private String say(String key, @Nullable Object... args) {
        Object[] written = new Object[args.length];
        for (int i = 0; i < args.length; i++) {
            written[i] = args[i] instanceof Number n ? n.toString() : args[i];
        }
        return Words.of(lesson.language()).format(Book.CHECKS, key, written);
    }

    private void problem(int line, String message) {
        problems.add(new LessonError(lesson.id(), lesson.folder().describe(lesson.file()), line, message));
    }
}
