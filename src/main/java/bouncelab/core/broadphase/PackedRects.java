package bouncelab.core.broadphase;

import bouncelab.core.geometry.Rect;
import java.util.List;

/**
 * Rectangles as their edges in one array (left, top, right, bottom, then the next): a brute-force pass over
 * 100,000 bricks reads memory in order instead of following a pointer per brick. Immutable once made.
 */
public final class PackedRects {
    private final double[] edges;

    private PackedRects(double[] edges) {
        this.edges = edges;
    }

    public static PackedRects of(List<Rect> rects) {
        double[] e = new double[4 * rects.size()];
        for (int i = 0; i < rects.size(); i++) {
            Rect r = rects.get(i);
            e[4 * i] = r.left();
            e[4 * i + 1] = r.top();
            e[4 * i + 2] = r.right();
            e[4 * i + 3] = r.bottom();
        }
        return new PackedRects(e);
    }

    public int size() {
        return edges.length / 4;
    }

    /** The packed array itself, for the broad phases' inner loops; never written to. */
    double[] edges() {
        return edges;
    }

    public double left(int i) {
        return edges[4 * i];
    }

    public double top(int i) {
        return edges[4 * i + 1];
    }

    public double right(int i) {
        return edges[4 * i + 2];
    }

    public double bottom(int i) {
        return edges[4 * i + 3];
    }
}
