package bouncelab.io.file;

import bouncelab.io.json.Visible;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.FileSystemLoopException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Locale;

/**
 * The one way Bounce Lab reads a file it is given (a shot, a lesson's text): only an ordinary file, under a size cap
 * checked before a byte is read, and as strict UTF-8. Anything else is refused with one line naming the file and
 * saying why, never a Java exception: a device such as {@code /dev/zero} (it never ends), a named pipe (opening it
 * would wait for a writer for ever), a folder, a loop of symbolic links, a file past the cap, bytes that are not
 * UTF-8 (with the line they are on).
 *
 * <p>A file is checked and then opened: one swapped for a pipe between the two can still block. Call from a thread
 * that may wait (the window reads off its FX thread).
 */
public final class SafeRead {
    private SafeRead() {}

    /**
     * A file that was refused or could not be read. {@link #getMessage()} is one line, {@code FILE:LINE: problem},
     * with the file's name made safe to print ({@link Visible}); line 0 means the file as a whole.
     */
    public static final class Refused extends IOException {
        private final String file;
        private final int line;
        private final String problem;

        public Refused(String file, int line, String problem) {
            super(Visible.of(file, 300) + ":" + line + ": " + problem, null);
            this.file = file;
            this.line = line;
            this.problem = problem;
        }

        /** The file as the caller named it, unescaped. */
        public String file() {
            return file;
        }

        public int line() {
            return line;
        }

        /** What is wrong, without the place, e.g. {@code cannot read the file: it is a folder}. */
        public String problem() {
            return problem;
        }
    }

    /** The file's text, read as {@link #bytes} and decoded as {@link #utf8}. */
    public static String text(Path path, String shown, long maxBytes) throws Refused {
        return utf8(bytes(path, shown, maxBytes), shown);
    }

    /**
     * The file's bytes, if it is an ordinary file (or a link to one) of at most {@code maxBytes}.
     *
     * @param shown how messages name the file (usually the path as the user gave it)
     */
    public static byte[] bytes(Path path, String shown, long maxBytes) throws Refused {
        BasicFileAttributes attributes;
        try {
            attributes = Files.readAttributes(path, BasicFileAttributes.class);
        } catch (IOException e) {
            throw new Refused(shown, 0, "cannot read the file: " + why(e));
        }
        if (attributes.isDirectory()) {
            throw new Refused(shown, 0, "cannot read the file: it is a folder");
        }
        if (!attributes.isRegularFile()) {
            throw new Refused(
                    shown,
                    0,
                    "cannot read the file: it is not an ordinary file (a device, a named pipe or "
                            + "a socket is never read)");
        }
        if (attributes.size() > maxBytes) {
            throw tooLarge(shown, attributes.size(), maxBytes);
        }
        try (InputStream in = Files.newInputStream(path)) {
            byte[] bytes = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, maxBytes + 1));
            if (bytes.length > maxBytes) { // it grew after it was measured
                throw tooLarge(shown, bytes.length, maxBytes);
            }
            return bytes;
        } catch (Refused e) {
            throw e;
        } catch (IOException e) {
            throw new Refused(shown, 0, "cannot read the file: " + why(e));
        }
    }

    private static Refused tooLarge(String shown, long size, long maxBytes) {
        String mib = maxBytes % (1 << 20) == 0 ? " (" + maxBytes / (1 << 20) + " MiB)" : "";
        return new Refused(
                shown,
                0,
                String.format(
                        Locale.ROOT,
                        "cannot read the file: it is %,d bytes, and a file " + "may be at most %,d bytes%s",
                        size,
                        maxBytes,
                        mib));
    }

    /**
     * The bytes as UTF-8 text, refusing any byte sequence that is not UTF-8 with the line it is on (lines end at
     * {@code \n}, {@code \r\n} or a lone {@code \r}).
     */
    public static String utf8(byte[] bytes, String shown) throws Refused {
        CharsetDecoder decoder = StandardCharsets.UTF_8
                .newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length + 1);
        CoderResult result = decoder.decode(in, out, true);
        if (!result.isError()) {
            result = decoder.flush(out);
        }
        if (result.isError()) {
            int at = in.position();
            throw new Refused(
                    shown,
                    lineAt(bytes, at),
                    String.format(
                            Locale.ROOT,
                            "not UTF-8 text: byte 0x%02X " + "is not part of a UTF-8 character; save the file as UTF-8",
                            bytes[Math.min(at, bytes.length - 1)]));
        }
        return out.flip().toString();
    }

    /** The line (from 1) that byte {@code offset} is on: {@code \n}, {@code \r\n} and a lone {@code \r} end lines. */
    static int lineAt(byte[] bytes, int offset) {
        int line = 1;
        for (int i = 0; i < offset && i < bytes.length; i++) {
            if (bytes[i] == '\n' || bytes[i] == '\r' && (i + 1 >= bytes.length || bytes[i + 1] != '\n')) {
                line++;
            }
        }
        return line;
    }

    /** Why a file operation failed, in words and without Java's class names; the path is left out. */
    public static String why(IOException e) {
        if (e instanceof NoSuchFileException) {
            return "it does not exist";
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof NotDirectoryException) {
            return "a part of its path is not a folder";
        }
        if (e instanceof FileSystemLoopException) {
            return "its symbolic links go round in a loop";
        }
        if (e instanceof FileSystemException f) {
            String reason = f.getReason();
            if (reason == null || reason.isBlank()) {
                return "the system refused it";
            }
            if (reason.toLowerCase(Locale.ROOT).contains("too many levels of symbolic links")) {
                return "its symbolic links go round in a loop";
            }
            return Visible.of(reason.substring(0, 1).toLowerCase(Locale.ROOT) + reason.substring(1), 200);
        }
        String message = e.getMessage();
        return message == null || message.isBlank() ? "an input or output error" : Visible.of(message, 200);
    }
}
