package bouncelab.core.trace;

/**
 * One test of an algorithm, as the article writes it and with the numbers put in, and its outcome:
 * {@code (1) circleDistanceX > paddleWidth/2 + diameter/2: 84 > 35 + 50 → false} in English. The code and the
 * numbers are phrases (a few checks are in words: "the path goes into the circle"); the words floor says them.
 */
public record Check(String label, Phrase code, Phrase filled, boolean result) {
    /** A check whose code is the article's, as written, and whose numbers are a sum as {@link Num} writes it. */
    public Check(String label, String code, String filled, boolean result) {
        this(label, code(code), sum(filled), result);
    }

    /** The article's code, said as it is written in every language. */
    public static Phrase code(String code) {
        return Phrase.of("code", "code", code);
    }

    /** Numbers and operations alone, written in each language's notation. */
    public static Phrase sum(String filled) {
        return Phrase.of("sum", "sum", Phrase.written(filled));
    }
}
