package bouncelab.core.trace;

import bouncelab.core.geometry.Vec2;

import java.util.List;

/**
 * Where the ball would go in {@code dt} seconds if nothing were in the way: the Pong article's accelerate(),
 * with the acceleration applied in the direction of travel on each axis (see {@code Motion}). In a swept
 * frame there is one per pass of the recursion, {@code dt} then being the time left. With {@code asPrinted},
 * accelerate() exactly as the article prints it (the {@code pong} rules): the position term accel·dt²/2 added
 * whatever the direction, and a speed of 0 taken as negative.
 */
public record MoveStep(int pass, Vec2 from, Vec2 to, Vec2 velocityBefore, Vec2 velocityAfter, double dt,
                       double accel, boolean asPrinted) implements TraceItem {

    /** Bounce Lab's accelerate(), the acceleration in the direction of travel. */
    public MoveStep(int pass, Vec2 from, Vec2 to, Vec2 velocityBefore, Vec2 velocityAfter, double dt, double accel) {
        this(pass, from, to, velocityBefore, velocityAfter, dt, accel, false);
    }

    /** {@code {{move.x2}}}: where the ball would be; the path overlay draws the frame's path, not each move. */
    public static final TraceKind<MoveStep> KIND = TraceKind.of("move", MoveStep.class)
            .quantities("x2", "y2", "vx2", "vy2")
            .number("pass", MoveStep::pass).number("dt", MoveStep::dt).number("accel", MoveStep::accel)
            .number("dx", m -> m.to().x() - m.from().x()).number("dy", m -> m.to().y() - m.from().y())
            .number("length", m -> m.from().distanceTo(m.to()))
            .decisive(m -> m.pass() == 1)
            .build();

    @Override
    public TraceKind<MoveStep> traceKind() {
        return KIND;
    }

    @Override
    public String summary() {
        return "pass " + pass + ": move for " + Num.fmt(dt) + " s from (" + Num.fmt(from.x()) + ", "
                + Num.fmt(from.y()) + ") to (" + Num.fmt(to.x()) + ", " + Num.fmt(to.y()) + ")";
    }

    @Override
    public List<Quantity> quantities() {
        if (accel == 0) {
            return List.of(
                    new Quantity("x2", to.x(), "x + dt·vx",
                            Num.fmt(from.x()) + " + " + Num.fmt(dt) + "·" + Num.op(velocityBefore.x())),
                    new Quantity("y2", to.y(), "y + dt·vy",
                            Num.fmt(from.y()) + " + " + Num.fmt(dt) + "·" + Num.op(velocityBefore.y())));
        }
        if (asPrinted) {
            return List.of(
                    new Quantity("x2", to.x(), "x + dt·dx + accel·dt²/2", Num.fmt(from.x()) + " + " + Num.fmt(dt)
                            + "·" + Num.op(velocityBefore.x()) + " + " + Num.fmt(accel) + "·" + Num.fmt(dt) + "²/2"),
                    new Quantity("y2", to.y(), "y + dt·dy + accel·dt²/2", Num.fmt(from.y()) + " + " + Num.fmt(dt)
                            + "·" + Num.op(velocityBefore.y()) + " + " + Num.fmt(accel) + "·" + Num.fmt(dt) + "²/2"),
                    new Quantity("vx2", velocityAfter.x(), "dx + accel·dt·(dx > 0 ? 1 : −1)",
                            Num.fmt(velocityBefore.x()) + " + " + Num.fmt(accel) + "·" + Num.fmt(dt) + "·"
                                    + printedSign(velocityBefore.x())),
                    new Quantity("vy2", velocityAfter.y(), "dy + accel·dt·(dy > 0 ? 1 : −1)",
                            Num.fmt(velocityBefore.y()) + " + " + Num.fmt(accel) + "·" + Num.fmt(dt) + "·"
                                    + printedSign(velocityBefore.y())));
        }
        return List.of(
                new Quantity("x2", to.x(), "x + dt·vx + sign(vx)·accel·dt²/2", Num.fmt(from.x()) + " + "
                        + Num.fmt(dt) + "·" + Num.op(velocityBefore.x()) + " + " + sign(velocityBefore.x()) + "·"
                        + Num.fmt(accel) + "·" + Num.fmt(dt) + "²/2"),
                new Quantity("y2", to.y(), "y + dt·vy + sign(vy)·accel·dt²/2", Num.fmt(from.y()) + " + "
                        + Num.fmt(dt) + "·" + Num.op(velocityBefore.y()) + " + " + sign(velocityBefore.y()) + "·"
                        + Num.fmt(accel) + "·" + Num.fmt(dt) + "²/2"),
                new Quantity("vx2", velocityAfter.x(), "vx + sign(vx)·accel·dt", Num.fmt(velocityBefore.x())
                        + " + " + sign(velocityBefore.x()) + "·" + Num.fmt(accel) + "·" + Num.fmt(dt)),
                new Quantity("vy2", velocityAfter.y(), "vy + sign(vy)·accel·dt", Num.fmt(velocityBefore.y())
                        + " + " + sign(velocityBefore.y()) + "·" + Num.fmt(accel) + "·" + Num.fmt(dt)));
    }

    /** The article's (d > 0 ? 1 : −1): 0 counts as negative. */
    private static String printedSign(double v) {
        return v > 0 ? "1" : "(" + Num.MINUS + "1)";
    }

    private static String sign(double v) {
        return v > 0 ? "1" : v < 0 ? "(" + Num.MINUS + "1)" : "0";
    }
}
