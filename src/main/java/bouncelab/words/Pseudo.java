package bouncelab.words;

import com.ibm.icu.text.MessagePattern;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * The pseudo-language {@value Languages#PSEUDO_CODE}, made from an English pattern: every letter of its text
 * accented (so a word left in English stands out: no plain letter a to z remains), and each word about 40 % longer
 * (so a label that only just fits in English is seen to be cut). Argument names, plural selectors and number
 * styles are left as they are, so the pattern still formats.
 */
final class Pseudo {
    private static final String PLAIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    private static final String ACCENTED = "áƀçďéƒĝĥíĵķĺɱñóþǫŕšţúṽŵẋýžÁƁÇĎÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŢÚṼŴẊÝŽ";

    private Pseudo() {}

    /** The pseudo pattern of an English one. */
    static String of(String pattern) {
        MessagePattern parsed = new MessagePattern(pattern);
        StringBuilder out = new StringBuilder(pattern.length() * 2);
        Deque<MessagePattern.Part.Type> open = new ArrayDeque<>();
        int at = 0;
        for (int i = 0; i < parsed.countParts(); i++) {
            MessagePattern.Part part = parsed.getPart(i);
            int start = part.getIndex();
            if (start > at) { // a gap: text of the message, or the spaces and commas inside an argument
                String gap = pattern.substring(at, start);
                out.append(open.peek() == MessagePattern.Part.Type.MSG_START ? text(gap) : gap);
            }
            int end = Math.max(start + part.getLength(), at);
            out.append(pattern, Math.max(start, at), end);
            at = end;
            switch (part.getType()) {
                case MSG_START, ARG_START -> open.push(part.getType());
                case MSG_LIMIT, ARG_LIMIT -> open.pop();
                default -> {}
            }
        }
        return out.toString();
    }

    /** Plain text: each letter accented, and each word longer by about 40 % (two letters in five doubled). */
    static String text(String s) {
        StringBuilder out = new StringBuilder(s.length() * 2);
        int inWord = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            int k = PLAIN.indexOf(c);
            if (k < 0) {
                out.append(c);
                inWord = 0;
                continue;
            }
            char a = ACCENTED.charAt(k);
            out.append(a);
            inWord++;
            if (inWord % 5 == 1 || inWord % 5 == 3) { // two letters in five: 40 % more (more for short words)
                out.append(Character.toLowerCase(a));
            }
        }
        return out.toString();
    }
}
