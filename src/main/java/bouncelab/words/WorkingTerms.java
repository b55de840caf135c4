package bouncelab.words;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A working line cut into its whole terms: the pieces a line may break between and never inside. A point "(690,
 * 300)", a number with its unit "2.778 ms", an operator with its operand "+ (1/60)·1800" are each one term, and so
 * is anything that opens a bracket with what follows it. Each term but the first says what breaking in the space
 * before it costs: at the outermost bracket level least between statements, then before a sum's " = ", then before
 * " + ", " − ", " · ", then between words; inside a bracket more the deeper it is, and inside a pair or a sum's
 * bracket only before an operator. Only spaces are places to break: a word is never cut.
 */
public final class WorkingTerms {
    /** Between statements: after "; ", at a field's wide gap, before the head's " · " between its fields. */
    public static final int BEST = 0;

    /** Before a sum's next " = " (" → ", " > "), or after "x += xVel:": the sum goes on. */
    static final int SUM = 1;

    /** Before " + ", " − ", " · ", " / ", or a statement's first " = ": "x2" alone on a line reads badly. */
    static final int TERM = 2;

    /** Between words. */
    static final int WORDS = 3;

    /** Between a word and the number it counts: "Frame 9", "speed 1800". */
    static final int COUNTED = 4;

    private WorkingTerms() {}

    /**
     * A term: the spaces before it ({@code gap}, empty for the first), its text, and the cost of breaking in that
     * gap ({@link #BEST} is best; the first term's is 0 and means nothing).
     */
    public record Term(String gap, String text, int cost) {}

    /** Operators that relate two sides: a sum breaks best just before one of them. */
    private static final Pattern RELATION = Pattern.compile("=|==|→|>|<|>=|<=|≥|≤|≠|≈|\\+=|-=|−=|\\*=|/=");

    /** A word that is an operator alone: it stays with the operand after it. */
    private static final Pattern OPERATOR = Pattern.compile("[=+−\\-·×/*÷<>≥≤≠→±≈]+");

    /** A number's unit, as the working writes them, perhaps with the punctuation after it. */
    private static final Pattern UNIT = Pattern.compile("(px(/[\\p{L}²]+)?|ms|s|°)[,;:.)]?");

    /** Three words running in a bracket: it holds words ("(the centre less 5)"), not a sum or a pair. */
    private static final Pattern PROSE = Pattern.compile("[\\p{L}'’-]{2,} [\\p{L}'’-]+ [\\p{L}'’-]+");

    /** The characters an absolute value's bar opens after, as {@code Blanks} reads them. */
    private static final String BEFORE_OPENING_BAR = "(=+−·×/[";

    /**
     * {@code text} (a line without its lead: indent and bullet) as terms. Joining each term's gap and text gives
     * the text back.
     */
    public static List<Term> of(String text) {
        int[] depth = depths(text);
        boolean[] prose = proseBrackets(text, depth);
        List<Term> terms = new ArrayList<>();
        List<int[]> words = words(text); // start, end of each word
        boolean related = false; // whether the statement the word is in has had its " = " yet
        for (int w = 0; w < words.size(); w++) {
            int start = words.get(w)[0], end = words.get(w)[1];
            String word = text.substring(start, end);
            if (w == 0) {
                terms.add(new Term("", word, 0));
                continue;
            }
            int prevStart = words.get(w - 1)[0], prevEnd = words.get(w - 1)[1];
            String left = text.substring(prevStart, prevEnd);
            String gap = text.substring(prevEnd, start);
            boolean outside = depth[start] == 0;
            if (outside && (gap.length() > 1 || left.endsWith(";") || left.endsWith(":") || left.equals("·"))) {
                related = false; // a statement starts
            }
            boolean relation = outside && RELATION.matcher(word).matches();
            int cost = cost(left, gap, word, depth[start], prose[start], depth[prevEnd - 1] < depth[prevEnd]);
            if (relation && cost != NEVER && !related) {
                cost = TERM;
            }
            related |= relation;
            Term last = terms.get(terms.size() - 1);
            if (cost == NEVER) {
                terms.set(terms.size() - 1, new Term(last.gap(), last.text() + gap + word, last.cost()));
            } else {
                terms.add(new Term(gap, word, cost));
            }
        }
        return List.copyOf(terms);
    }

