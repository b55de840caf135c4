package bouncelab.lessons;

import bouncelab.core.geometry.Corner;
import bouncelab.core.geometry.Side;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.trace.Bounce;
import bouncelab.core.trace.BounceLimit;
import bouncelab.core.trace.BoxTest;
import bouncelab.core.trace.BrickBroken;
import bouncelab.core.trace.BroadPhaseStats;
import bouncelab.core.trace.ChosenHit;
import bouncelab.core.trace.CornerTest;
import bouncelab.core.trace.EdgeTest;
import bouncelab.core.trace.MoveStep;
import bouncelab.core.trace.Out;
import bouncelab.core.trace.OverlapTest;
import bouncelab.core.trace.PhantomCorner;
import bouncelab.core.trace.PythagorasTest;
import bouncelab.core.trace.Tunnelled;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import static bouncelab.lessons.PlaceholderValue.of;

/**
 * The placeholder namespaces for trace items, one per kind, with the fields each offers. The quantity lists name
 * the numbers the core's items carry (a test checks they match what the core really produces).
 */
final class TraceKinds {
    private TraceKinds() {
    }

    static final List<TraceKind<?>> ALL = List.of(
            new TraceKind<>("move", MoveStep.class, List.of("x2", "y2", "vx2", "vy2"), Map.of(
                    "pass", m -> of(m.pass()), "dt", m -> of(m.dt()), "accel", m -> of(m.accel()),
                    "dx", m -> of(m.to().x() - m.from().x()), "dy", m -> of(m.to().y() - m.from().y()),
                    "length", m -> of(m.from().distanceTo(m.to()))),
                    m -> m.pass() == 1, 0),
            new TraceKind<>("box", BoxTest.class, List.of("circleDistanceX", "circleDistanceY"), Map.of(
                    "object", b -> of(b.objectId()), "hit", b -> of(b.hit())),
                    BoxTest::hit, 2),
            new TraceKind<>("pythagoras", PythagorasTest.class,
                    List.of("circleDistanceX", "circleDistanceY", "cornerDistance", "radiusSquared"), Map.of(
                    "object", p -> of(p.objectId()), "hit", p -> of(p.hit()), "decidedBy", p -> of(p.decidedBy()),
                    "radiusSquared", p -> of(p.radiusSquared())),
                    PythagorasTest::hit, 5),
            new TraceKind<>("overlap", OverlapTest.class, List.of("x", "y", "width", "height", "ballCentreX",
                    "overlapCentreX", "ballCentreY", "overlapCentreY"), Map.of(
                    "object", o -> of(o.objectId()), "hit", o -> of(o.hit()),
                    "xDirection", o -> o.hit() ? of(o.xDirection()) : null,
                    "yDirection", o -> o.hit() ? of(o.yDirection()) : null,
                    "bounce", o -> o.hit() ? of(direction(o.xDirection(), "left", "right", "x") + ", "
                            + direction(o.yDirection(), "up", "down", "y")) : null),
                    OverlapTest::hit, 4),
            new TraceKind<>("edge", EdgeTest.class, List.of("denom", "ua", "ub"), Map.of(
                    "object", e -> of(e.objectId()), "side", e -> side(e.side()), "pass", e -> of(e.pass()),
                    "hit", e -> of(e.accepted()), "crosses", e -> of(e.intercept().hit()),
                    "x", e -> e.intercept().hit() ? of(e.intercept().point().x()) : null,
                    "y", e -> e.intercept().hit() ? of(e.intercept().point().y()) : null,
                    "note", e -> e.note().isEmpty() ? null : of(e.note())),
                    EdgeTest::accepted, 2),
            new TraceKind<>("corner", CornerTest.class, List.of(), Map.of(
                    "object", c -> of(c.objectId()), "corner", c -> corner(c.corner()), "pass", c -> of(c.pass()),
                    "t", c -> Double.isNaN(c.t()) ? null : of(c.t()), "hit", c -> of(c.accepted())),
                    CornerTest::accepted, 1),
            new TraceKind<>("hit", ChosenHit.class, List.of("timeUsed", "toi", "timeLeft"), Map.of(
                    "object", h -> of(h.objectId()), "side", h -> side(h.side()), "corner", h -> corner(h.corner()),
                    "x", h -> of(h.point().x()), "y", h -> of(h.point().y()), "ua", h -> of(h.ua()),
                    "pass", h -> of(h.pass())),
                    h -> true, 0),
            new TraceKind<>("bounce", Bounce.class, List.of("vxBefore", "vyBefore", "vxAfter", "vyAfter"), Map.of(
                    "object", b -> of(b.objectId()), "side", b -> side(b.side()), "x", b -> of(b.at().x()),
                    "y", b -> of(b.at().y()), "rule", b -> of(b.rule()), "pass", b -> of(b.pass()),
                    "toi", b -> of(b.toi()),
                    "speedAfter", b -> of(b.velocityAfter().length()), "angle", TraceKinds::angle),
                    b -> true, 0),
            new TraceKind<>("tunnel", Tunnelled.class, List.of(), Map.of(
                    "object", t -> of(t.objectId()), "side", t -> side(t.side()), "x", t -> of(t.firstTouch().x()),
                    "y", t -> of(t.firstTouch().y()), "exitX", t -> of(t.lastTouch().x()),
                    "exitY", t -> of(t.lastTouch().y()), "toi", t -> of(t.toi())),
                    t -> true, 0),
            new TraceKind<>("phantom", PhantomCorner.class, List.of("distanceToCorner", "radius"), Map.of(
                    "object", p -> of(p.objectId()), "side", p -> side(p.side()), "x", p -> of(p.point().x()),
                    "y", p -> of(p.point().y()), "cornerX", p -> of(p.corner().x()),
                    "cornerY", p -> of(p.corner().y()), "shortBy", p -> of(p.distance() - p.radius())),
                    p -> true, 1),
            new TraceKind<>("broadphase", BroadPhaseStats.class,
                    List.of("bricks", "cellsVisited", "candidates", "tested", "bruteForce", "share"), Map.of(
                    "method", b -> of(b.method()), "passes", b -> of(b.passes())),
                    b -> true, 0),
            new TraceKind<>("out", Out.class, List.of(), Map.of(
                    "side", o -> side(o.side()), "x", o -> of(o.at().x()), "y", o -> of(o.at().y()),
                    "toi", o -> of(o.toi())),
                    o -> true, 0),
            new TraceKind<>("broken", BrickBroken.class, List.of(), Map.of(
                    "object", b -> of(b.objectId())),
                    b -> true, 0),
            new TraceKind<>("limit", BounceLimit.class, List.of(), Map.of(
                    "bounces", l -> of(l.bounces()), "timeLeft", l -> of(l.timeLeft()), "toi", l -> of(l.toi())),
                    l -> true, 0));

    static Optional<TraceKind<?>> byNamespace(String ns) {
        return ALL.stream().filter(k -> k.namespace().equals(ns)).findFirst();
    }

    /** Graybill's direction on one axis: "left", "right", or "x unchanged". */
    private static String direction(int d, String neg, String pos, String axis) {
        return d < 0 ? neg : d > 0 ? pos : axis + " unchanged";
    }

    /** Degrees between the velocity after a bounce and the face's outward normal: 0 is straight out. */
    private static PlaceholderValue angle(Bounce b) {
        Vec2 v = b.velocityAfter();
        if (b.side() == null || v.length() == 0) {
            return null;
        }
        double cos = v.dot(b.side().outwardNormal()) / v.length();
        return of(Math.toDegrees(Math.acos(Math.max(-1, Math.min(1, cos)))));
    }

    private static PlaceholderValue side(Side s) {
        return s == null ? null : of(s.label());
    }

    private static PlaceholderValue corner(Corner c) {
        return c == null ? null : of(c.label());
    }
}
