package bouncelab.io.file;

import bouncelab.io.json.Visible;
import bouncelab.io.refusal.Refusal;
import bouncelab.io.refusal.RefusedLine;
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
import java.util.function.Function;

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
    public static final class Refused extends IOException implements RefusedLine {
        private final String file;
        private final int line;
        private final Refusal why;

        /** Refused with words not (yet) in the Refusals book: {@code problem} in every language. */
        public Refused(String file, int line, String problem) {
            this(file, line, Refusal.text(problem));
        }

        public Refused(String file, int line, Refusal why) {
            super(Visible.of(file, 300) + ":" + line + ": " + why.english(), null);
            this.file = file;
            this.line = line;
            this.why = why;
        }

        @Override
        public String line(Function<Refusal, String> say) {
            return Visible.of(file, 300) + ":" + line + ": " + say.apply(why);
        }

        /** What is wrong, to be said in a language. */
        public Refusal why() {
            return why;
        }

        /**
         * Why the file could not be read, without "cannot read the file: " ("it is a folder"), for a line that
         * says so in its own words; what is wrong with a file read (not UTF-8) as {@link #why()}.
         */
        public Refusal reason() {
            return why.key().equals("file.cannotRead") ? (Refusal) why.args().get(0) : why;
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
            return why.english();
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
            throw new Refused(shown, 0, Refusal.of("file.cannotRead", reason(e)));
        }
        if (attributes.isDirectory()) {
            throw new Refused(shown, 0, Refusal.of("file.cannotRead", Refusal.of("why.folder")));
        }
        if (!attributes.isRegularFile()) {
            throw new Refused(shown, 0, Refusal.of("file.cannotRead", Refusal.of("why.notOrdinary")));
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
            throw new Refused(shown, 0, Refusal.of("file.cannotRead", reason(e)));
        }
    }

    private static Refused tooLarge(String shown, long size, long maxBytes) {
        return new Refused(
                shown,
                0,
                Refusal.of(
                        "file.cannotRead",
                        maxBytes % (1 << 20) == 0
                                ? Refusal.of("why.tooLargeMiB", size, maxBytes, maxBytes / (1 << 20))
                                : Refusal.of("why.tooLarge", size, maxBytes)));
    }

    /**
     * The bytes as UTF-8 text, refusing any byte sequence that is not UTF-8 with the line it is on (lines end at
     * {@code \n}, {@code \r\n} or a lone {@code \r}).
     */
    public static String utf8(byte[] bytes, String shown) throws Refused {
        // UTF-16 without its mark decodes as UTF-8, a NUL every other character: said for what it is (Notepad's
        // "Unicode"), not as a field name that "found U+0000"
        if (bytes.length >= 4
                && (bytes[0] != 0 && bytes[1] == 0 && bytes[2] != 0 && bytes[3] == 0
                        || bytes[0] == 0 && bytes[1] != 0 && bytes[2] == 0 && bytes[3] != 0)) {
            throw new Refused(shown, 1, Refusal.of("file.utf16"));
        }
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
                    Refusal.of(
                            "file.notUtf8", String.format(Locale.ROOT, "%02X", bytes[Math.min(at, bytes.length - 1)])));
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

    /** Why a file operation failed, in English words and without Java's class names; the path is left out. */
    public static String why(IOException e) {
        return reason(e).english();
    }

    /** Why a file operation failed, to be said in a language ({@link #why} says it in English). */
    public static Refusal reason(IOException e) {
        if (e instanceof NoSuchFileException) {
            return Refusal.of("why.missing");
        }
        if (e instanceof AccessDeniedException) {
            return Refusal.of("why.denied");
        }
        if (e instanceof NotDirectoryException) {
            return Refusal.of("why.notFolder");
        }
        if (e instanceof FileSystemLoopException) {
            return Refusal.of("why.loop");
        }
        if (e instanceof FileSystemException f) {
            String reason = f.getReason();
            if (reason == null || reason.isBlank()) {
                return Refusal.of("why.refused");
            }
            if (reason.toLowerCase(Locale.ROOT).contains("too many levels of symbolic links")) {
                return Refusal.of("why.loop");
            }
            // the system's own words, in the machine's language: put in as they are
            return Refusal.text(Visible.of(reason.substring(0, 1).toLowerCase(Locale.ROOT) + reason.substring(1), 200));
        }
        String message = e.getMessage();
        return message == null || message.isBlank() ? Refusal.of("why.io") : Refusal.text(Visible.of(message, 200));
    }
}
