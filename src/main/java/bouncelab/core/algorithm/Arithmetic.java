package bouncelab.core.algorithm;

/**
 * The numbers a rule set's program works in, which an algorithm's test follows when that loop asks it
 * ({@link HitQuery}): {@code EXACT} for Bounce Lab, Gordon's JavaScript and the slides (real numbers; boxes that
 * only touch count as a hit, as in the slides' {@code >} tests); {@code WHOLE_PIXELS} for Graybill's Java and the
 * XNA program, whose rectangles hold whole pixels ({@code java.awt.Rectangle}, XNA's {@code Rectangle}): their
 * {@code intersects} is strict, so boxes that only touch do not meet, and {@code x + width/2} is integer division.
 */
public enum Arithmetic {
    EXACT(true, false),
    WHOLE_PIXELS(false, true);

    private final boolean touchingCounts;
    private final boolean wholeHalves;

    Arithmetic(boolean touchingCounts, boolean wholeHalves) {
        this.touchingCounts = touchingCounts;
        this.wholeHalves = wholeHalves;
    }

    /** Do two boxes that share an edge but no area meet? */
    public boolean touchingCounts() {
        return touchingCounts;
    }

    /** Is half a size an integer division ({@code 21/2 = 10})? */
    public boolean wholeHalves() {
        return wholeHalves;
    }
}
