package bouncelab.lessons;

import bouncelab.core.scenario.ShotLimits;
import bouncelab.io.refusal.Refusal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.commonmark.node.Node;
import org.commonmark.node.Paragraph;
import org.jspecify.annotations.Nullable;

/**
 * Reads a fenced {@code question} block:
 *
 * <pre>
 * ```question
 * ask: Will the Pythagoras test see this hit?
 * choices: yes | no
 * answer: yes
 * reveal-at-frame: 1
 * explain: circleDistanceY is {{pythagoras.circleDistanceY}}, within half the paddle's height, so test (4)
 *   says yes.
 * check: pythagoras.hit = true at frame 1
 * ```
 * </pre>
 *
 * Or, for a number the student works out, {@code answer-number: pythagoras.cornerDistance} in place of choices and
 * answer: the answer is that value at the question's frame, checked to the precision the screen shows it with.
 *
 * One {@code key: value} a line; an indented line continues the one before. ask, choices and answer are required
 * (or ask and answer-number);
 * reveal-at-frame defaults to the last frame a check looks at; check may be given several times.
 */
final class QuestionReader {
    private static final List<String> KEYS =
            List.of("ask", "choices", "answer", "answer-number", "reveal-at-frame", "explain", "check");

    private record Field(String value, int line) {}

    private QuestionReader() {}

