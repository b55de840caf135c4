package bouncelab.lessons;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.scenario.Scenario;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/** Reads a question's {@code check:} line into a {@link QuestionCheck}. */
final class CheckParser {
    private static final String TAIL = "\\s+at\\s+frame\\s+(\\d{1,6})(?:\\s+with\\s+(\\S+))?(?:\\s+after\\s+(\\S+))?";
    private static final Pattern EVENT = Pattern.compile("(no\\s+)?event\\s+([a-z-]+)(?:\\s+on\\s+(\\S+))?" + TAIL);
    private static final Pattern CLAIM = Pattern.compile("(\\S+)\\s*(=|!=|<=|>=|<|>)\\s*(.+?)" + TAIL);

    private CheckParser() {}

    static QuestionCheck parse(String text, Scenario scenario) {
        String t = text.strip();
        Matcher e = EVENT.matcher(t);
        if (e.matches()) {
            var type = QuestionCheck.EventClaim.TYPES.get(e.group(2));
            if (type == null) {
                throw new RefusedArgument(
                        "check.event", e.group(2), String.join(", ", QuestionCheck.EventClaim.TYPES.keySet()));
            }
            if (e.group(3) != null && !PlaceholderCheck.objectExists(scenario, e.group(3))) {
                throw new RefusedArgument("check.object", e.group(3));
            }
            return new QuestionCheck.EventClaim(
                    t,
                    e.group(1) == null,
                    type,
                    e.group(3),
                    frame(e.group(4)),
                    algorithm(e.group(5)),
                    setup(e.group(6)));
        }
        Matcher c = CLAIM.matcher(t);
        if (!c.matches()) {
            throw new RefusedArgument("check.form", t);
        }
        Placeholders.why(c.group(1), scenario).ifPresent(p -> {
            throw new RefusedArgument(p);
        });
        String op = c.group(2);
        String expected = c.group(3).strip();
        if (!isNumber(expected) && !(op.equals("=") || op.equals("!="))) {
            throw new RefusedArgument("check.notNumber", op, expected);
        }
        return new QuestionCheck.Claim(
                t, c.group(1), op, expected, frame(c.group(4)), algorithm(c.group(5)), setup(c.group(6)));
    }

    static boolean isNumber(String s) {
        try {
            return Double.isFinite(Double.parseDouble(s));
        } catch (NumberFormatException ex) {
            return false;
        }
    }

    private static int frame(String s) {
        int f = Integer.parseInt(s);
        if (f < 1) {
            throw new RefusedArgument("check.frame");
        }
        return f;
    }

    /** "speed=15&dt=0.02": only actions that change the scenario make sense before a run. */
    private static List<LessonAction> setup(String s) {
        if (s == null) {
            return List.of();
        }
        List<LessonAction> actions = LessonAction.parse(LessonAction.PREFIX + s);
        for (LessonAction a : actions) {
            if (!a.changesScenario()) {
                throw new RefusedArgument("check.after", s);
            }
        }
        return actions;
    }

    private static @Nullable AlgorithmId algorithm(@Nullable String s) {
        return s == null ? null : AlgorithmId.of(s);
    }
}
