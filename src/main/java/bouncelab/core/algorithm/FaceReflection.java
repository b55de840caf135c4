package bouncelab.core.algorithm;

import bouncelab.core.geometry.Side;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.trace.Num;
import bouncelab.core.trace.Phrase;
import java.util.List;

/**
 * Reflection off the faces of an object, as the discrete tests and the wall clamp do it: bouncing off a face sets
 * the sign of one velocity component so that the ball moves away from that face, with the rule in words; and
 * whether a ball is moving into a face at all. Setting the sign, rather than negating, means a ball that is still
 * inside the object next frame is not turned back into it.
 */
final class FaceReflection {
    private FaceReflection() {}

    static Vec2 awayFrom(Vec2 v, Side face) {
        return switch (face) {
            case LEFT -> new Vec2(-Math.abs(v.x()), v.y());
            case RIGHT -> new Vec2(Math.abs(v.x()), v.y());
            case TOP -> new Vec2(v.x(), -Math.abs(v.y()));
            case BOTTOM -> new Vec2(v.x(), Math.abs(v.y()));
        };
    }

    /** "vx = −|vx|: 600 → −600" */
    static Phrase describe(Side face, Vec2 before, Vec2 after) {
        String axis = face.horizontalAxis() ? "vx" : "vy";
        String sign = (face == Side.LEFT || face == Side.TOP) ? Num.MINUS + "|" + axis + "|" : "|" + axis + "|";
        double b = face.horizontalAxis() ? before.x() : before.y();
        double a = face.horizontalAxis() ? after.x() : after.y();
        return Phrase.of("rule.set", "axis", axis, "sign", sign, "before", b, "after", a);
    }

    /** The velocity after reflecting on each face in turn. */
    static Vec2 reflectOn(List<Side> faces, Vec2 before) {
        Vec2 after = before;
        for (Side f : faces) {
            after = awayFrom(after, f);
        }
        return after;
    }

    /**
     * {@link #reflectOn}'s faces, each with its sign set: "left face (vx = −|vx|: 600 → −600)", two of them side by
     * side; {@code reflect} ("reflect on the … because …") says the rule with them.
     */
    static Phrase reflectedFaces(List<Side> faces, Vec2 before) {
        Side first = faces.get(0); // a reflection is on one face or two, never none
        Vec2 after = awayFrom(before, first);
        Phrase said = Phrase.of("rule.face", "side", first.label(), "set", describe(first, before, after));
        for (Side f : faces.subList(1, faces.size())) {
            Vec2 next = awayFrom(after, f);
            Phrase face = Phrase.of("rule.face", "side", f.label(), "set", describe(f, after, next));
            said = Phrase.of("rule.faces", "first", said, "next", face);
            after = next;
        }
        return said;
    }

    /** Is the ball moving into this face (against its outward normal)? */
    static boolean movingInto(Vec2 v, Side face) {
        return v.dot(face.outwardNormal()) < 0;
    }
}
