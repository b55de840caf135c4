package bouncelab.core.geometry;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** How far one straight edit may bring a ball and a rectangle together before they share area. */
class ApproachTest {

    @Test
    void aBallThatPassesThroughAThinRectangleInOneEditStopsBeforeIt() {
        Approach a = Approach.ballMoved(new Vec2(0, 0), new Vec2(1000, 0), 5, new Rect(500, -50, 0.5, 100));
        assertEquals(495, a.centreAt(a.clearUntil()).x(), 1e-9);
    }

    @Test
    void twoAlreadySharingAreaAreNotHeldBackAndTwoThatNeverMeetGoAllTheWay() {
        Rect r = new Rect(0, 0, 10, 10);
        assertEquals(
                1, Approach.ballMoved(new Vec2(5, 5), new Vec2(50, 5), 2, r).clearUntil());
        assertEquals(
                1, Approach.ballMoved(new Vec2(20, 20), new Vec2(40, 20), 2, r).clearUntil());
    }

    @Test
    void aPointBallMayLieOnTheBorderButNotInside() {
        Approach a = Approach.ballMoved(new Vec2(-10, 5), new Vec2(5, 5), 0, new Rect(0, 0, 10, 10));
        Vec2 at = a.centreAt(a.clearUntil());
        assertEquals(0, at.x(), 1e-9);
        assertTrue(a.clearAt(a.clearUntil()));
    }

    @Test
    void theWayOutIsAFacesNormalOrFromACornerOrTheNearestSideForAPoint() {
        Rect r = new Rect(0, 0, 10, 10);
        assertEquals(
                new Vec2(-1, 0),
                Approach.ballMoved(new Vec2(-5, 5), new Vec2(5, 5), 5, r).awayAt(0));
        Vec2 corner =
                Approach.ballMoved(new Vec2(13, 14), new Vec2(13, 14), 5, r).awayAt(0);
        assertEquals(0.6, corner.x(), 1e-12);
        assertEquals(0.8, corner.y(), 1e-12);
        assertEquals(
                new Vec2(0, 1),
                Approach.ballMoved(new Vec2(3, 10), new Vec2(3, 10), 0, r).awayAt(0));
    }

    /** Random edits: apart all the way to where it stops, and touching there unless it went the whole way. */
    @Test
    void everyEditStopsAtTheFirstTouch() {
        SplittableRandom random = new SplittableRandom(13);
        for (int i = 0; i < 2000; i++) {
            Rect r0 = randomRect(random);
            Rect r1 = i % 2 == 0
                    ? r0.translated(random.nextDouble(-100, 100), random.nextDouble(-100, 100))
                    : new Rect(r0.x(), r0.y(), random.nextDouble(0, 120), random.nextDouble(0, 120));
            Vec2 c0 = new Vec2(random.nextDouble(-120, 120), random.nextDouble(-120, 120));
            Vec2 c1 = i % 3 == 0 ? c0 : new Vec2(random.nextDouble(-120, 120), random.nextDouble(-120, 120));
            double radius = i % 5 == 0 ? 0 : random.nextDouble(0, 20);
            Approach a = new Approach(c0, c1, r0, r1, radius);
            if (!a.clearAt(0)) {
                continue;
            }
            double t = a.clearUntil();
            for (int k = 0; k < 100; k++) {
                assertTrue(a.clearAt(t * k / 100), "apart on the way: " + a + " at " + t * k / 100);
            }
            assertTrue(a.clearAt(t), "apart where it stops: " + a + " at " + t);
            if (t < 1) {
                assertFalse(a.clearAt(Math.min(1, t + 1e-9)), "stopped at the first touch: " + a + " at " + t);
            }
        }
    }

    /**
     * Where an edit stops, on the grid a drag leaves positions on (hundredths of a px): its nearest point that keeps
     * the two apart. There is always one a step away, the way out from the rectangle; an exact stop such as
     * 62.00000000000003 is written 62.
     */
    @Test
    void everyStopHasAPointOfTheGridBesideItThatKeepsThemApart() {
        Rect wall = new Rect(70, -50, 1, 100);
        assertEquals(
                new Vec2(62, 7.12),
                Grid.nearest(
                                new Vec2(62.00000000000003, 7.123456),
                                100,
                                q -> Approach.ballMoved(q, q, 8, wall).clearAt(0))
                        .orElseThrow());
        // touching at 61.996: 62 is nearer, but in the wall
        assertEquals(
                new Vec2(61.99, 7.12),
                Grid.nearest(
                                new Vec2(61.996, 7.12),
                                100,
                                q -> Approach.ballMoved(q, q, 8.004, wall).clearAt(0))
                        .orElseThrow(),
                "away from it");

        SplittableRandom random = new SplittableRandom(17);
        for (int i = 0; i < 2000; i++) {
            Rect r0 = randomRect(random);
            Vec2 c0 = new Vec2(random.nextDouble(-120, 120), random.nextDouble(-120, 120));
            Vec2 to = new Vec2(random.nextDouble(-120, 120), random.nextDouble(-120, 120));
            double radius = i % 5 == 0 ? 0 : random.nextDouble(0, 20);
            boolean ballMoves = i % 2 == 0;
            Approach a = ballMoves
                    ? Approach.ballMoved(c0, to, radius, r0)
                    : Approach.rectChanged(r0, r0.translated(to.x(), to.y()), c0, radius);
            if (!a.clearAt(0)) {
                continue;
            }
            double t = a.clearUntil();
            Vec2 c = a.centreAt(t);
            Rect r = a.rectAt(t);
            Vec2 exact = ballMoves ? c : new Vec2(r.x(), r.y());
            Vec2 tidy = Grid.nearest(
                            exact,
                            100,
                            q -> ballMoves
                                    ? Approach.ballMoved(q, q, radius, r).clearAt(0)
                                    : Approach.ballMoved(c, c, radius, new Rect(q.x(), q.y(), r.width(), r.height()))
                                            .clearAt(0))
                    .orElseThrow(() -> new AssertionError("none apart beside " + exact + ": " + a));
            assertTrue(tidy.distanceTo(exact) < 0.015, tidy + " from " + exact);
            assertEquals(Grid.round(tidy.x(), 100), tidy.x());
            assertEquals(Grid.round(tidy.y(), 100), tidy.y());
        }
    }

    /** A paddle or brick somewhere near the origin, up to 40 px a side (0 too: a line). */
    private static Rect randomRect(SplittableRandom random) {
        return new Rect(
                random.nextDouble(-50, 50),
                random.nextDouble(-50, 50),
                random.nextDouble(0, 40),
                random.nextDouble(0, 40));
    }
}
