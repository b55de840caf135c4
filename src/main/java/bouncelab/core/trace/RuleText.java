package bouncelab.core.trace;

import java.util.Objects;
import java.util.function.Supplier;

/**
 * A bounce's rule in words ("vx = −|vx|: 600 → −600"), worked out the first time it is read. The trace-free step
 * (a sweep, a game, the soak) makes a bounce in nearly every shot and reads none of their words; formatting the
 * numbers was a fifth of a sweep's time. Two rules are equal when their words are, however each was made.
 *
 * <p>The words must come from values fixed when the bounce is made (the numbers the supplier captures), so reading
 * them later, on any thread, gives the same text; a race between two first reads only makes it twice.
 */
public final class RuleText {
    private final Supplier<String> make;
    private volatile String text;

    private RuleText(Supplier<String> make, String text) {
        this.make = make;
        this.text = text;
    }

    /** Words already made. */
    public static RuleText of(String text) {
        return new RuleText(null, Objects.requireNonNull(text, "rule"));
    }

    /** Words made when first read, by {@code make} (pure, over values that never change). */
    public static RuleText later(Supplier<String> make) {
        return new RuleText(Objects.requireNonNull(make, "rule"), null);
    }

    public String text() {
        String t = text;
        if (t == null) {
            t = Objects.requireNonNull(make.get(), "rule");
            text = t;
        }
        return t;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RuleText r && text().equals(r.text());
    }

    @Override
    public int hashCode() {
        return text().hashCode();
    }

    @Override
    public String toString() {
        return text();
    }
}
