package bouncelab.cli;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import org.jspecify.annotations.Nullable;

/**
 * Standard output, watched: the first write or flush that fails is remembered, so the command exits 1 and says so
 * in one line. Without it a full disk was reported as success: {@code grade --csv > marks.csv} exited 0 with an
 * empty file, because PrintStream and PrintWriter keep their errors to themselves.
 */
final class WatchedOutput extends FilterOutputStream {
    private @Nullable IOException failed;

    WatchedOutput(OutputStream out) {
        super(out);
    }

    @Override
    public void write(int b) throws IOException {
        try {
            out.write(b);
        } catch (IOException e) {
            throw remember(e);
        }
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
        try {
            out.write(b, off, len);
        } catch (IOException e) {
            throw remember(e);
        }
    }

    @Override
    public void flush() throws IOException {
        try {
            out.flush();
        } catch (IOException e) {
            throw remember(e);
        }
    }

    /** Never closes standard output: it is not ours. */
    @Override
    public void close() throws IOException {
        flush();
    }

    private synchronized IOException remember(IOException e) {
        if (failed == null) {
            failed = e;
        }
        return e;
    }

    /**
     * The first write that failed, or null if none did. A PrintStream under it (a caller's) keeps its errors: it
     * is asked too.
     */
    synchronized @Nullable IOException failed() {
        if (failed == null && out instanceof PrintStream p && p.checkError()) {
            failed = new IOException(); // no words of its own: said as "an input or output error" in the language
        }
        return failed;
    }
}
