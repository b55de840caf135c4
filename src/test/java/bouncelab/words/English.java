package bouncelab.words;

import bouncelab.core.trace.Check;
import bouncelab.core.trace.Phrase;
import bouncelab.core.trace.Quantity;
import bouncelab.core.trace.TraceItem;

/** The working's words in English, for tests that read an item's line or a check as the window shows them. */
public final class English {
    private static final WorkingWords SAID = WorkingWords.of(Words.ENGLISH);

    private English() {}

    /** The item's one line, as the working's heading writes it. */
    public static String summary(TraceItem item) {
        return SAID.say(item.summary());
    }

    /** A phrase (a bounce's rule, a note's text) in English. */
    public static String say(Phrase p) {
        return SAID.say(p);
    }

    /** The check's line: {@code (1) code: filled → true}. */
    public static String check(Check c) {
        return SAID.check(c);
    }

    /** A quantity's line with its formula first, as the working writes it in English. */
    public static String quantityWithFormula(Quantity q) {
        return SAID.quantityWithFormula(q);
    }
}
