package bouncelab.lessons;

import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Side;
import bouncelab.core.scenario.Brick;
import bouncelab.core.scenario.Paddle;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.trace.Check;
import bouncelab.core.trace.FieldValue;
import bouncelab.core.trace.FrameTrace;
import bouncelab.core.trace.Num;
import bouncelab.core.trace.Phrase;
import bouncelab.core.trace.Quantity;
import bouncelab.core.trace.TraceEvent;
import bouncelab.core.trace.TraceItem;
import bouncelab.core.trace.TraceKind;
import bouncelab.core.trace.TraceKinds;
import bouncelab.io.refusal.Refusal;
import bouncelab.words.Words;
import bouncelab.words.WorkingWords;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;

import static bouncelab.core.trace.FieldValue.of;

/**
 * Live values for lesson text: {@code {{name}}} resolved against the current frame's trace and the scenario.
 * A name that exists but has no value at this frame (no Pythagoras test ran, no bounce happened) shows
 * {@value #NO_VALUE}; a name that does not exist at all is an error, reported when the lesson loads.
 *
 * <p>The namespace: {@code frame t dt algorithm passes events}; {@code ball.} x y vx vy speed perFrame radius
 * diameter accel (the ball at the end of the frame, where it is drawn); {@code a.x a.y} (A, the start) and
 * {@code b.x b.y} (B, where it would end unhindered); {@code paddle.ID.} and {@code brick.ID.} x y width height
 * left right top bottom centreX centreY; and one namespace per kind of trace item, named and with the fields its
 * record declares ({@link TraceKinds}), each also with {@code count} (see {@link #knownNames()}).
 *
 * <p>A value is shown in the language of the text it stands in ({@link #resolve(String, FrameTrace, Scenario, Words)}):
 * numbers with its decimal mark, true and false as the working says a check's outcome, a side or corner and the
 * working's lines ({@code working:}, {@code check:}, {@code summary:}, a bounce's rule) in its words. A check compares
 * the value as the core gives it ({@link FieldValue#display()}), the same in every language.
 */
public final class Placeholders {
    public static final String NO_VALUE = "—";

    static final List<String> TOP_LEVEL = List.of("frame", "t", "dt", "algorithm", "passes", "events");
    static final List<String> BALL = List.of("x", "y", "vx", "vy", "speed", "perFrame", "radius", "diameter", "accel");
    static final List<String> POINT = List.of("x", "y");
    static final List<String> RECT =
            List.of("x", "y", "width", "height", "left", "right", "top", "bottom", "centreX", "centreY");
    static final List<String> PADDLE =
            List.of("x", "y", "width", "height", "left", "right", "top", "bottom", "centreX", "centreY", "vx", "vy");

    private Placeholders() {}

    /**
     * The text to show for {@code name} at this frame in English, or {@value #NO_VALUE}.
     *
     * @throws IllegalArgumentException for a name that does not exist
     */
    public static String resolve(String name, FrameTrace trace, Scenario scenario) {
        return resolve(name, trace, scenario, Words.ENGLISH);
    }

    /**
     * The text to show for {@code name} at this frame in a text in {@code words}' language, or {@value #NO_VALUE}.
     *
     * @throws IllegalArgumentException for a name that does not exist
     */
    public static String resolve(String name, FrameTrace trace, Scenario scenario, Words words) {
        return value(name, trace, scenario, words).map(v -> shown(v, words)).orElse(NO_VALUE);
    }

    /**
     * The value of {@code name} at this frame; empty when it has none here. {@code working:}, {@code check:} and
     * {@code summary:} names, {@code events} and what is said in words (a bounce's rule) give text, in English.
     *
     * @throws IllegalArgumentException for a name that does not exist
     */
    public static Optional<FieldValue> value(String name, FrameTrace trace, Scenario scenario) {
        return value(name, trace, scenario, Words.ENGLISH);
    }