    private static final int NEVER = Integer.MAX_VALUE;

    /**
     * The cost of breaking between the words {@code left} and {@code right}, {@code gap} between them, at bracket
     * depth {@code depth}, inside a bracket of words ({@code prose}); {@code opened}: {@code left} ends by opening a
     * bracket.
     */
    private static int cost(String left, String gap, String right, int depth, boolean prose, boolean opened) {
        if (opened || OPERATOR.matcher(left).matches() || closes(right)) {
            return NEVER; // "(" and "+" stay with what follows them, ")" with what it closes
        }
        if (UNIT.matcher(right).matches() && !Character.isLetter(left.charAt(left.length() - 1))) {
            return NEVER; // "2.778 ms", "(240, 960) px/s"
        }
        boolean operator = OPERATOR.matcher(right).matches();
        if (depth > 0) {
            if (prose) {
                return WORDS + 2 * depth;
            }
            return operator ? TERM + 4 * depth : NEVER; // inside a pair or a sum's bracket only before an operator
        }
        if (gap.length() > 1 || left.endsWith(";") || right.equals("·")) {
            return BEST;
        }
        if (RELATION.matcher(right).matches() || left.endsWith(":")) {
            return SUM;
        }
        if (operator) {
            return TERM;
        }
        return Character.isDigit(right.charAt(0)) && Character.isLetter(left.charAt(left.length() - 1))
                ? COUNTED
                : WORDS;
    }

    private static boolean closes(String word) {
        char c = word.charAt(0);
        return c == ')' || c == ']' || c == '}' || c == ',' || c == ';';
    }

    /** Each word's start and end: the runs of {@code text} between spaces. */
    private static List<int[]> words(String text) {
        List<int[]> words = new ArrayList<>();
        int k = 0;
        while (k < text.length()) {
            while (k < text.length() && text.charAt(k) == ' ') {
                k++;
            }
            int start = k;
            while (k < text.length() && text.charAt(k) != ' ') {
                k++;
            }
            if (k > start) {
                words.add(new int[] {start, k});
            }
        }
        return words;
    }

    /**
     * How many brackets are open just before each character (and at the end): round, square, curly and an
     * absolute value's bars. A bracket that never closes in the line is not counted: it is a list's "1)" or prose.
     */
    static int[] depths(String text) {
        int[] delta = new int[text.length() + 1];
        Deque<Integer> open = new ArrayDeque<>();
        for (int k = 0; k < text.length(); k++) {
            char c = text.charAt(k);
            boolean bar = c == '|';
            boolean opensBar = bar
                    && (k == 0 || BEFORE_OPENING_BAR.indexOf(text.charAt(k - 1)) >= 0 || text.charAt(k - 1) == ' ')
                    && k + 1 < text.length()
                    && text.charAt(k + 1) != ' ';
            if (c == '(' || c == '[' || c == '{' || opensBar) {
                open.push(k);
            } else if (c == ')' || c == ']' || c == '}' || bar) {
                if (!open.isEmpty()) {
                    delta[open.pop()]++;
                    delta[k]--;
                }
            }
        }
        int[] depth = new int[text.length() + 1];
        int d = 0;
        for (int k = 0; k < text.length(); k++) {
            depth[k] = d; // an opening bracket is outside itself; a closing one inside
            d += delta[k];
        }
        depth[text.length()] = d;
        return depth;
    }

    /** For each character, whether the innermost bracket around it holds words ("(the float nearest 1/60)"). */
    private static boolean[] proseBrackets(String text, int[] depth) {
        boolean[] prose = new boolean[text.length() + 1];
        Deque<Integer> open = new ArrayDeque<>();
        for (int k = 0; k < text.length(); k++) {
            char c = text.charAt(k);
            if (c == '(') {
                open.push(k);
            } else if (c == ')' && !open.isEmpty()) {
                int from = open.pop();
                if (PROSE.matcher(text.substring(from + 1, k)).find()) {
                    for (int i = from + 1; i < k; i++) {
                        prose[i] |= depth[i] == depth[from] + 1; // a bracket inside it says for itself
                    }
                }
            }
        }
        return prose;
    }
}
