package bouncelab.cli;

import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * Where the commands read and write: the process's streams when run from the jar, byte arrays in tests. Output
 * is UTF-8 whatever the platform's default, because JSON is UTF-8 and the working lines use − → ≤.
 */
public record CliStreams(InputStream in, OutputStream out, OutputStream err) {

    /**
     * The process's streams. Standard output is the descriptor itself, not System.out: a PrintStream keeps a write
     * error to itself, and the system's reason ("No space left on device") would be lost.
     */
    public static CliStreams system() {
        return new CliStreams(System.in, new FileOutputStream(FileDescriptor.out), System.err);
    }

    /** Standard output, buffered; write whole lines to it and flush once at the end. */
    LineSink lines() {
        return new LineSink(out);
    }

    BufferedReader reader() {
        return new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8), 1 << 16);
    }
}
