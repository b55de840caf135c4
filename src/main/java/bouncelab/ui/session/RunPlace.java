package bouncelab.ui.session;

import bouncelab.core.scenario.Scenario;
import bouncelab.ui.common.Background;
import java.util.concurrent.Executor;
import org.jspecify.annotations.Nullable;

/**
 * Where a model works out a run's frames, and where the result is handed back. {@link #HERE} works every run out
 * at once on the caller's thread (pictures, render, model tests). {@link #background()} is the window's: a shot
 * whose {@link #work} is past {@link #AT_ONCE} is computed on the {@link Background} seam's pool, one thread a core, so the Compare
 * tab's runs go in parallel, and lands on the FX thread; a lighter one (every lesson but the broad-phase one) is
 * still worked out at once, so the window never shows a half-made run for it.
 */
public record RunPlace(@Nullable Executor work, @Nullable Executor land) {
    /** Everything at once, on the caller's thread. */
    public static final RunPlace HERE = new RunPlace(null, null);

    /**
     * The most {@link #work} computed at once on the FX thread: 20 objects met on one pass a frame for 600 frames.
     * Every shipped lesson but the broad-phase one (751 bricks) is far under it. Measured here (2 cores, load 11):
     * a Pong run (1,200) about a millisecond warm; 19 bricks and a paddle hit at 300 px a frame (12,000) 30 to 170
     * ms; 1,000 objects, the most a file may hold, up to 2 s (bench/heavy-jobs.sh).
     */
    public static final long AT_ONCE = 20L * PlaybackModel.HORIZON;

    /** The window's place: heavy runs on the shared pool, results on the FX thread. */
    public static RunPlace background() {
        return new RunPlace(Background.runs(), Background.WINDOW.land());
    }

    /** Whether a run of {@code s} is worked out elsewhere rather than at once. */
    public boolean elsewhere(Scenario s) {
        return work != null && work(s) > AT_ONCE;
    }

    /**
     * A rough measure of a run's cost before it runs: the objects the ball may be tested against (paddles, bricks,
     * a grid's bricks one by one) times the frames worked out, times the passes a frame may take: one, and one more
     * for each whole court's width (or height, the shorter) the ball travels in a frame, at most the bounce limit (32). The
     * discrete tests look at every object every frame; the swept ones at every object on each pass's path.
     */
    public static long work(Scenario s) {
        long objects = s.paddles().size() + s.bricks().size();
        if (s.brickGrid() != null) {
            objects += (long) s.brickGrid().cols() * s.brickGrid().rows();
        }
        double travel = Math.hypot(s.ball().vx(), s.ball().vy()) * s.dt();
        double side = Math.max(1, Math.min(s.court().width(), s.court().height()));
        long passes = (long) Math.min(32, 1 + Math.floor(travel / side));
        return Math.max(1, objects) * PlaybackModel.HORIZON * passes;
    }
}
