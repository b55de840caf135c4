package bouncelab.words;

import bouncelab.core.trace.Check;
import bouncelab.core.trace.Notation;
import bouncelab.core.trace.Phrase;
import bouncelab.core.trace.Quantity;
import com.ibm.icu.text.MessageFormat;
import com.ibm.icu.util.ULocale;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/**
 * The working said in one language: a {@link Phrase} of the core put into words from the {@link Book#WORKING}
 * bundle, and numbers written as the language writes them (the decimal mark, and what separates two numbers where
 * the mark is a comma: "(12,5; 3)" in Spanish, from the bundle's {@code pair} and {@code point}). Immutable; one
 * per language, safe to share between threads.
 */
public final class WorkingWords {
    private static final Map<Locale, WorkingWords> MADE = new ConcurrentHashMap<>();
    /** A decimal point: between two digits. */
    private static final Pattern POINT = Pattern.compile("(?<=\\d)\\.(?=\\d)");

    private final Words words;
    private final ULocale locale;
    private final ThreadLocal<Map<String, MessageFormat>> formats = ThreadLocal.withInitial(HashMap::new);
    private final Notation notation;

    private WorkingWords(Words words) {
        this.words = words;
        this.locale = ULocale.forLocale(words.locale());
        String mark = words.decimalMark("0.5");
        String pair = say(Phrase.of("pair", "a", "", "b", ""));
        this.notation = new Notation(
                mark.charAt(1), pair.strip().isEmpty() ? ',' : pair.strip().charAt(0), outcome(true), outcome(false));
    }

    /** The working's words in {@code words}' language. */
    public static WorkingWords of(Words words) {
        return MADE.computeIfAbsent(words.locale(), l -> new WorkingWords(words));
    }

    public Words words() {
        return words;
    }

    /** How this language writes the working's numbers and outcomes, for reading a line back (work it out, redo). */
    public Notation notation() {
        return notation;
    }

    /** The phrase in this language. */
    public String say(Phrase p) {
        Map<String, Object> args = new LinkedHashMap<>();
        p.args().forEach((name, value) -> args.put(name, arg(value)));
        MessageFormat f = formats.get().computeIfAbsent(p.key(), this::format);
        return f.format(args);
    }

    private MessageFormat format(String key) {
        return new MessageFormat(words.pattern(Book.WORKING, key), locale);
    }

    private String arg(Object v) {
        if (v instanceof String s) {
            return s;
        }
        if (v instanceof Integer || v instanceof Long) {
            return v.toString(); // a count or an index: no grouping, as the working has always written them
        }
        if (v instanceof Double d) {
            return words.number(d);
        }
        if (v instanceof Phrase.Written w) {
            return written(w.text());
        }
        return say((Phrase) v);
    }

    /**
     * Numbers and operations written as {@code Num} writes them, in this language's notation: each decimal point
     * the language's mark, and where two numbers stand side by side (a pair, min(a, b)) the language's separator.
     */
    public String written(String text) {
        if (notation.equals(Notation.ENGLISH)) {
            return text;
        }
        String marked = POINT.matcher(text).replaceAll(String.valueOf(notation.mark()));
        if (!marked.contains(", ")) {
            return marked;
        }
        String[] parts = marked.split(", ", -1);
        String out = parts[0];
        for (int i = 1; i < parts.length; i++) {
            out = say(Phrase.of("pair", "a", out, "b", parts[i]));
        }
        return out;
    }

    /** "true" or "false" as a check's outcome is said. */
    public String outcome(boolean result) {
        return say(Phrase.of("outcome", "result", result));
    }

    /** {@code (1) circleDistanceX > paddleWidth/2 + diameter/2: 84 > 35 + 50 → false}. */
    public String check(Check c) {
        return say(Phrase.of(
                c.label().isEmpty() ? "check" : "check.labelled",
                "label",
                c.label(),
                "code",
                c.code(),
                "filled",
                c.filled(),
                "result",
                Phrase.of("outcome", "result", c.result())));
    }

    /** {@code name = filled = value}, or {@code name = value} when there is nothing to fill. */
    public String quantity(Quantity q) {
        return line(q, false);
    }

    /** The line with the formula in letters first: {@code name = formula = filled = value}. */
    public String quantityWithFormula(Quantity q) {
        return line(q, true);
    }

    private String line(Quantity q, boolean withFormula) {
        String line = withFormula ? q.workingWithFormula() : q.working();
        String rest = line.substring(q.name().length()); // " = formula = filled = value"
        String formula = q.formula();
        if (withFormula && q.inWords() != null) {
            rest = " = " + say(q.inWords()) + written(rest); // the words, then " = filled = value"
        } else if (withFormula && !formula.isEmpty() && rest.startsWith(" = " + formula + " = ")) {
            rest = " = " + formula(formula) + written(rest.substring(3 + formula.length()));
        } else {
            rest = written(rest);
        }
        return name(q.name()) + rest;
    }

    /** A quantity's name: in the language when it is words ("time used"), as the code writes it otherwise. */
    public String name(String name) {
        String key = NAME + name.replace(' ', '_');
        return Words.has(Book.WORKING, key) ? say(Phrase.of(key)) : name;
    }

    /**
     * A formula in the article's terms, its numbers in the language's notation; the quantities named in words in it
     * ("dt − time used") said in the language when nothing else in it is words.
     */
    private String formula(String formula) {
        String said = formula;
        String rest = formula;
        for (String key : Words.keys(Book.WORKING)) {
            if (key.startsWith(NAME)) {
                String name = key.substring(NAME.length()).replace('_', ' ');
                said = said.replace(name, say(Phrase.of(key)));
                rest = rest.replace(name, "");
            }
        }
        return written(WORD.matcher(rest).find() ? formula : said);
    }

    /** Where the quantities' names in words are in the bundle. */
    private static final String NAME = "quantity.";
    /** A word of three letters or more: what a formula made of code and names alone does not have. */
    private static final Pattern WORD = Pattern.compile("\\p{L}{3,}");
}
