package bouncelab.core.trace;

import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Vec2;

import java.util.ArrayList;
import java.util.List;

/**
 * Graybill's test: the intersection rectangle of the ball's box and the object ({@code overlap}, null when they
 * do not overlap), and the ball's centre against the intersection's centre on each axis. {@code xDirection}
 * and {@code yDirection} are the signs the velocities are set to: −1, +1, or 0 for unchanged.
 */
public record OverlapTest(String objectId, Rect ballBox, Rect rect, Rect overlap, int xDirection, int yDirection)
        implements TraceItem {

    public static final TraceKind<OverlapTest> KIND = TraceKind.of("overlap", OverlapTest.class)
            .quantities("overlap.x", "overlap.y", "overlap.width", "overlap.height", "ballCentreX", "overlapCentreX",
                    "ballCentreY", "overlapCentreY")
            .text("object", OverlapTest::objectId).bool("hit", OverlapTest::hit)
            .numberIf("xDirection", OverlapTest::hit, OverlapTest::xDirection)
            .numberIf("yDirection", OverlapTest::hit, OverlapTest::yDirection)
            .text("bounce", o -> o.hit() ? axis(o.xDirection(), "left", "right", "x") + ", "
                    + axis(o.yDirection(), "up", "down", "y") : null)
            .decisive(OverlapTest::hit).checks(4).drawnOn(Overlay.OVERLAP)
            .build();

    @Override
    public TraceKind<OverlapTest> traceKind() {
        return KIND;
    }

    public boolean hit() {
        return overlap != null;
    }

    public Vec2 ballCentre() {
        return ballBox.centre();
    }

    public Vec2 overlapCentre() {
        return overlap == null ? null : overlap.centre();
    }

    @Override
    public String summary() {
        if (overlap == null) {
            return objectId + ": no overlap";
        }
        return objectId + ": overlap " + Num.fmt(overlap.width()) + " × " + Num.fmt(overlap.height())
                + ", bounce " + direction(xDirection, "left", "right") + " " + direction(yDirection, "up", "down");
    }

    private static String direction(int d, String neg, String pos) {
        return d < 0 ? neg : d > 0 ? pos : "(unchanged)";
    }

    /** Graybill's direction on one axis for {@code {{overlap.bounce}}}: "left", "right", or "x unchanged". */
    private static String axis(int d, String neg, String pos, String axis) {
        return d < 0 ? neg : d > 0 ? pos : axis + " unchanged";
    }

    @Override
    public List<Quantity> quantities() {
        if (overlap == null) {
            return List.of();
        }
        List<Quantity> q = new ArrayList<>();
        q.add(Quantity.value("overlap.x", overlap.x()));
        q.add(Quantity.value("overlap.y", overlap.y()));
        q.add(Quantity.value("overlap.width", overlap.width()));
        q.add(Quantity.value("overlap.height", overlap.height()));
        q.add(new Quantity("ballCentreX", ballCentre().x(), "ball.x + ball.width/2",
                Num.fmt(ballBox.x()) + " + " + Num.op(ballBox.width() / 2)));
        q.add(new Quantity("overlapCentreX", overlapCentre().x(), "overlap.x + overlap.width/2",
                Num.fmt(overlap.x()) + " + " + Num.op(overlap.width() / 2)));
        q.add(new Quantity("ballCentreY", ballCentre().y(), "ball.y + ball.height/2",
                Num.fmt(ballBox.y()) + " + " + Num.op(ballBox.height() / 2)));
        q.add(new Quantity("overlapCentreY", overlapCentre().y(), "overlap.y + overlap.height/2",
                Num.fmt(overlap.y()) + " + " + Num.op(overlap.height() / 2)));
        return q;
    }

    @Override
    public List<Check> checks() {
        if (overlap == null) {
            return List.of(new Check("", "ball box intersects object", "no shared area", false));
        }
        double bx = ballCentre().x(), by = ballCentre().y(), ox = overlapCentre().x(), oy = overlapCentre().y();
        return List.of(
                new Check("", "ballCentreX < overlapCentreX → xVel = −|xVel|", Num.fmt(bx) + " < " + Num.fmt(ox), bx < ox),
                new Check("", "ballCentreX > overlapCentreX → xVel = |xVel|", Num.fmt(bx) + " > " + Num.fmt(ox), bx > ox),
                new Check("", "ballCentreY < overlapCentreY → yVel = −|yVel|", Num.fmt(by) + " < " + Num.fmt(oy), by < oy),
                new Check("", "ballCentreY > overlapCentreY → yVel = |yVel|", Num.fmt(by) + " > " + Num.fmt(oy), by > oy));
    }
}
