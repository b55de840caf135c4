package bouncelab.core.scenario;

import java.math.BigDecimal;
import java.util.Optional;

/**
 * What a scenario file or a lesson may ask for, in one place: the scenario loader refuses a file past these, the
 * lesson loader a lesson past them, and a lesson's 'try this' actions and checks must not set a shot up past them
 * either. They are chosen so that whatever loads is drawn by {@code render} and written by {@code worksheet} in
 * seconds (README, Robustness, has the measurements).
 */
public final class ShotLimits {
    /** Every number in a scenario file is finite and at most this in size (positions, sizes, velocities). */
    public static final double MAX_MAGNITUDE = 1e9;
    /** The longest frame time, in seconds. */
    public static final double MAX_DT = 10;
    /** The largest scenario file read, in bytes: a shot at every other limit, written out, is a tenth of it. */
    public static final long MAX_SCENARIO_BYTES = 1 << 20;
    /** The largest lesson.md read, in bytes: the longest shipped lesson is under 6 KiB. */
    public static final long MAX_LESSON_BYTES = 1 << 20;
    /** Paddles and bricks in one shot, together, a grid's bricks counted one by one. */
    public static final int MAX_OBJECTS = 1000;
    /** Columns, and rows, of a brick grid (the grid's bricks count towards {@link #MAX_OBJECTS} too). */
    public static final int MAX_GRID_SIDE = 1000;
    /**
     * The last frame a lesson may name (front matter {@code frame:}, {@code action:frame=}, a check's
     * {@code at frame}, {@code reveal-at-frame:}): as far as the window works a shot out, ten seconds at 60 Hz.
     */
    public static final int MAX_FRAME = 600;
    /** Questions in one lesson. */
    public static final int MAX_QUESTIONS = 20;
    /** {@code check:} lines in one question. */
    public static final int MAX_CHECKS = 10;
    /** {@code {{placeholders}}} in one lesson, its questions' text included. */
    public static final int MAX_PLACEHOLDERS = 500;
    /** 'Try this' links in one lesson. */
    public static final int MAX_LINKS = 200;
    /** Pictures in one lesson. */
    public static final int MAX_IMAGES = 50;
    /**
     * A lesson picture's width and height, each, read from its header before it is decoded: 4096 x 4096 decodes to
     * 64 MB, which a school PC's 1 GB Java holds; a 388 KB PNG of 20000 x 20000 decoded to 1.6 GB and killed it.
     */
    public static final int MAX_PICTURE_SIDE = 4096;
    /** A lesson picture's file, checked before a byte is read. */
    public static final long MAX_PICTURE_BYTES = 16L << 20;
    /**
     * The working a shot's {@value #MAX_FRAME} frames may record with all five algorithms together, counted in
     * trace items (a move, an edge tested, a bounce...): past it {@code render} and {@code worksheet} refuse the
     * shot rather than spend minutes and gigabytes drawing it. A Breakout wall of 750 bricks hit at 10^9 px/s
     * records about 3.9 million; bricks stacked on top of each other around a ball wedged between them record
     * far more.
     */
    public static final long MAX_WORK = 1_000_000;

    private ShotLimits() {}

    /**
     * What in this shot a scenario file could not hold, or empty: its {@code dt} (more than 0, at most
     * {@value #MAX_DT} s) and the ball's velocity (each axis finite and at most 1e9 px/s).
     */
    public static Optional<String> problem(Scenario s) {
        if (!(s.dt() > 0) || s.dt() > MAX_DT) {
            return Optional.of("dt would be " + show(s.dt())
                    + " s, and a scenario file holds a dt more than 0 and at most " + (int) MAX_DT + " s");
        }
        double vx = s.ball().vx();
        double vy = s.ball().vy();
        if (!within(vx) || !within(vy)) {
            return Optional.of("the ball's velocity would be (" + show(vx) + ", " + show(vy)
                    + ") px/s, and a scenario file holds" + " numbers at most 1e9 in size");
        }
        return Optional.empty();
    }

    /** 18000, 0.5, 1.0E300: short and exact enough to find in the lesson. */
    private static String show(double v) {
        return Double.isFinite(v) && Math.abs(v) < 1e15
                ? BigDecimal.valueOf(v).stripTrailingZeros().toPlainString()
                : String.valueOf(v);
    }

    private static boolean within(double v) {
        return Double.isFinite(v) && Math.abs(v) <= MAX_MAGNITUDE;
    }
}
