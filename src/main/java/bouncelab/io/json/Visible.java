package bouncelab.io.json;

/**
 * Text from a file made safe to show in a one-line message: characters that break the line (U+2028, U+0085, a
 * newline inside a key), turn text round (U+202E) or cannot be seen (zero width, a byte order mark, NUL) are
 * written as U+XXXX, and a very long name is cut short, so an error stays one readable line.
 */
public final class Visible {
    private Visible() {}

    /** Would this char be lost, or do harm, if printed as it is? */
    public static boolean invisible(int c) {
        if (c < 0x20 || Character.isSurrogate((char) c)) {
            return true;
        }
        int type = Character.getType(c);
        return type == Character.CONTROL
                || type == Character.FORMAT
                || type == Character.LINE_SEPARATOR
                || type == Character.PARAGRAPH_SEPARATOR
                || type == Character.UNASSIGNED
                || type == Character.PRIVATE_USE
                || (type == Character.SPACE_SEPARATOR && c != ' ');
    }

    /** {@code s} with every invisible char as U+XXXX (a surrogate pair stays, being one visible character). */
    public static String of(String s) {
        StringBuilder out = null;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            boolean pair =
                    Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1));
            if (pair) {
                if (out != null) {
                    out.append(c).append(s.charAt(i + 1));
                }
                i++;
                continue;
            }
            if (invisible(c)) {
                if (out == null) {
                    out = new StringBuilder(s.length() + 16).append(s, 0, i);
                }
                out.append(String.format("U+%04X", (int) c));
            } else if (out != null) {
                out.append(c);
            }
        }
        return out == null ? s : out.toString();
    }

    /** As {@link #of(String)}, cut to about {@code max} chars with "…" and the full length. */
    public static String of(String s, int max) {
        String v = of(s);
        return v.length() <= max ? v : v.substring(0, max) + "…(" + v.length() + " chars)";
    }
}