    /**
     * The value as {@link #value(String, FrameTrace, Scenario)} gives it, its text said in {@code words}' language.
     *
     * @throws IllegalArgumentException for a name that does not exist
     */
    public static Optional<FieldValue> value(String name, FrameTrace trace, Scenario scenario, Words words) {
        WorkingWords said = WorkingWords.of(words);
        problem(name, scenario).ifPresent(p -> {
            throw new IllegalArgumentException(p);
        });
        PlaceholderName n = PlaceholderName.parse(name);
        return Optional.ofNullable(
                        switch (n.namespace()) {
                            case "frame" -> of(trace.frame());
                            case "t" -> of(trace.t());
                            case "dt" -> FieldValue.step(trace.dt()); // written 1/60, as the frame's header writes it
                            case "algorithm" -> of(trace.algorithm());
                            case "passes" -> of(trace.passes());
                            case "events" -> of(events(trace, said));
                            case "ball" -> ball(n.givenField(), trace);
                            case "a" ->
                                of(
                                        n.givenField().equals("x")
                                                ? trace.a().x()
                                                : trace.a().y());
                            case "b" ->
                                of(
                                        n.givenField().equals("x")
                                                ? trace.b().x()
                                                : trace.b().y());
                            case "paddle" -> paddle(scenario, n.givenId(), n.givenField());
                            case "brick" ->
                                rect(existingBrick(scenario, n.givenId()).rect(), n.givenField());
                            default -> item(TraceKinds.byName(n.namespace()).orElseThrow(), n, trace, said);
                        })
                .map(v -> v instanceof FieldValue.Said s ? of(said.say(s.phrase())) : v);
    }

    /**
     * A value as a text in {@code words}' language shows it: a number with its decimal mark (the time step as a
     * fraction when it is one, as the frame's header writes it), true or false as the working says a check's outcome,
     * a side, a corner or a way in its words.
     */
    public static String shown(FieldValue value, Words words) {
        WorkingWords said = WorkingWords.of(words);
        if (value instanceof FieldValue.Number n) {
            return n.step() ? said.written(Num.exactly(n.value())) : words.number(n.value());
        }
        if (value instanceof FieldValue.Bool b) {
            return said.outcome(b.value());
        }
        if (value instanceof FieldValue.Word w) {
            return said.say(w.said());
        }
        if (value instanceof FieldValue.Said s) {
            return said.say(s.phrase());
        }
        return value.display();
    }

    /**
     * What is wrong with {@code name}, or empty if it is a name that exists. Paddle, brick and selector ids are
     * checked against {@code scenario}.
     */
    public static Optional<String> problem(String name, Scenario scenario) {
        return why(name, scenario).map(Refusal::english);
    }

    /** The same problem, to be said in a language. */
    static Optional<Refusal> why(String name, Scenario scenario) {
        PlaceholderName n;
        try {
            n = PlaceholderName.parse(name);
        } catch (IllegalArgumentException e) {
            return Optional.of(RefusedArgument.why(e));
        }
        return Optional.ofNullable(PlaceholderCheck.problem(n, scenario));
    }

    /**
     * True when {@code name} asks about a kind of trace item (or a selected one) that this frame does not have, so
     * its {@value #NO_VALUE} is expected rather than a slip in the lesson.
     */
    public static boolean needsMissingItem(String name, FrameTrace trace) {
        PlaceholderName n = PlaceholderName.parse(name);
        return TraceKinds.byName(n.namespace())
                .map(k -> !"count".equals(n.field()) && select(k, n.selector(), trace) == null)
                .orElse(false);
    }

    /** Every name pattern, for a help page or an editor's completion list; ID stands for an object's id. */
    public static List<String> knownNames() {
        List<String> out = new ArrayList<>(TOP_LEVEL);
        BALL.forEach(f -> out.add("ball." + f));
        POINT.forEach(f -> out.add("a." + f));
        POINT.forEach(f -> out.add("b." + f));
        PADDLE.forEach(f -> out.add("paddle.ID." + f));
        RECT.forEach(f -> out.add("brick.ID." + f));
        for (TraceKind<?> k : TraceKinds.ALL) {
            fieldNames(k).forEach(f -> out.add(k.name() + "." + f));
            k.quantityFields().forEach(f -> out.add("working:" + k.name() + "." + f));
            for (int i = 1; i <= k.maxChecks(); i++) {
                out.add("check:" + k.name() + "." + i);
            }
            out.add("summary:" + k.name());
        }
        return List.copyOf(out);
    }

    /** Every field name a lesson may use with a kind: the fields its record declares, and {@code count}. */
    static Set<String> fieldNames(TraceKind<?> kind) {
        Set<String> all = new TreeSet<>(kind.fieldNames());
        all.add("count");
        return all;
    }

