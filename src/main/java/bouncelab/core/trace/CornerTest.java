package bouncelab.core.trace;

import bouncelab.core.geometry.Corner;
import bouncelab.core.geometry.Segment;
import bouncelab.core.geometry.Vec2;

import java.util.List;

/**
 * The exact test ({@code swept-exact}) of the path against one rounded corner: a circle of the ball's radius
 * around the object's corner. {@code t} is the fraction of the path at which the centre first reaches that
 * circle, NaN if it never does.
 */
public record CornerTest(String objectId, Corner corner, Vec2 cornerPoint, double radius, Segment path, int pass,
                         double t, boolean accepted) implements TraceItem {

    public static final TraceKind<CornerTest> KIND = TraceKind.of("corner", CornerTest.class)
            .text("object", CornerTest::objectId).corner(CornerTest::corner).number("pass", CornerTest::pass)
            .numberIf("t", c -> !Double.isNaN(c.t()), CornerTest::t).bool("hit", CornerTest::accepted)
            .decisive(CornerTest::accepted).checks(1).drawnOn(Overlay.EXPANDED_EDGES)
            .build();

    @Override
    public TraceKind<CornerTest> traceKind() {
        return KIND;
    }

    @Override
    public String summary() {
        return objectId + " " + corner.label() + " corner: " + (accepted ? "hit at t = " + Num.fmt(t) : "miss");
    }

    @Override
    public List<Check> checks() {
        if (Double.isNaN(t)) {
            return List.of(new Check("", "|A + t·(B − A) − corner| = r for some t in [0, 1]", "no such t", false));
        }
        return List.of(new Check("", "|A + t·(B − A) − corner| = r for some t in [0, 1]",
                "t = " + Num.fmt(t), true));
    }
}
