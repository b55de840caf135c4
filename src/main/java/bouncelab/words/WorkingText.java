package bouncelab.words;

import bouncelab.core.scenario.Ball;
import bouncelab.core.trace.Check;
import bouncelab.core.trace.FrameTrace;
import bouncelab.core.trace.Num;
import bouncelab.core.trace.Phrase;
import bouncelab.core.trace.Quantity;
import bouncelab.core.trace.TraceEvent;
import bouncelab.core.trace.TraceItem;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * A frame's working as lines of text in one language: what the Step view shows, {@code trace --working} prints,
 * the frame log keeps and a worksheet gives to work out. Items are written in the order the algorithm made them;
 * each with its quantities and checks, indented. The first time a formula appears in the frame it is written in
 * letters before the numbers. Every word comes from the {@link Book#WORKING} bundle ({@link WorkingWords}).
 */
public final class WorkingText {
    /** Before each item's line; the lines under it are indented by {@link #INDENT}. */
    private static final String BULLET = "• ";

    private static final String INDENT = "    ";

    private WorkingText() {}

    /** All of the frame's working in English; {@code pass} above 0 keeps only that pass of a swept frame. */
    public static List<String> lines(FrameTrace t, int pass) {
        return lines(Words.ENGLISH, t, pass);
    }

    /**
     * All of the frame's working in {@code words}' language; {@code pass} above 0 keeps only that pass of a swept
     * frame.
     */
    public static List<String> lines(Words words, FrameTrace t, int pass) {
        return head(words, t, pass, Integer.MAX_VALUE).lines();
    }

    /**
     * The first lines of a frame's working, and how many it has in all.
     *
     * @param lines the first {@code most} of the lines {@link #lines(Words, FrameTrace, int)} gives, or all
     * @param total how many lines that gives
     */
    public record Head(List<String> lines, int total) {}

    /**
     * The first {@code most} lines of {@link #lines(Words, FrameTrace, int)}, the rest counted but not said: a
     * frame of the heaviest shot has about 4,000 (every brick's test), and saying them all, each number written and
     * each sum redone, for a view that shows 400 is most of what a frame costs while the shot plays.
     */
    public static Head head(Words words, FrameTrace t, int pass, int most) {
        WorkingWords w = WorkingWords.of(words);
        Lines out = new Lines(most);
        out.add(() -> w.say(Phrase.of(
                "header",
                "frame",
                t.frame(),
                "t",
                t.t(),
                "end",
                t.t() + t.dt(),
                "dt",
                Phrase.written(Num.exactly(t.dt())),
                "algorithm",
                t.algorithm())));
        out.add(() -> w.say(Phrase.of(
                "ends",
                "a",
                Phrase.point(t.a().x(), t.a().y()),
                "b",
                Phrase.point(t.b().x(), t.b().y()),
                "radius",
                t.before().radius())));
        out.add(() -> w.say(Phrase.of("velocities", "before", velocity(t.before()), "after", velocity(t.after()))));
        if (pass > 0) {
            out.add(() -> w.say(Phrase.of("showingPass", "pass", pass, "passes", t.passes())));
        }
        Set<String> shown = new HashSet<>(); // formulas already written in letters in this frame
        for (TraceItem item : t.items()) {
            int p = item.pass();
            if (pass > 0 && p != 0 && p != pass) {
                continue;
            }
            out.add(() -> "");
            item(w, item, shown, out::add);
        }
        if (t.items().stream().noneMatch(i -> i instanceof TraceEvent)) {
            out.add(() -> "");
            out.add(() -> w.say(Phrase.of("noCollision")));
        }
        return new Head(List.copyOf(out.said), out.total);
    }

    /**
     * One item of a frame's working: its kind ({@link TraceItem#kind()}), its lines stripped of their indent, and
     * for each line the name a lesson gives it: "" for the summary, {@code working:FIELD} for a quantity, {@code
     * check:N} for the Nth check (as {@code {{working:pythagoras.cornerDistance}}} and {@code
     * {{check:pythagoras.5}}} name them).
     */
    public record ItemLines(String kind, List<String> lines, List<String> names) {
        public ItemLines {
            lines = List.copyOf(lines);
            names = List.copyOf(names);
            if (names.size() != lines.size()) {
                throw new IllegalArgumentException("a name for each line");
            }
        }
    }

    /**
     * The frame's items' lines, in order, as {@link #lines(Words, FrameTrace, int)} writes them after its head
     * (a formula in letters the first time it appears): a worksheet picks the items a question is about.
     */
    public static List<ItemLines> items(Words words, FrameTrace t) {
        WorkingWords w = WorkingWords.of(words);
        Set<String> shown = new HashSet<>();
        List<ItemLines> items = new ArrayList<>();
        for (TraceItem item : t.items()) {
            List<String> lines = new ArrayList<>();
            item(w, item, shown, line -> lines.add(line.get().strip()));
            List<String> names = new ArrayList<>(List.of(""));
            item.quantities()
                    .forEach(q -> names.add("working:" + item.traceKind().fieldName(q.name())));
            for (int i = 1; i <= item.checks().size(); i++) {
                names.add("check:" + i);
            }
            items.add(new ItemLines(item.kind(), lines, names));
        }
        return List.copyOf(items);
    }

    /** An item's summary, then its quantities and checks indented under it. */
    private static void item(WorkingWords w, TraceItem item, Set<String> shown, Consumer<Supplier<String>> out) {
        out.accept(() -> BULLET + w.say(item.summary()));
        for (Quantity q : item.quantities()) {
            // whether its formula is written in letters depends only on the lines before: a said prefix is exact
            out.accept(() -> INDENT + (shown.add(q.formulaKey()) ? w.quantityWithFormula(q) : w.quantity(q)));
        }
        for (Check c : item.checks()) {
            out.accept(() -> INDENT + w.check(c));
        }
    }

    /** Lines said up to a number of them, and counted after it. */
    private static final class Lines {
        private final int most;
        final List<String> said = new ArrayList<>();
        int total;

        Lines(int most) {
            this.most = most;
        }

        void add(Supplier<String> line) {
            if (total++ < most) {
                said.add(line.get());
            }
        }
    }

    private static Phrase velocity(Ball b) {
        return Phrase.of("velocity", "vx", b.vx(), "vy", b.vy(), "speed", b.speed());
    }
}
