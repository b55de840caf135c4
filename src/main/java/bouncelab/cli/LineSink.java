package bouncelab.cli;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;

/**
 * JSON Lines out, fast: each line is built in one StringBuilder and copied through a reused char buffer into
 * one large buffered writer, so no String is made per line and nothing is flushed until the end. It is never
 * closed: it does not own standard output.
 */
final class LineSink {
    private final Writer out;
    private char[] chars = new char[1024];

    LineSink(OutputStream stream) {
        this.out = new BufferedWriter(new OutputStreamWriter(stream, StandardCharsets.UTF_8), 1 << 16);
    }

    /** Writes the builder's text and a newline. */
    void line(StringBuilder sb) throws IOException {
        int n = sb.length();
        if (chars.length < n) {
            chars = new char[Math.max(n, chars.length * 2)];
        }
        sb.getChars(0, n, chars, 0);
        out.write(chars, 0, n);
        out.write('\n');
    }

    void flush() throws IOException {
        out.flush();
    }
}
