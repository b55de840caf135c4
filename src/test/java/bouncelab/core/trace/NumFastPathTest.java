package bouncelab.core.trace;

import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * {@link Num#fmt} takes a fast way for most numbers; it must write exactly what the BigDecimal way
 * ({@link Num#exact}) writes for every double, since every formula in every trace is built from it. The cases
 * below aim at where the two could differ: next to the rounding boundaries k/1000 + 0.0005, at the thousandths
 * themselves, signs and zeros, and the size limit of the fast way.
 */
class NumFastPathTest {

    private static void same(double v) {
        assertEquals(Num.exact(v), Num.fmt(v), () -> "fmt(" + v + ") [" + Double.doubleToRawLongBits(v) + "]");
    }

    /** v and its neighbours a few ulps either side. */
    private static void around(double v) {
        double d = v;
        for (int i = 0; i < 4; i++) {
            d = Math.nextDown(d);
        }
        for (int i = 0; i < 9; i++) {
            same(d);
            same(-d);
            d = Math.nextUp(d);
        }
    }

    @Test
    void specialValues() {
        double[] special = {
            0.0,
            -0.0,
            Double.NaN,
            Double.POSITIVE_INFINITY,
            Double.NEGATIVE_INFINITY,
            Double.MIN_VALUE,
            -Double.MIN_VALUE,
            Double.MIN_NORMAL,
            Double.MAX_VALUE,
            -Double.MAX_VALUE,
            1e9,
            -1e9,
            Math.nextDown(1e9),
            1e12,
            1e15,
            1e20,
            123456789.0005,
            999999999.9995,
            0.0005,
            -0.0005,
            0.0015,
            0.0025,
            0.00049999999999,
            -0.00050000000001,
            0.5,
            1.5,
            2.5,
            1e-300,
            1 / 3.0,
            2 / 3.0
        };
        for (double v : special) {
            same(v);
            same(-v);
        }
    }

    @Test
    void boundariesAndThousandths() {
        for (long k = -20_000; k <= 20_000; k++) {
            around(k / 1000.0); // the thousandths themselves
            around((k + 0.5) / 1000.0); // x.xxx5: the ties, where half-even decides
            around(k / 1000.0 + 0.0005);
            around(k * 0.001 + 0.0005);
        }
    }

    @Test
    void tiesAtLargerMagnitudes() {
        SplittableRandom r = new SplittableRandom(7);
        for (int i = 0; i < 40_000; i++) {
            long k = r.nextLong(-2_000_000_000_000L, 2_000_000_000_000L);
            around(k / 1000.0);
            around((k + 0.5) / 1000.0);
            around(Double.parseDouble((k / 1000) + "." + String.format("%03d", Math.abs(k % 1000)) + "5"));
        }
    }

    @Test
    void randomDoublesOfEveryScale() {
        SplittableRandom r = new SplittableRandom(11);
        for (int i = 0; i < 400_000; i++) {
            double scale = Math.pow(10, r.nextInt(-8, 14));
            same((r.nextDouble() * 2 - 1) * scale);
        }
        for (int i = 0; i < 100_000; i++) {
            same(Double.longBitsToDouble(r.nextLong())); // any bit pattern at all
        }
    }

    @Property(seed = "20260601", tries = 20000)
    void anyDouble(@ForAll double v) {
        same(v);
    }
}
