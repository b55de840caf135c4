package bouncelab.lessons;

import bouncelab.core.algorithm.AlgorithmClasses;
import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.simulation.Run;
import bouncelab.core.trace.Bounce;
import bouncelab.core.trace.BounceLimit;
import bouncelab.core.trace.FieldValue;
import bouncelab.core.trace.FrameTrace;
import bouncelab.core.trace.Out;
import bouncelab.core.trace.TraceEvent;
import bouncelab.core.trace.Tunnelled;
import bouncelab.words.Book;
import bouncelab.words.Words;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * How a question's answer follows from the core: a claim about one frame that must hold. Two shapes:
 *
 * <pre>
 * check: pythagoras.hit = true at frame 3
 * check: pythagoras.circleDistanceX &lt;= 85 at frame 1 with simple
 * check: event tunnelled at frame 4
 * check: no event bounce on right at frame 4 with pythagoras
 * check: overlap.xDirection = 1 at frame 4 after speed=15
 * </pre>
 *
 * The left side of a claim is any placeholder name; operators are = != &lt; &lt;= &gt; &gt;=. Without
 * {@code with ALGORITHM} the lesson's own algorithm runs. {@code after} takes the scenario-changing part of a
 * 'try this' action (speed=N, dt=S, joined with &amp;), so a question can ask about what a button sets up.
 */
public sealed interface QuestionCheck {

    /** The line as written after {@code check:}. */
    String text();

    int frame();

    /** The algorithm named with {@code with}, or null for the lesson's. */
    @Nullable
    AlgorithmId algorithm();

    /** The actions named with {@code after}, applied to the scenario first. */
    List<LessonAction> setup();

    /**
     * Whether the claim holds, and the frame it was judged on: what the core actually gave is said from it
     * ({@link #actual(Words)}) in the language of whoever reports it.
     */
    record Outcome(QuestionCheck check, boolean holds, FrameTrace trace, Scenario scenario) {

        /**
         * What the frame held, in {@code words}' language ({@link Book#CHECKS}): "it is 61.5" for a value ("vale
         * 61,5"), the frame's events for an event. A frame number is put in as written here (1000, not "1,000").
         */
        public String actual(Words words) {
            String frame = Integer.toString(check.frame());
            if (check instanceof Claim claim) {
                return Placeholders.value(claim.placeholder(), trace, scenario, words)
                        .map(v -> words.format(Book.CHECKS, "check.itIs", Placeholders.shown(v, words)))
                        .orElseGet(() -> words.format(Book.CHECKS, "check.noValue", claim.placeholder(), frame));
            }
            return words.format(
                    Book.CHECKS, "check.events", frame, Placeholders.resolve("events", trace, scenario, words));
        }

        /** The check and what the frame held, in English: a failing test's message, not the trace's every item. */
        @Override
        public String toString() {
            return check.text() + ": " + actual(Words.ENGLISH);
        }
    }

    Outcome evaluate(FrameTrace trace, Scenario scenario);

    /** Runs the scenario to the check's frame with its algorithm (or {@code lessonAlgorithm}) and evaluates. */
    default Outcome evaluate(Scenario scenario, AlgorithmId lessonAlgorithm) {
        AlgorithmId algorithm = algorithm() != null ? algorithm() : lessonAlgorithm;
        Scenario s = scenario;
        for (LessonAction a : setup()) {
            s = a.applyTo(s);
        }
        return evaluate(new Run(s, AlgorithmClasses.create(algorithm)).trace(frame()), s);
    }

    record Claim(
            String text,
            String placeholder,
            String op,
            String expected,
            int frame,
            @Nullable AlgorithmId algorithm,
            List<LessonAction> setup)
            implements QuestionCheck {

        @Override
        public Outcome evaluate(FrameTrace trace, Scenario scenario) {
            Optional<FieldValue> v = Placeholders.value(placeholder, trace, scenario);
            if (v.isEmpty()) {
                return new Outcome(this, false, trace, scenario);
            }
            boolean holds;
            if (v.get() instanceof FieldValue.Number n) {
                holds = CheckParser.isNumber(expected) && compare(n.value(), Double.parseDouble(expected));
            } else {
                holds = op.equals("=") == v.get().display().equals(expected);
            }
            return new Outcome(this, holds, trace, scenario);
        }

        private boolean compare(double actual, double want) {
            boolean equal = Math.abs(actual - want) < 5e-4; // what the lesson shows, to three decimals
            return switch (op) {
                case "=" -> equal;
                case "!=" -> !equal;
                case "<" -> actual < want && !equal;
                case "<=" -> actual < want || equal;
                case ">" -> actual > want && !equal;
                default -> actual > want || equal;
            };
        }
    }

    record EventClaim(
            String text,
            boolean present,
            Class<? extends TraceEvent> type,
            @Nullable String objectId,
            int frame,
            @Nullable AlgorithmId algorithm,
            List<LessonAction> setup)
            implements QuestionCheck {

        /** The events a check may name, by the names the trace command's JSON gives them. */
        public static final Map<String, Class<? extends TraceEvent>> TYPES = types();

        private static Map<String, Class<? extends TraceEvent>> types() {
            Map<String, Class<? extends TraceEvent>> m = new LinkedHashMap<>();
            m.put("bounce", Bounce.class);
            m.put("tunnelled", Tunnelled.class);
            m.put("out", Out.class);
            m.put("bounce-limit", BounceLimit.class);
            return Collections.unmodifiableMap(m);
        }

        @Override
        public Outcome evaluate(FrameTrace trace, Scenario scenario) {
            List<? extends TraceEvent> found = trace.items(type).stream()
                    .filter(e -> objectId == null || objectId.equals(e.objectId()))
                    .toList();
            return new Outcome(this, present == !found.isEmpty(), trace, scenario);
        }
    }

    /**
     * Parses the text after {@code check:} and checks its names against the scenario.
     *
     * @throws IllegalArgumentException saying what is wrong
     */
    static QuestionCheck parse(String text, Scenario scenario) {
        return CheckParser.parse(text, scenario);
    }
}
