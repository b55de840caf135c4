package bouncelab.core.soak;

import bouncelab.core.geometry.Corner;
import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Segment;
import bouncelab.core.geometry.Vec2;

/** How deep a ball of radius r goes into a rectangle while its centre moves along a segment: the test's ruler. */
final class Sweep {
    private Sweep() {}

    /**
     * The ball's greatest overlap with the rectangle along the segment: r minus the least distance from the
     * segment to the rectangle, or r plus how far the segment reaches into the rectangle's inside when it
     * crosses it. Negative when it stays clear.
     */
    static double depthAlong(Segment seg, Rect rect, double r) {
        double inside = reachInside(seg, rect);
        if (inside > 0) {
            return r + inside;
        }
        return r - distance(seg, rect);
    }

    /** The least distance between the segment and the (closed) rectangle; 0 when they meet. */
    static double distance(Segment seg, Rect rect) {
        if (clip(seg, rect) != null) {
            return 0;
        }
        double d = Math.min(dist(seg.a(), rect), dist(seg.b(), rect));
        for (Corner c : Corner.values()) {
            d = Math.min(d, pointToSegment(c.of(rect), seg));
        }
        return d;
    }

    /** How far from the rectangle's border the segment reaches inside it (0 if it does not enter). */
    static double reachInside(Segment seg, Rect rect) {
        double[] t = clip(seg, rect);
        if (t == null) {
            return 0;
        }
        // the deepest point of a segment through a rectangle is at one of the clipped ends or where it is
        // farthest from the nearest side: check the ends and the middle of the clipped part
        double best = 0;
        for (double u : new double[] {t[0], (t[0] + t[1]) / 2, t[1]}) {
            Vec2 p = seg.pointAt(u);
            double in = Math.min(
                    Math.min(p.x() - rect.left(), rect.right() - p.x()),
                    Math.min(p.y() - rect.top(), rect.bottom() - p.y()));
            best = Math.max(best, in);
        }
        return best;
    }

    private static double dist(Vec2 p, Rect rect) {
        return rect.closestPoint(p).distanceTo(p);
    }

    private static double pointToSegment(Vec2 p, Segment seg) {
        Vec2 d = seg.delta();
        double len2 = d.dot(d);
        double t = len2 == 0 ? 0 : Math.max(0, Math.min(1, p.minus(seg.a()).dot(d) / len2));
        return seg.pointAt(t).distanceTo(p);
    }

    /** Liang–Barsky: the range [t0, t1] of the segment inside the closed rectangle, or null. */
    private static double[] clip(Segment seg, Rect rect) {
        double t0 = 0, t1 = 1;
        double dx = seg.b().x() - seg.a().x(), dy = seg.b().y() - seg.a().y();
        double[] p = {-dx, dx, -dy, dy};
        double[] q = {
            seg.a().x() - rect.left(),
            rect.right() - seg.a().x(),
            seg.a().y() - rect.top(),
            rect.bottom() - seg.a().y()
        };
        for (int i = 0; i < 4; i++) {
            if (p[i] == 0) {
                if (q[i] < 0) {
                    return null;
                }
            } else {
                double t = q[i] / p[i];
                if (p[i] < 0) {
                    t0 = Math.max(t0, t);
                } else {
                    t1 = Math.min(t1, t);
                }
            }
        }
        return t0 <= t1 ? new double[] {t0, t1} : null;
    }
}
