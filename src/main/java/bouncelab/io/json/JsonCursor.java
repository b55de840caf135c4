package bouncelab.io.json;

/**
 * The reader's place in the text: position, line and where that line starts, so any error can say
 * {@code file:line:column}. Columns count UTF-16 chars from 1.
 */
final class JsonCursor {
    static final int END = -1;

    final String text;
    final String file;
    final int length;
    int pos;
    int line = 1;
    int lineStart;

    JsonCursor(String text, String file) {
        this.text = text;
        this.file = file;
        this.length = text.length();
        if (length > 0 && text.charAt(0) == '\uFEFF') {
            pos = 1;
            lineStart = 1; // a UTF-8 byte order mark is not a column of its own
        }
    }

    /** The char at pos, or {@link #END}. */
    int peek() {
        return pos < length ? text.charAt(pos) : END;
    }

    int column() {
        return pos - lineStart + 1;
    }

    boolean atEnd() {
        return pos >= length;
    }

    void skipWhitespace() {
        int p = pos; // a local, because this loop runs for nearly every char of indented files
        while (p < length) {
            char c = text.charAt(p);
            if (c == ' ' || c == '\t' || c == '\r') {
                p++;
            } else if (c == '\n') {
                p++;
                line++;
                lineStart = p;
            } else {
                break;
            }
        }
        pos = p;
    }

    /** The char at pos as a message shows it: 'x', U+0007, or end of input. */
    String found() {
        int c = peek();
        if (c == END) {
            return "end of input";
        }
        return Visible.invisible(c) ? String.format("U+%04X", c) : "'" + (char) c + "'";
    }

    JsonParseException error(String problem) {
        return new JsonParseException(file, line, column(), problem);
    }

    JsonParseException errorAt(int atLine, int atColumn, String problem) {
        return new JsonParseException(file, atLine, atColumn, problem);
    }
}
