package bouncelab.core.algorithm;

import bouncelab.core.geometry.Corner;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.trace.Filled;
import bouncelab.core.trace.Phrase;

/** The swept tests' bounce rule, with its numbers, to be said in a language: what {@link SweptRecursion} did at a hit. */
final class SweptRule {
    private SweptRule() {}

    /** The rule of a bounce at {@code hit}: the flip of one component, or a rounded corner's reflection. */
    static Phrase of(SweptHit hit, Vec2 before, Vec2 after) {
        Corner corner = hit.corner();
        Obstacle struck = hit.obstacle();
        if (corner != null && struck != null) { // a rounded corner belongs to an object, never to a wall
            return cornerRule(hit, corner, corner.of(struck.rect()), before, after);
        }
        String axis = hit.side().horizontalAxis() ? "vx" : "vy";
        double b = hit.side().horizontalAxis() ? before.x() : before.y();
        double a = hit.side().horizontalAxis() ? after.x() : after.y();
        return Phrase.of("rule.flip", "axis", axis, "before", b, "after", a);
    }

    /**
     * The rounded corner's reflection v − 2(v·n)n written out one component at a time, each with its numbers, so
     * that it redoes by hand: the normal n from the hit point P and the corner C, then v·n, then vx and vy after.
     */
    private static Phrase cornerRule(SweptHit hit, Corner corner, Vec2 c, Vec2 before, Vec2 after) {
        Vec2 p = hit.point();
        double len = p.minus(c).length();
        Vec2 n = hit.normal();
        double vn = before.dot(n);
        return Phrase.of(
                "rule.roundedCorner",
                "corner",
                Phrase.corner(corner),
                "nx",
                Phrase.written(Filled.worked(n.x(), "({} − {})/{}", p.x(), c.x(), len)),
                "ny",
                Phrase.written(Filled.worked(n.y(), "({} − {})/{}", p.y(), c.y(), len)),
                "vn",
                Phrase.written(Filled.worked(vn, "{}·{} + {}·{}", before.x(), n.x(), before.y(), n.y())),
                "away",
                vn >= 0,
                "vx",
                Phrase.written(vn >= 0 ? "" : Filled.worked(after.x(), "{} − 2·{}·{}", before.x(), vn, n.x())),
                "vy",
                Phrase.written(vn >= 0 ? "" : Filled.worked(after.y(), "{} − 2·{}·{}", before.y(), vn, n.y())));
    }
}
