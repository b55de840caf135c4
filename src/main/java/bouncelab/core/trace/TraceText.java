package bouncelab.core.trace;

import bouncelab.core.scenario.Ball;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A frame's working as lines of text: what the inspector shows and what can be copied into a worksheet. Items
 * are written in the order the algorithm made them; each with its quantities and checks, indented. The first time a
 * formula appears in the frame it is written in letters before the numbers.
 */
public final class TraceText {
    private TraceText() {}

    /** All of the frame's working; {@code pass} above 0 keeps only that pass of a swept frame. */
    public static List<String> lines(FrameTrace t, int pass) {
        List<String> out = new ArrayList<>();
        out.add("Frame " + t.frame() + " · t = " + Num.fmt(t.t()) + " s → " + Num.fmt(t.t() + t.dt()) + " s · dt = "
                + Num.exactly(t.dt()) + " s · " + t.algorithm());
        out.add("A = " + point(t.a().x(), t.a().y()) + "   B = " + point(t.b().x(), t.b().y()) + "   radius = "
                + Num.fmt(t.before().radius()));
        out.add("velocity before = " + velocity(t.before()) + "   after = " + velocity(t.after()));
        if (pass > 0) {
            out.add("Showing pass " + pass + " of " + t.passes());
        }
        Set<String> shown = new HashSet<>(); // formulas already written in letters in this frame
        for (TraceItem item : t.items()) {
            int p = item.pass();
            if (pass > 0 && p != 0 && p != pass) {
                continue;
            }
            out.add("");
            out.add("• " + item.summary());
            for (Quantity q : item.quantities()) {
                out.add("    " + (shown.add(q.formula()) ? q.workingWithFormula() : q.working()));
            }
            for (Check c : item.checks()) {
                out.add("    " + c.working());
            }
        }
        if (t.items().stream().noneMatch(i -> i instanceof TraceEvent)) {
            out.add("");
            out.add("No collision this frame.");
        }
        return out;
    }

    private static String point(double x, double y) {
        return "(" + Num.fmt(x) + ", " + Num.fmt(y) + ")";
    }

    private static String velocity(Ball b) {
        return "(" + Num.fmt(b.vx()) + ", " + Num.fmt(b.vy()) + ") px/s, speed " + Num.fmt(b.speed());
    }
}
