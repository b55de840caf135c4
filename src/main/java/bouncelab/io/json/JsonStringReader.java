package bouncelab.io.json;

/**
 * Reads one JSON string literal: decodes escapes, and rejects what RFC 8259 forbids (raw control characters,
 * unknown escapes) and what would not survive as UTF-8 (surrogates that are not part of a pair).
 */
final class JsonStringReader {
    private JsonStringReader() {
    }

    /** Reads the string whose opening quote is at the cursor, leaving it after the closing quote. */
    static String read(JsonCursor in) {
        String text = in.text;
        int start = in.pos + 1;
        int p = start;
        // Fast path: no escapes and nothing to check, so the text can be cut out as it is.
        while (p < in.length) {
            char c = text.charAt(p);
            if (c == '"') {
                in.pos = p + 1;
                return text.substring(start, p);
            }
            if (c == '\\' || c < 0x20 || Character.isSurrogate(c)) {
                break;
            }
            p++;
        }
        in.pos = p;
        StringBuilder sb = new StringBuilder(in.pos - start + 16).append(text, start, in.pos);
        while (true) {
            int c = in.peek();
            if (c == JsonCursor.END) {
                throw in.error("unterminated string: expected '\"' but found end of input");
            } else if (c == '"') {
                in.pos++;
                return sb.toString();
            } else if (c == '\\') {
                escape(in, sb);
            } else if (c < 0x20) {
                throw in.error("control character " + in.found() + " must be escaped in a string");
            } else if (Character.isHighSurrogate((char) c) && in.pos + 1 < in.length
                    && Character.isLowSurrogate(text.charAt(in.pos + 1))) {
                sb.append((char) c).append(text.charAt(in.pos + 1));
                in.pos += 2;
            } else if (Character.isSurrogate((char) c)) {
                throw in.error("invalid surrogate " + hex(c) + " (not part of a pair)");
            } else {
                sb.append((char) c);
                in.pos++;
            }
        }
    }

    private static void escape(JsonCursor in, StringBuilder sb) {
        in.pos++; // the backslash
        int c = in.peek();
        switch (c) {
            case '"', '\\', '/' -> sb.append((char) c);
            case 'b' -> sb.append('\b');
            case 'f' -> sb.append('\f');
            case 'n' -> sb.append('\n');
            case 'r' -> sb.append('\r');
            case 't' -> sb.append('\t');
            case 'u' -> {
                unicodeEscape(in, sb);
                return;
            }
            default -> throw in.error("bad escape: '\\' followed by " + in.found());
        }
        in.pos++;
    }

    /** Reads uXXXX (cursor at the 'u'); an escaped high surrogate must be followed by an escaped low one. */
    private static void unicodeEscape(JsonCursor in, StringBuilder sb) {
        int escapeStart = in.pos - 1;
        char c = hex4(in);
        if (Character.isLowSurrogate(c)) {
            in.pos = escapeStart;
            throw in.error("invalid surrogate " + hex(c) + " (a low surrogate must follow a high one)");
        }
        if (Character.isHighSurrogate(c)) {
            if (!in.text.startsWith("\\u", in.pos)) {
                in.pos = escapeStart;
                throw in.error("invalid surrogate " + hex(c)
                        + " (must be followed by a low surrogate \\uDC00-\\uDFFF)");
            }
            in.pos++; // the backslash
            char low = hex4(in);
            if (!Character.isLowSurrogate(low)) {
                in.pos = escapeStart;
                throw in.error("invalid surrogate pair " + hex(c) + hex(low));
            }
            sb.append(c).append(low);
            return;
        }
        sb.append(c);
    }

    /** Reads the four hex digits after a 'u' (cursor at the 'u'), leaving the cursor after them. */
    private static char hex4(JsonCursor in) {
        in.pos++;
        int v = 0;
        for (int i = 0; i < 4; i++) {
            int d = hexDigit(in.peek());
            if (d < 0) {
                throw in.error("bad escape: expected 4 hex digits after \\u but found " + in.found());
            }
            v = v * 16 + d;
            in.pos++;
        }
        return (char) v;
    }

    private static int hexDigit(int c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        if (c >= 'a' && c <= 'f') {
            return c - 'a' + 10;
        }
        return c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
    }

    private static String hex(int c) {
        return String.format("\\u%04X", c);
    }
}
