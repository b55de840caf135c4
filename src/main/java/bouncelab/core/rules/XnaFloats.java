package bouncelab.core.rules;

import bouncelab.core.trace.Num;
import bouncelab.core.trace.Phrase;
import java.math.BigDecimal;
import java.util.List;

/**
 * XNA Breakout's numbers as the game has them, in floats: a direction made a unit vector as Vector2.Normalize makes
 * it, a float printed as C# prints it, and the kept direction with the decimals its angle needs to redo.
 */
final class XnaFloats {
    private XnaFloats() {}

    /**
     * The direction component the code kept (turned round), with the fewest decimals from which the angle as shown
     * redoes: tan⁻¹(|along| / |kept|), along being (a − b) / c exactly as the rule prints it. Three decimals are
     * often not enough: lesson 15's ball keeps −0.1240347, and tan⁻¹(0.76 / 0.124) is 80.733°, not 80.731°.
     */
    static String keptText(float kept, double along, double degrees) {
        String shown = Num.fmt(degrees);
        for (int d : new int[] {3, 5, 7, 9}) {
            String t = Num.fmt(kept, d);
            double k = Double.parseDouble(t.replace(Num.MINUS, "-"));
            if (Num.fmt(Math.toDegrees(Math.atan2(Math.abs(along), Math.abs(k))))
                    .equals(shown)) {
                return t;
            }
        }
        return Num.fmt(kept, Num.FULL);
    }

    /** XNA's Vector2.Normalize: each component times 1/length, in floats; (0, 0) stays (0, 0). */
    static float[] normalize(float x, float y) {
        float length = (float) Math.sqrt(x * x + y * y);
        if (length == 0) {
            return new float[] {0, 0};
        }
        float inverse = 1f / length;
        return new float[] {x * inverse, y * inverse};
    }

    /** A float as C# prints it, the shortest text that reads back as the same float ("0.016666668"). */
    static String floatText(float v) {
        return new BigDecimal(Float.toString(v)).stripTrailingZeros().toPlainString();
    }

    /** "time = 0.016666668 (the float nearest 1/60)": what the frame's time is in floats, and what it stands for. */
    static Phrase timeNamed(String t, float time, double dt) {
        if ((double) time == dt) {
            return Phrase.of("xna.time", "t", Phrase.written(t));
        }
        String fraction = Num.fraction(dt);
        return Phrase.of(
                "xna.timeNearest",
                "t",
                Phrase.written(t),
                "dt",
                Phrase.written(fraction != null ? fraction : Num.fmt(dt, Num.FULL)));
    }

    /** The move in floats: the sprite's top-left corner, {@code r} from the centre, and each axis's sum. */
    static Phrase moveNote(double r, Phrase time, List<Phrase> sums) {
        return Phrase.of("xna.floats", "r", r, "time", time, "x", sums.get(0), "y", sums.get(1));
    }
}
