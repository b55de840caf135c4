package bouncelab.core.algorithm;

import bouncelab.core.geometry.Corner;
import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.RoundedSweep;
import bouncelab.core.geometry.Segment;
import bouncelab.core.geometry.Side;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.scenario.Court;
import bouncelab.core.trace.Note;
import bouncelab.core.trace.Num;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * The swept tests' hits for a pass that starts with the ball already in contact with a face, touching it or sunk
 * into it, and moving further in: against a wall, {@code swept}'s square-cornered shape or {@code swept-exact}'s
 * rounded one. The segment intercept cannot see such a hit: the crossing lies behind the start (ua &lt; 0), or at a
 * rounding error from it, so the ball would slide in and through. It happens when a shot is edited or loaded with
 * the ball pressed into a wall, when a {@code swept} ball stops inside the square corner of an expanded edge (a
 * phantom corner hit, or a touching start), and when a hit point lands a rounding error inside. Such a ball meets
 * the face at once: the hit is at ua = 0, where the ball is.
 *
 * <p>A ball whose centre is inside the object itself is left alone: it is leaving, and turning it would trap it.
 */
final class ContactAtStart {
    /** Copied once: {@code values()} makes a new array on every call, and these loops run every frame. */
    private static final Side[] SIDES = Side.values();

    private ContactAtStart() {}

    /** Rounding, relative to the size of the numbers involved. */
    static double eps(Vec2 a, double r) {
        return 1e-9 * (1 + Math.max(Math.max(Math.abs(a.x()), Math.abs(a.y())), r));
    }

    /** A solid wall: the ball past the line at its radius from the wall, moving into the wall. */
    static @Nullable SweptHit wall(Side wall, Court court, Segment seg, double r, int pass, TraceRecorder rec) {
        Vec2 a = seg.a();
        double past = switch (wall) {
            case LEFT -> r - a.x();
            case RIGHT -> a.x() - (court.width() - r);
            case TOP -> r - a.y();
            case BOTTOM -> a.y() - (court.height() - r);
        };
        if (past < -eps(a, r)) {
            return null;
        }
        Side face = wall.opposite();
        return hit(
                null,
                Court.wallId(wall),
                face,
                null,
                face.outwardNormal(),
                seg,
                pass,
                rec,
                () -> "the ball starts " + depth(past) + "its radius from the wall and is moving into it");
    }

    /**
     * {@code swept}'s square-cornered shape: the centre between a face's pushed-out line and the object's own
     * edge, and strictly within the pushed-out lines of the two faces across it (a centre on one of those lines
     * is sliding along the shape, not in it), moving into that face. With two such faces, the one it is least far
     * past, as if it had come in through it.
     */
    static @Nullable SweptHit square(Obstacle o, Segment seg, double r, int pass, TraceRecorder rec) {
        Vec2 a = seg.a();
        Rect rect = o.rect();
        if (rect.containsPointStrictly(a)) {
            return null;
        }
        double e = eps(a, r);
        Vec2 d = seg.delta();
        Side best = null;
        double bestPast = Double.POSITIVE_INFINITY;
        for (Side face : SIDES) {
            double past = pastLine(rect, face, a, r);
            boolean inSlab = past > -e && past <= r;
            boolean within = face.horizontalAxis()
                    ? pastLine(rect, Side.TOP, a, r) > e && pastLine(rect, Side.BOTTOM, a, r) > e
                    : pastLine(rect, Side.LEFT, a, r) > e && pastLine(rect, Side.RIGHT, a, r) > e;
            if (inSlab && within && !flat(rect, face, r) && FaceReflection.movingInto(d, face) && past < bestPast) {
                best = face;
                bestPast = past;
            }
        }
        if (best == null) {
            return null;
        }
        Side face = best;
        double facePast = bestPast;
        return hit(
                o,
                o.id(),
                best,
                null,
                best.outwardNormal(),
                seg,
                pass,
                rec,
                () -> "the ball starts " + depth(facePast) + "the " + face.label() + " edge pushed out by the radius"
                        + " and is moving further in");
    }

    /** {@code swept-exact}'s rounded shape: the circle touching or overlapping the object, moving into it. */
    static @Nullable SweptHit rounded(Obstacle o, Segment seg, double r, int pass, TraceRecorder rec) {
        Vec2 a = seg.a();
        Rect rect = o.rect();
        if (rect.containsPointStrictly(a)) {
            return null;
        }
        Vec2 touch = rect.closestPoint(a);
        Vec2 away = a.minus(touch);
        double distance = away.length();
        double gap = distance - r;
        if (gap > eps(a, r) || distance == 0) { // at the shape's very edge there is no normal to move into
            return null;
        }
        Vec2 n = away.normalised();
        if (seg.delta().dot(n) >= 0) {
            return null;
        }
        boolean outsideX = a.x() < rect.left() || a.x() > rect.right();
        boolean outsideY = a.y() < rect.top() || a.y() > rect.bottom();
        Corner corner = outsideX && outsideY ? Corner.nearest(rect, a) : null;
        Side side = RoundedSweep.dominantSide(n);
        return hit(
                o,
                o.id(),
                side,
                corner,
                corner != null ? n : side.outwardNormal(),
                seg,
                pass,
                rec,
                () -> "the ball starts " + depth(-gap)
                        + (corner != null
                                ? "the rounded " + corner.label() + " corner"
                                : "the " + side.label() + " edge")
                        + " pushed out by the radius and is moving further in");
    }

    /**
     * The hit, unless it is on a face of a shape with no thickness across it (a brick of width 0 met by a ball of
     * radius 0) and at the very start of the path. Both faces of such a shape lie on one line; a ball that has
     * just bounced off one of them starts on the other, and would be turned back and forth on the spot until the
     * bounce limit. It is leaving, so it goes.
     */
    static @Nullable SweptHit unlessFlat(@Nullable SweptHit hit, Rect rect, double r, Segment seg, TraceRecorder rec) {
        if (hit == null
                || hit.corner() != null
                || !flat(rect, hit.side(), r)
                || hit.ua() * seg.length() > eps(seg.a(), r)) {
            return hit;
        }
        if (rec.working()) {
            rec.add(new Note(
                    hit.objectId(),
                    "not counted: the " + hit.side().label() + " edge lies on the other,"
                            + " which the ball starts on and is leaving"));
        }
        return null;
    }

    private static boolean flat(Rect rect, Side face, double r) {
        return (face.horizontalAxis() ? rect.width() : rect.height()) + 2 * r <= 0;
    }

    /** How far the centre is past a face's pushed-out line (negative: not yet there). */
    private static double pastLine(Rect rect, Side face, Vec2 a, double r) {
        return switch (face) {
            case LEFT -> a.x() - (rect.left() - r);
            case RIGHT -> (rect.right() + r) - a.x();
            case TOP -> a.y() - (rect.top() - r);
            case BOTTOM -> (rect.bottom() + r) - a.y();
        };
    }

    private static String depth(double past) {
        return past <= 0 ? "touching " : Num.fmt(past) + " px past ";
    }

    private static SweptHit hit(
            @Nullable Obstacle o,
            String id,
            Side face,
            @Nullable Corner corner,
            Vec2 normal,
            Segment seg,
            int pass,
            TraceRecorder rec,
            Supplier<String> why) {
        if (rec.working()) { // the words are made only when they are kept
            rec.add(new Note(id, "pass " + pass + ": " + why.get() + ", so it meets it where it is (ua = 0)"));
        }
        return new SweptHit(o, id, face, corner, seg.a(), 0, normal);
    }
}
