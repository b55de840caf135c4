package bouncelab.core.trace;

import java.util.Objects;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * A bounce's rule, to be said in a language ("vx = −|vx|: 600 → −600"), made the first time it is read. The
 * trace-free step (a sweep, a game, the soak) makes a bounce in nearly every shot and reads none of their words;
 * formatting the numbers was a fifth of a sweep's time. Two rules are equal when their phrases are, however each was
 * made.
 *
 * <p>The phrase must come from values fixed when the bounce is made (the numbers the supplier captures), so reading
 * it later, on any thread, gives the same phrase; a race between two first reads only makes it twice.
 */
public final class RuleText {
    private final Supplier<Phrase> make;
    private volatile @Nullable Phrase phrase;

    private RuleText(Supplier<Phrase> make, @Nullable Phrase phrase) {
        this.make = make;
        this.phrase = phrase;
    }

    /** A rule already made. */
    public static RuleText said(Phrase phrase) {
        Objects.requireNonNull(phrase, "rule");
        return new RuleText(() -> phrase, phrase);
    }

    /** A rule made when first read, by {@code make} (pure, over values that never change). */
    public static RuleText saidLater(Supplier<Phrase> make) {
        return new RuleText(Objects.requireNonNull(make, "rule"), null);
    }

    /**
     * A rule whose words are still written in the core, in English (its numbers as {@link Num} writes them, so
     * said in the language's notation).
     */
    public static RuleText of(String text) {
        return said(Phrase.text(Objects.requireNonNull(text, "rule")));
    }

    /** The same, made when first read. */
    public static RuleText later(Supplier<String> make) {
        Objects.requireNonNull(make, "rule");
        return saidLater(() -> Phrase.text(make.get()));
    }

    public Phrase phrase() {
        Phrase p = phrase;
        if (p == null) {
            p = Objects.requireNonNull(make.get(), "rule");
            phrase = p;
        }
        return p;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RuleText r && phrase().equals(r.phrase());
    }

    @Override
    public int hashCode() {
        return phrase().hashCode();
    }

    @Override
    public String toString() {
        return phrase().toString();
    }
}
