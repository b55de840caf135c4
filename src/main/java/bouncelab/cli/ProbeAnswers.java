package bouncelab.cli;

import bouncelab.core.algorithm.IntersectionCentreAlgorithm;
import bouncelab.core.algorithm.PythagorasAlgorithm;
import bouncelab.core.algorithm.SimpleAlgorithm;
import bouncelab.core.algorithm.SweptProbe;
import bouncelab.core.geometry.Intercept;
import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Segment;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.trace.BoxTest;
import bouncelab.core.trace.EdgeTest;
import bouncelab.core.trace.OverlapTest;
import bouncelab.core.trace.PythagorasTest;
import bouncelab.io.json.JsonWriter;
import bouncelab.words.WorkingWords;
import java.util.HashSet;
import org.jspecify.annotations.Nullable;

/**
 * Each probe's answer as one JSON object, for the single probes and {@code --batch} alike. The numbers come from
 * the core's own tests (the same calls the algorithms make), and the keys are the articles' names for them.
 * Arguments are already checked ({@link ProbeArg}); {@code working} adds the lines of working in its language
 * (null leaves them out: batches do unless asked, as building those strings is most of the cost).
 */
final class ProbeAnswers {
    private static final String RECT_ID = "rect";

    private ProbeAnswers() {}

    /** The slides' 'simple' gap test: ball (x, y, diameter), rect (x, y, w, h). */
    static void simple(JsonWriter w, double[] ball, double[] rect, @Nullable WorkingWords working) {
        BoxTest t = SimpleAlgorithm.boxTest(RECT_ID, new Vec2(ball[0], ball[1]), ball[2], bySize(rect));
        w.beginObject()
                .name("test")
                .value("simple")
                .name("circleDistanceX")
                .value(t.circleDistanceX())
                .name("circleDistanceY")
                .value(t.circleDistanceY())
                .name("hit")
                .value(t.hit());
        if (working != null) {
            w.name("working").beginArray();
            WorkingLines.append(w, working, t, new HashSet<>());
            w.endArray();
        }
        w.endObject();
    }

    /** The slides' hitPaddle(): ball (x, y, diameter), paddle (x, y, w, h). */
    static void pythagoras(JsonWriter w, double[] ball, double[] rect, @Nullable WorkingWords working) {
        PythagorasTest t = PythagorasAlgorithm.hitPaddle(RECT_ID, new Vec2(ball[0], ball[1]), ball[2], bySize(rect));
        w.beginObject()
                .name("test")
                .value("pythagoras")
                .name("circleDistanceX")
                .value(t.circleDistanceX())
                .name("circleDistanceY")
                .value(t.circleDistanceY())
                .name("cornerDistance");
        if (t.cornerDecided()) {
            w.value(t.cornerDistance());
        } else {
            w.nullValue();
        }
        w.name("hit").value(t.hit()).name("decidedBy");
        if (t.cornerDecided()) {
            w.value("corner");
        } else {
            w.value((long) t.decidedBy());
        }
        if (working != null) {
            w.name("working").beginArray();
            WorkingLines.append(w, working, t, new HashSet<>());
            w.endArray();
        }
        w.endObject();
    }

    /** The Pong article's intercept(): the path (x1, y1)→(x2, y2) against the edge (x3, y3)→(x4, y4). */
    static void intercept(JsonWriter w, double[] path, double[] edge, @Nullable WorkingWords working) {
        Intercept ix = Intercept.of(segment(path), segment(edge));
        boolean parallel = ix.denom() == 0;
        w.beginObject().name("test").value("intercept").name("hit").value(ix.hit());
        point(w, ix.hit() ? ix.point() : null);
        w.name("ua");
        orNull(w, parallel, ix.ua());
        w.name("ub");
        orNull(w, parallel, ix.ub());
        w.name("denom").value(ix.denom());
        if (working != null) {
            // EdgeTest carries intercept()'s working; an edge tested on its own has no side
            EdgeTest asEdge = new EdgeTest("edge", null, 1, ix, ix.hit(), "");
            w.name("working").beginArray();
            WorkingLines.append(w, working, asEdge, new HashSet<>());
            w.endArray();
        }
        w.endObject();
    }

    /** The Pong article's ballIntercept(): ball (x, y, radius) moving by (nx, ny), rect (left, top, right, bottom). */
    static void ballIntercept(
            JsonWriter w, double[] ball, double[] move, double[] edges, @Nullable WorkingWords working) {
        SweptProbe.Result r = SweptProbe.test(
                new Vec2(ball[0], ball[1]),
                ball[2],
                new Vec2(move[0], move[1]),
                edges[0],
                edges[1],
                edges[2],
                edges[3]);
        SweptProbe.Hit hit = r.hit();
        w.beginObject().name("test").value("ball-intercept").name("hit").value(hit != null);
        point(w, hit == null ? null : hit.point());
        w.name("side").value(hit == null ? null : hit.side().label());
        w.name("ua");
        orNull(w, hit == null, hit == null ? 0 : hit.ua());
        if (working != null) {
            w.name("working").beginArray();
            for (EdgeTest edge : r.tested()) {
                WorkingLines.appendWithHeading(w, working, edge, new HashSet<>());
            }
            w.endArray();
        }
        w.endObject();
    }

    /**
     * Graybill's bounce from the intersection rectangle: the ball's box and the brick, both (x, y, w, h). When every
     * number is a whole one, as his Java's Rectangles are, the centres are halved as Java does it ({@code width / 2}
     * drops the remainder), so a probe gives his program's answer whatever rules a shot runs under.
     */
    static void intersectionCentre(JsonWriter w, double[] ballBox, double[] rect, @Nullable WorkingWords working) {
        OverlapTest t = javaInts(ballBox) && javaInts(rect)
                ? IntersectionCentreAlgorithm.bounceDirectionWholePixels(RECT_ID, bySize(ballBox), bySize(rect))
                : IntersectionCentreAlgorithm.bounceDirection(RECT_ID, bySize(ballBox), bySize(rect));
        w.beginObject()
                .name("test")
                .value("intersection-centre")
                .name("hit")
                .value(t.hit())
                .name("overlap");
        Rect o = t.overlap();
        if (o == null) {
            w.nullValue();
        } else {
            w.beginObject()
                    .name("x")
                    .value(o.x())
                    .name("y")
                    .value(o.y())
                    .name("width")
                    .value(o.width())
                    .name("height")
                    .value(o.height())
                    .endObject();
        }
        w.name("xDirection").value((long) t.xDirection()).name("yDirection").value((long) t.yDirection());
        if (working != null) {
            w.name("working").beginArray();
            WorkingLines.append(w, working, t, new HashSet<>());
            w.endArray();
        }
        w.endObject();
    }

    /** Every value a whole number a Java int can hold. */
    private static boolean javaInts(double[] values) {
        for (double v : values) {
            if (v != Math.rint(v) || Math.abs(v) > Integer.MAX_VALUE) {
                return false;
            }
        }
        return true;
    }

    private static Rect bySize(double[] r) {
        return new Rect(r[0], r[1], r[2], r[3]);
    }

    private static Segment segment(double[] s) {
        return new Segment(new Vec2(s[0], s[1]), new Vec2(s[2], s[3]));
    }

    private static void point(JsonWriter w, @Nullable Vec2 p) {
        w.name("x");
        orNull(w, p == null, p == null ? 0 : p.x());
        w.name("y");
        orNull(w, p == null, p == null ? 0 : p.y());
    }

    private static void orNull(JsonWriter w, boolean isNull, double v) {
        if (isNull) {
            w.nullValue();
        } else {
            w.value(v);
        }
    }
}
