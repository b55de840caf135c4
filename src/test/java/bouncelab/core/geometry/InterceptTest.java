package bouncelab.core.geometry;

import bouncelab.core.algorithm.SweptProbe;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Pong article's intercept() and ballIntercept(). */
class InterceptTest {

    private static Segment seg(double x1, double y1, double x2, double y2) {
        return new Segment(new Vec2(x1, y1), new Vec2(x2, y2));
    }

    @Test
    void crossingSegmentsGiveUaAndUbInRange() {
        Intercept ix = Intercept.of(seg(0, 0, 10, 10), seg(0, 10, 10, 0));
        assertTrue(ix.hit());
        assertEquals(0.5, ix.ua());
        assertEquals(0.5, ix.ub());
        assertEquals(new Vec2(5, 5), ix.point());
    }

    @Test
    void linesCrossBeyondTheEdgeSoUbIsOutOfRange() {
        Intercept ix = Intercept.of(seg(0, 0, 10, 0), seg(5, 1, 5, 11));
        assertFalse(ix.hit());
        assertEquals(0.5, ix.ua());
        assertEquals(-0.1, ix.ub(), 1e-12);
    }

    @Test
    void pathStoppingShortHasUaOverOne() {
        Intercept ix = Intercept.of(seg(0, 0, 4, 0), seg(5, -1, 5, 1));
        assertFalse(ix.hit());
        assertEquals(1.25, ix.ua());
    }

    @Test
    void parallelSegmentsNeverCross() {
        Intercept ix = Intercept.of(seg(0, 0, 10, 0), seg(0, 1, 10, 1));
        assertFalse(ix.hit());
        assertEquals(0, ix.denom());
        assertTrue(Double.isNaN(ix.ua()));
    }

    @Test
    void ballInterceptTakesTheObviousSideFirst() {
        // ball radius 5 moving right into a paddle spanning x 100..110, y 50..150: left edge pushed out to x 95
        var hit = SweptProbe.ballIntercept(new Vec2(50, 100), 5, new Vec2(100, 0), 100, 50, 110, 150);
        assertEquals(Side.LEFT, hit.side());
        assertEquals(95, hit.point().x());
        assertEquals(100, hit.point().y());
    }

    @Test
    void ballInterceptFindsTheNonObviousTopWhenTheObviousSideIsMissed() {
        // moving right and down, passing above the left edge (which ends at y 45) and landing on the top
        var hit = SweptProbe.ballIntercept(new Vec2(90, 30), 5, new Vec2(20, 20), 100, 50, 110, 150);
        assertEquals(Side.TOP, hit.side());
        assertEquals(45, hit.point().y());
        assertEquals(105, hit.point().x());
    }

    @Test
    void ballInterceptMissesWhenThePathStopsShort() {
        assertNull(SweptProbe.ballIntercept(new Vec2(50, 100), 5, new Vec2(30, 0), 100, 50, 110, 150));
    }
}
