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
public record MoveStep(
        int pass,
        Vec2 from,
        Vec2 to,
        Vec2 velocityBefore,
        Vec2 velocityAfter,
        double dt,
        double accel,
        boolean asPrinted)
        implements TraceItem {

    /** Bounce Lab's accelerate(), the acceleration in the direction of travel. */
    public MoveStep(int pass, Vec2 from, Vec2 to, Vec2 velocityBefore, Vec2 velocityAfter, double dt, double accel) {
        this(pass, from, to, velocityBefore, velocityAfter, dt, accel, false);
    }

    /** {@code {{move.x2}}}: where the ball would be; the path overlay draws the frame's path, not each move. */
    public static final TraceKind<MoveStep> KIND = TraceKind.of("move", MoveStep.class)
            .quantities("x2", "y2", "vx2", "vy2")
            .number("pass", MoveStep::pass)
            .field("dt", m -> m.pass() == 1 ? FieldValue.step(m.dt()) : FieldValue.of(m.dt())) // as summary() writes it
            .number("accel", MoveStep::accel)
            .number("dx", m -> m.to().x() - m.from().x())
            .number("dy", m -> m.to().y() - m.from().y())
            .number("length", m -> m.from().distanceTo(m.to()))
            .decisive(m -> m.pass() == 1)
            .build();

    @Override
    public TraceKind<MoveStep> traceKind() {
        return KIND;
    }

    @Override
    public Phrase summary() {
        return Phrase.of(
                "move",
                "pass",
                pass,
                "dt",
                Phrase.written(dtText()),
                "from",
                Phrase.point(from.x(), from.y()),
                "to",
                Phrase.point(to.x(), to.y()));
    }

    @Override
    public List<Quantity> quantities() {
        double x = from.x(), y = from.y(), vx = velocityBefore.x(), vy = velocityBefore.y();
        if (accel == 0) {
            return List.of(
                    new Quantity("x2", to.x(), "x + dt·vx", plain(x, vx)),
                    new Quantity("y2", to.y(), "y + dt·vy", plain(y, vy)));
        }
        if (asPrinted) {
            double half = accel * dt * dt / 2;
            return List.of(
                    new Quantity(
                            "x2",
                            to.x(),
                            "x + dt·dx + accel·dt²/2",
                            move("{} + {dt}·{} + {}·{dt}²/2 = {} + {} + {}", x, dt, vx, accel, dt, x, dt * vx, half)),
                    new Quantity(
                            "y2",
                            to.y(),
                            "y + dt·dy + accel·dt²/2",
                            move("{} + {dt}·{} + {}·{dt}²/2 = {} + {} + {}", y, dt, vy, accel, dt, y, dt * vy, half)),
                    new Quantity(
                            "vx2",
                            velocityAfter.x(),
                            "dx + accel·dt·(dx > 0 ? 1 : −1)",
                            move("{} + {}·{dt}·{}", vx, accel, dt, printedSign(vx))),
                    new Quantity(
                            "vy2",
                            velocityAfter.y(),
                            "dy + accel·dt·(dy > 0 ? 1 : −1)",
                            move("{} + {}·{dt}·{}", vy, accel, dt, printedSign(vy))));
        }
        double sx = Math.signum(vx), sy = Math.signum(vy);
        return List.of(
                new Quantity(
                        "x2",
                        to.x(),
                        "x + dt·vx + sign(vx)·accel·dt²/2",
                        move(
                                "{} + {dt}·{} + {}·{}·{dt}²/2 = {} + {} + {}",
                                x,
                                dt,
                                vx,
                                sx,
                                accel,
                                dt,
                                x,
                                dt * vx,
                                sx * accel * dt * dt / 2)),
                new Quantity(
                        "y2",
                        to.y(),
                        "y + dt·vy + sign(vy)·accel·dt²/2",
                        move(
                                "{} + {dt}·{} + {}·{}·{dt}²/2 = {} + {} + {}",
                                y,
                                dt,
                                vy,
                                sy,
                                accel,
                                dt,
                                y,
                                dt * vy,
                                sy * accel * dt * dt / 2)),
                new Quantity(
                        "vx2", velocityAfter.x(), "vx + sign(vx)·accel·dt", move("{} + {}·{}·{dt}", vx, sx, accel, dt)),
                new Quantity(
                        "vy2",
                        velocityAfter.y(),
                        "vy + sign(vy)·accel·dt",
                        move("{} + {}·{}·{dt}", vy, sy, accel, dt)));
    }

    /** x + dt·vx, with the product worked out as a step of its own when there is one. */
    private Filled plain(double x, double v) {
        return v == 0 ? move("{} + {dt}·{}", x, dt, v) : move("{} + {dt}·{} = {} + {}", x, dt, v, x, dt * v);
    }

    /**
     * The first pass's dt is the frame's, written as the header writes it (1/60); a later pass's is the time left
     * of the pass before, written in decimals as that pass's working wrote it.
     */
    private Filled move(String template, double... args) {
        return Filled.of(template.replace("{dt}", pass == 1 ? "{t}" : "{}"), args);
    }

    /** This move's dt as its working writes it: see {@link #move}. */
    private String dtText() {
        return pass == 1 ? Num.exactly(dt) : Num.fmt(dt);
    }

    /** The article's (d > 0 ? 1 : −1): 0 counts as negative. */
    private static double printedSign(double v) {
        return v > 0 ? 1 : -1;
    }
}
