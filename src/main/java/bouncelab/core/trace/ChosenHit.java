package bouncelab.core.trace;

import bouncelab.core.geometry.Corner;
import bouncelab.core.geometry.Side;
import bouncelab.core.geometry.Vec2;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The closest of a pass's hits, the one a swept step acts on (the Breakout article: move there, flip, go on with
 * the time left). {@code ua} is its fraction of the pass's path, {@code toi} its time from the frame's start,
 * {@code timeLeft} what remains of the frame after it. {@code corner} is set when swept-exact hit a rounded
 * corner.
 */
public record ChosenHit(
        String objectId,
        Side side,
        @Nullable Corner corner,
        Vec2 point,
        double ua,
        double passDt,
        double toi,
        double timeLeft,
        int pass)
        implements TraceItem {

    public static final TraceKind<ChosenHit> KIND = TraceKind.of("hit", ChosenHit.class)
            .quantities("time used", "toi", "time left")
            .text("object", ChosenHit::objectId)
            .side(ChosenHit::side)
            .corner(ChosenHit::corner)
            .number("x", h -> h.point().x())
            .number("y", h -> h.point().y())
            .number("ua", ChosenHit::ua)
            .number("pass", ChosenHit::pass)
            .drawnOn(Overlay.INTERCEPTS)
            .build();

    @Override
    public TraceKind<ChosenHit> traceKind() {
        return KIND;
    }

    @Override
    public Phrase summary() {
        return Phrase.of(
                corner != null ? "chosen.corner" : "chosen.edge",
                "pass",
                pass,
                "object",
                objectId,
                "place",
                corner != null ? Phrase.corner(corner) : side.label(),
                "point",
                Phrase.point(point.x(), point.y()));
    }

    @Override
    public List<Quantity> quantities() {
        return List.of(
                new Quantity(
                        "time used",
                        ua * passDt,
                        corner == null ? "ua·dt" : "t·dt", // a rounded corner's root is t
                        Filled.of("{}·" + step(), ua, passDt)),
                Quantity.value("toi", toi),
                new Quantity(
                        "time left", timeLeft, "dt − time used", Filled.of(step() + " − {}", passDt, ua * passDt)));
    }

    /**
     * ua as a label prints it beside toi and the time left: with the fewest decimals, from 3 up to 6, from which
     * both redo as printed (the pass's start plus ua times the pass's dt, and what is left of the frame after it).
     * Three decimals are not always enough: 0.708 × 1/60 s is 11.80 ms, but the hit came at 11.81 ms.
     */
    public String uaShown() {
        double start = toi - ua * passDt;
        double end = toi + timeLeft;
        String toiShown = Num.seconds(toi);
        String leftShown = Num.seconds(timeLeft);
        for (int d = 3; d < 6; d++) {
            double u = new BigDecimal(ua).setScale(d, RoundingMode.HALF_EVEN).doubleValue();
            double t = start + u * passDt;
            if (Num.seconds(t).equals(toiShown) && Num.seconds(end - t).equals(leftShown)) {
                return Num.fmt(ua, d);
            }
        }
        return Num.fmt(ua, 6);
    }

    /** The pass's dt: the frame's on the first pass (1/60), the time left written in decimals after (see MoveStep). */
    private String step() {
        return pass == 1 ? "{t}" : "{}";
    }
}