    private static String events(FrameTrace trace, WorkingWords said) {
        List<TraceEvent> events = trace.events();
        return events.isEmpty()
                ? said.say(Phrase.of("events.none"))
                : events.stream().map(e -> said.say(e.summary())).collect(Collectors.joining("; "));
    }

    private static FieldValue ball(String field, FrameTrace trace) {
        var b = trace.after();
        return of(
                switch (field) {
                    case "x" -> b.x();
                    case "y" -> b.y();
                    case "vx" -> b.vx();
                    case "vy" -> b.vy();
                    case "speed" -> b.speed();
                    case "perFrame" -> b.speed() * trace.dt();
                    case "radius" -> b.radius();
                    case "diameter" -> b.diameter();
                    default -> b.accel();
                });
    }

    private static FieldValue paddle(Scenario s, String id, String field) {
        Paddle p =
                s.paddles().stream().filter(q -> q.id().equals(id)).findFirst().orElseThrow();
        return switch (field) {
            case "vx" -> of(p.vx());
            case "vy" -> of(p.vy());
            default -> rect(p.rect(), field);
        };
    }

    /** A brick {@link #problem} has found in the scenario. */
    private static Brick existingBrick(Scenario s, String id) {
        return Objects.requireNonNull(brick(s, id), () -> "no brick '" + id + "'");
    }

    static @Nullable Brick brick(Scenario s, String id) {
        return s.allBricks().stream().filter(b -> b.id().equals(id)).findFirst().orElse(null);
    }

    private static FieldValue rect(Rect r, String field) {
        return of(
                switch (field) {
                    case "x", "left" -> r.x();
                    case "y", "top" -> r.y();
                    case "width" -> r.width();
                    case "height" -> r.height();
                    case "right" -> r.right();
                    case "bottom" -> r.bottom();
                    case "centreX" -> r.centre().x();
                    default -> r.centre().y();
                });
    }

    private static @Nullable FieldValue item(
            TraceKind<?> kind, PlaceholderName n, FrameTrace trace, WorkingWords said) {
        if (n.form() == PlaceholderName.Form.VALUE && "count".equals(n.field())) {
            return of(matching(
                            kind,
                            new PlaceholderName.Selector(
                                    0, n.selector().objectId(), n.selector().side()),
                            trace)
                    .size());
        }
        TraceItem item = select(kind, n.selector(), trace);
        if (item == null) {
            return null;
        }
        return switch (n.form()) {
            case VALUE -> kind.value(item, n.givenField());
            case WORKING -> {
                Quantity q = kind.quantity(item, n.givenField());
                yield q == null ? null : of(said.quantityWithFormula(q)); // letters, then numbers
            }
            case CHECK -> {
                int i = Integer.parseInt(n.givenField());
                List<Check> checks = item.checks();
                yield i <= checks.size() ? of(said.check(checks.get(i - 1))) : null;
            }
            case SUMMARY -> of(said.say(item.summary()));
        };
    }

    /** The item a name means: the n-th, or among those about the object, a hit first, then not a wall. */
    static @Nullable TraceItem select(TraceKind<?> kind, PlaceholderName.Selector sel, FrameTrace trace) {
        List<TraceItem> items = matching(kind, sel, trace);
        if (sel.index() > 0) {
            return sel.index() <= items.size() ? items.get(sel.index() - 1) : null;
        }
        return items.stream()
                .filter(kind::isDecisive)
                .findFirst()
                .or(() -> items.stream()
                        .filter(i -> i.objectId() == null || !isWall(i.objectId()))
                        .findFirst())
                .or(() -> items.stream().findFirst())
                .orElse(null);
    }

    private static List<TraceItem> matching(TraceKind<?> kind, PlaceholderName.Selector sel, FrameTrace trace) {
        Side side = sel.side();
        return trace.items().stream()
                .filter(kind.type()::isInstance)
                .filter(i -> sel.objectId() == null || sel.objectId().equals(i.objectId()))
                .filter(i -> side == null || hasSide(kind, i, side))
                .toList();
    }

    private static boolean hasSide(TraceKind<?> kind, TraceItem i, Side side) {
        FieldValue value = kind.value(i, "side");
        return value != null && value.display().equals(side.label());
    }

    private static boolean isWall(String id) {
        return id.startsWith("wall-"); // Court.wallId's prefix
    }
}
