package bouncelab.ui.common;

import bouncelab.words.Book;
import bouncelab.words.Words;
import bouncelab.words.WorkingWrap;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/**
 * What each symbol on the screen means, in the window's language: the Glossary bundle (words kept as data, one
 * entry a symbol, in the English file's order). Shown whole by Help → Glossary, and in part on hover: the entries
 * for the terms a piece of text uses.
 */
public final class Glossary {
    private static final Map<Locale, Map<String, String>> MADE = new ConcurrentHashMap<>();

    private Glossary() {}

    /** Every entry, in the file's order. */
    public static Map<String, String> entries() {
        return MADE.computeIfAbsent(UiWords.locale(), l -> load(UiWords.words()));
    }

    /** The entries for the terms that appear in {@code text} as whole words, in the file's order. */
    public static List<Map.Entry<String, String>> usedIn(String text) {
        List<Map.Entry<String, String>> out = new ArrayList<>();
        for (Map.Entry<String, String> e : entries().entrySet()) {
            if (appears(e.getKey(), text)) {
                out.add(e);
            }
        }
        return out;
    }

    /** The hover text for {@code text}: one line per term it uses, or empty when it uses none. */
    public static String explain(String text) {
        StringBuilder s = new StringBuilder();
        for (Map.Entry<String, String> e : usedIn(text)) {
            s.append(s.length() == 0 ? "" : "\n")
                    .append(e.getKey())
                    .append(": ")
                    .append(e.getValue());
        }
        return s.toString();
    }

    /**
     * The line of {@code text} that holds character {@code index}: the one under the pointer. A line broken to fit
     * ({@link WorkingWrap#wrapText}) is one line: the pointer on the end of a sum is on the sum.
     */
    public static String lineAt(String text, int index) {
        int i = Math.max(0, Math.min(index, text.length()));
        int start = text.lastIndexOf('\n', i - 1) + 1;
        while (start > 0 && start < text.length() && text.charAt(start) == WorkingWrap.GOES_ON) {
            start = text.lastIndexOf('\n', start - 2) + 1; // the line it goes on from
        }
        int end = text.indexOf('\n', i);
        while (end >= 0 && end + 1 < text.length() && text.charAt(end + 1) == WorkingWrap.GOES_ON) {
            end = text.indexOf('\n', end + 1); // the lines it goes on to
        }
        return WorkingWrap.unwrapText(text.substring(start, end < 0 ? text.length() : end));
    }

    /** A whole word: not part of a longer name (ua in "ua·dt", not in "usual"). Single letters are left out. */
    private static boolean appears(String term, String text) {
        if (term.length() < 2 && !term.equals("θ")) {
            return false;
        }
        return Pattern.compile("(?<![\\p{L}\\p{N}_.])" + Pattern.quote(term) + "(?![\\p{L}\\p{N}_(])")
                .matcher(text)
                .find();
    }

    private static Map<String, String> load(Words words) {
        Map<String, String> out = new LinkedHashMap<>();
        for (String term : Words.keys(Book.GLOSSARY)) {
            out.put(term, words.get(Book.GLOSSARY, term));
        }
        return Collections.unmodifiableMap(out);
    }
}