    static Question read(String literal, int fenceLine, int number, ReadContext ctx) {
        Map<String, Field> single = new LinkedHashMap<>();
        List<Field> checks = new ArrayList<>();
        @Nullable String lastKey = null;
        String[] lines = literal.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String raw = lines[i];
            int line = fenceLine + 1 + i;
            if (raw.isBlank()) {
                continue;
            }
            if (Character.isWhitespace(raw.charAt(0)) && lastKey != null) {
                if (lastKey.equals("check")) {
                    Field f = checks.remove(checks.size() - 1);
                    checks.add(new Field(f.value() + " " + raw.strip(), f.line()));
                } else {
                    Field f = Objects.requireNonNull(single.get(lastKey), lastKey); // the line before put it
                    single.put(lastKey, new Field(f.value() + " " + raw.strip(), f.line()));
                }
                continue;
            }
            int colon = raw.indexOf(':');
            String key = colon > 0 ? raw.substring(0, colon).strip() : "";
            if (!KEYS.contains(key)) {
                throw new LessonFormatException(
                        line, Refusal.of("question.line", String.join(":, ", KEYS), raw.strip()));
            }
            Field f = new Field(raw.substring(colon + 1).strip(), line);
            if (key.equals("check")) {
                if (checks.size() == ShotLimits.MAX_CHECKS) {
                    throw new LessonFormatException(
                            line, Refusal.of("question.tooManyChecks", String.valueOf(ShotLimits.MAX_CHECKS)));
                }
                checks.add(f);
            } else if (single.containsKey(key)) {
                throw new LessonFormatException(line, Refusal.of("question.twice", key));
            } else {
                single.put(key, f);
            }
            lastKey = key;
        }
        return build(single, checks, fenceLine, number, ctx);
    }

    private static Question build(
            Map<String, Field> single, List<Field> checkLines, int fenceLine, int number, ReadContext ctx) {
        Field ask = required(single, "ask", fenceLine);
        Field numberField = single.get("answer-number");
        if (numberField != null) {
            return numberQuestion(single, checkLines, fenceLine, number, ask, ctx, numberOf(numberField, ctx));
        }
        Field choicesField = required(single, "choices", fenceLine);
        List<String> choices = new ArrayList<>();
        for (String c : choicesField.value().split("\\|")) {
            String s = c.strip();
            if (s.isEmpty() || choices.contains(s)) {
                throw new LessonFormatException(choicesField.line(), Refusal.of("question.choices"));
            }
            choices.add(s);
        }
        if (choices.size() < 2) {
            throw new LessonFormatException(choicesField.line(), Refusal.of("question.twoChoices"));
        }
        Field answerField = required(single, "answer", fenceLine);
        String answer = choices.stream()
                .filter(c -> c.equalsIgnoreCase(answerField.value()))
                .findFirst()
                .orElseThrow(() -> new LessonFormatException(
                        answerField.line(),
                        Refusal.of("question.answer", answerField.value(), String.join(" | ", choices))));
        return question(single, checkLines, fenceLine, number, ask, choices, answer, null, ctx);
    }

    /**
     * {@code answer-number: NAME}: the student types a number, and the answer is NAME's value at the question's
     * frame, to the precision the screen shows it with. No choices, no answer:.
     */
    private static Question numberQuestion(
            Map<String, Field> single,
            List<Field> checkLines,
            int fenceLine,
            int number,
            Field ask,
            ReadContext ctx,
            String name) {
        for (String other : List.of("choices", "answer")) {
            if (single.containsKey(other)) {
                throw new LessonFormatException(single.get(other).line(), Refusal.of("question.numberHasNo", other));
            }
        }
        return question(single, checkLines, fenceLine, number, ask, List.of(), name, name, ctx);
    }

    /** The placeholder an answer-number: names, checked to exist like one in the text. */
    private static String numberOf(Field f, ReadContext ctx) {
        String name = f.value().strip();
        if (name.startsWith("{{") && name.endsWith("}}")) {
            name = name.substring(2, name.length() - 2).strip();
        }
        if (name.isEmpty() || name.contains(":")) {
            throw new LessonFormatException(f.line(), Refusal.of("question.numberName", f.value()));
        }
        String n = name;
        Placeholders.why(n, ctx.scenario()).ifPresent(p -> {
            throw new LessonFormatException(f.line(), Refusal.of("question.numberProblem", p));
        });
        return name;
    }

    private static Question question(
            Map<String, Field> single,
            List<Field> checkLines,
            int fenceLine,
            int number,
            Field ask,
            List<String> choices,
            String answer,
            @Nullable String answerNumber,
            ReadContext ctx) {
        List<QuestionCheck> checks = new ArrayList<>();
        for (Field f : checkLines) {
            try {
                checks.add(LessonLimits.checked(QuestionCheck.parse(f.value(), ctx.scenario()), ctx.scenario()));
            } catch (IllegalArgumentException e) {
                throw new LessonFormatException(f.line(), Refusal.of("question.check", RefusedArgument.why(e)));
            }
        }
        int reveal = revealFrame(single.get("reveal-at-frame"), checks, fenceLine);
        Field explain = single.get("explain");
        Field revealField = single.get("reveal-at-frame");
        Question.Lines lines = new Question.Lines(
                ask.line(),
                revealField == null ? fenceLine : revealField.line(),
                explain == null ? fenceLine : explain.line(),
                checkLines.stream().map(Field::line).toList());
        return new Question(
                number,
                inline(ask, ctx),
                choices,
                answer,
                reveal,
                explain == null ? List.of() : inline(explain, ctx),
                checks,
                fenceLine,
                lines,
                answerNumber);
    }

    private static Field required(Map<String, Field> single, String key, int fenceLine) {
        Field f = single.get(key);
        if (f == null || f.value().isEmpty()) {
            throw new LessonFormatException(f == null ? fenceLine : f.line(), Refusal.of("question.needs", key));
        }
        return f;
    }

    private static int revealFrame(@Nullable Field f, List<QuestionCheck> checks, int fenceLine) {
        if (f == null) {
            return checks.stream()
                    .mapToInt(QuestionCheck::frame)
                    .max()
                    .orElseThrow(() -> new LessonFormatException(fenceLine, Refusal.of("question.needsReveal")));
        }
        try {
            int n = Integer.parseInt(f.value());
            if (n >= 1 && n <= ShotLimits.MAX_FRAME) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new LessonFormatException(
                f.line(), Refusal.of("question.reveal", String.valueOf(ShotLimits.MAX_FRAME), f.value()));
    }

    /** A field's text as inline runs, so it may hold placeholders, emphasis and code like the lesson's text. */
    private static List<Inline> inline(Field f, ReadContext ctx) {
        Node doc = MarkdownReader.parser().parse(f.value());
        List<Inline> runs = new ArrayList<>();
        for (Node n = doc.getFirstChild(); n != null; n = n.getNext()) {
            if (!(n instanceof Paragraph)) {
                throw new LessonFormatException(f.line(), Refusal.of("question.paragraph"));
            }
            runs.addAll(InlineReader.readOnLine(n, ctx, f.line()));
        }
        return runs;
    }
}
