package bouncelab.core.broadphase;

import bouncelab.core.algorithm.AlgorithmClasses;
import bouncelab.core.geometry.Rect;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.simulation.Run;
import bouncelab.core.trace.BroadPhaseStats;
import bouncelab.core.trace.FrameTrace;
import bouncelab.core.trace.TraceItem;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.IntPredicate;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The grid finds what brute force finds: the same bricks for any path, and so the same closest hits, paths, states
 * and working, to the bit, frame after frame. Only the broad phase's own counts differ.
 */
class BroadPhaseAgreementTest {

    @Test
    void theGridHandsOverTheSameBricksInTheSameOrderForAnyPath() {
        Random rnd = new Random(20110612);
        RandomShots shots = new RandomShots(rnd.nextLong());
        for (int set = 0; set < 300; set++) {
            boolean whole = rnd.nextBoolean();
            List<Rect> rects = new ArrayList<>();
            for (int i = rnd.nextInt(200); i >= 0; i--) {
                rects.add(shots.rect(600, 400, whole));
            }
            PackedRects packed = PackedRects.of(rects);
            double margin = rnd.nextInt(5) == 0 ? 0 : shots.num(0, 15, whole);
            UniformGrid grid = UniformGrid.build(packed, margin);
            BruteForce brute = new BruteForce(packed);
            for (int q = 0; q < 200; q++) {
                double ax = shots.num(-100, 700, whole), ay = shots.num(-100, 500, whole);
                double len = rnd.nextInt(3) == 0 ? shots.num(0, 20, whole) : shots.num(0, 1500, whole);
                double angle = rnd.nextInt(3) == 0 ? rnd.nextInt(8) * Math.PI / 4 : rnd.nextDouble() * 2 * Math.PI;
                double ex = ax + len * Math.cos(angle), ey = ay + len * Math.sin(angle);
                double bx = whole ? Math.rint(ex) : ex, by = whole ? Math.rint(ey) : ey;
                double r = margin * rnd.nextDouble() < margin / 2 ? margin : margin * rnd.nextDouble();
                int skip = rnd.nextInt(4);
                Candidates fromGrid = new Candidates();
                Candidates fromBrute = new Candidates();
                grid.query(ax, ay, bx, by, r, i -> i % 4 != skip || skip == 0, fromGrid);
                brute.query(ax, ay, bx, by, r, i -> i % 4 != skip || skip == 0, fromBrute);
                assertEquals(
                        indices(fromBrute),
                        indices(fromGrid),
                        () -> "set " + rects + " margin " + margin + " path " + ax + "," + ay + " → " + bx + "," + by);
                assertTrue(fromGrid.lookedAt() <= fromBrute.lookedAt());
            }
        }
    }

    /**
     * A packed wall (24 × 8 px bricks, 2 px gaps, as the benchmarks' Breakout walls) and a fast ball, up to a hundred
     * diameters a frame, in any direction: each brick lies in a block of cells, met in several cells in a row, and
     * must be handed over once, in list order, exactly when brute force hands it over.
     */
    @Test
    void onAPackedWallAFastBallGetsTheSameBricksAsBruteForce() {
        Random rnd = new Random(100_000);
        List<Rect> rects = new ArrayList<>();
        for (int row = 0; row < 60; row++) {
            for (int col = 0; col < 80; col++) {
                rects.add(new Rect(10 + col * 26, 40 + row * 10, 24, 8));
            }
        }
        PackedRects packed = PackedRects.of(rects);
        for (double margin : new double[] {5, 8, 0.5}) {
            UniformGrid grid = UniformGrid.build(packed, margin);
            BruteForce brute = new BruteForce(packed);
            for (int q = 0; q < 3000; q++) {
                double ax = rnd.nextDouble() * 2200 - 50, ay = rnd.nextDouble() * 700 - 50;
                double len = rnd.nextInt(4) == 0 ? rnd.nextDouble() * 30 : rnd.nextDouble() * 100 * 2 * margin;
                double angle = rnd.nextInt(4) == 0 ? rnd.nextInt(8) * Math.PI / 4 : rnd.nextDouble() * 2 * Math.PI;
                double bx = ax + len * Math.cos(angle), by = ay + len * Math.sin(angle);
                int broken = rnd.nextInt(3); // none, every third, or most bricks gone
                IntPredicate live = broken == 0 ? i -> true : broken == 1 ? i -> i % 3 != 0 : i -> i % 7 == 0;
                Candidates fromGrid = new Candidates();
                Candidates fromBrute = new Candidates();
                grid.query(ax, ay, bx, by, margin, live, fromGrid);
                brute.query(ax, ay, bx, by, margin, live, fromBrute);
                double m = margin;
                assertEquals(
                        indices(fromBrute),
                        indices(fromGrid),
                        () -> "margin " + m + " path " + ax + "," + ay + " → " + bx + "," + by);
                assertTrue(fromGrid.lookedAt() <= fromBrute.lookedAt());
            }
        }
    }

    @Test
    void gridAndBruteForceGiveTheSameWorkingFrameAfterFrame() {
        Random seeds = new Random(750);
        for (int shot = 0; shot < 60; shot++) {
            long seed = seeds.nextLong();
            Scenario grid = new RandomShots(seed).scenario();
            Scenario brute = grid.withRules(grid.rules().withBroadPhase("brute-force"));
            Run a = new Run(grid, AlgorithmClasses.create(grid.algorithm()));
            Run b = new Run(brute, AlgorithmClasses.create(brute.algorithm()));
            for (int f = 1; f <= 30; f++) {
                FrameTrace ta = a.trace(f);
                FrameTrace tb = b.trace(f);
                String where = "seed " + seed + " frame " + f;
                assertEquals(withoutStats(tb).toString(), withoutStats(ta).toString(), where);
                assertEquals(withoutStats(tb), withoutStats(ta), where);
                assertEquals(b.state(f), a.state(f), where);
                assertEquals(
                        a.state(f - 1).out() ? 0 : 1,
                        ta.items(BroadPhaseStats.class).size(),
                        where);
                if (a.state(f - 1).out()) {
                    continue; // a ball that is out stays put, and nothing is tested
                }
                BroadPhaseStats sa = ta.items(BroadPhaseStats.class).get(0);
                BroadPhaseStats sb = tb.items(BroadPhaseStats.class).get(0);
                assertEquals("grid", sa.method());
                assertEquals("brute-force", sb.method());
                assertEquals(sb.tested(), sa.tested(), where);
                assertEquals(sb.bruteForce(), sa.bruteForce(), where);
                assertEquals(sb.bruteForce(), sb.candidates(), where);
                assertTrue(sa.candidates() <= sb.candidates(), where);
            }
        }
    }

    private static List<Integer> indices(Candidates c) {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < c.size(); i++) {
            out.add(c.get(i));
        }
        return out;
    }

    private static FrameTrace withoutStats(FrameTrace t) {
        List<TraceItem> items =
                t.items().stream().filter(i -> !(i instanceof BroadPhaseStats)).toList();
        return new FrameTrace(
                t.frame(), t.t(), t.dt(), t.algorithm(), t.before(), t.after(), t.a(), t.b(), t.path(), items);
    }
}
