package bouncelab;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.zip.CRC32C;

/**
 * The class-data archive {@link FastStart} keeps in {@code ~/.bounce-lab/start/}, held to what was written: Java maps
 * it as it is, and one with bytes flipped crashed the Java (SIGSEGV) at every window start. Its size and CRC-32C are
 * recorded beside it ({@value #SUM}) when it is kept, and checked before each use (about the time Java takes to read
 * it: the pages are then in memory for Java); one that does not match, or has no record, is dropped and the window
 * starts without it and writes a new one. A start whose Java crashed while mapping it drops it too.
 *
 * <p>As FastStart: no lambdas nor string concatenation, whose first uses spin classes while the window waits.
 */
final class ArchiveCheck {
    static final String SUM = ".sum";

    private ArchiveCheck() {}

    /** Is {@code archive} there and as it was recorded? If not, it (and its record) are removed. */
    static boolean sound(Path archive) {
        if (!Files.isRegularFile(archive)) {
            return false;
        }
        boolean sound;
        try {
            String recorded = new String(Files.readAllBytes(sumOf(archive)), StandardCharsets.US_ASCII).strip();
            sound = recorded.equals(sum(archive));
        } catch (IOException | RuntimeException e) {
            sound = false; // no record (an archive of an earlier version), or none that can be read
        }
        if (!sound) {
            drop(archive);
        }
        return sound;
    }

    /**
     * Moves the archive the second Java wrote to its name, its record written first: an archive is never there
     * without the record it must match.
     */
    static void keep(Path writing, Path archive) throws IOException {
        Path sum = sumOf(archive);
        Path sumWriting = archive.resolveSibling(join(sum.getFileName().toString(), ".tmp"));
        Files.write(sumWriting, sum(writing).getBytes(StandardCharsets.US_ASCII));
        Files.move(sumWriting, sum, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        Files.move(writing, archive, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /**
     * After the second Java ended with {@code status}, having mapped {@code archive}: a crash (a signal such as
     * SIGSEGV, SIGBUS or SIGABRT, which a Java's crash ends in) drops the archive, so the next start does not crash
     * on it again. An ordinary exit, Ctrl+C or a kill keeps it.
     */
    static void afterStart(int status, Path archive) {
        if (crashed(status)) {
            drop(archive);
        }
    }

    /** 128 + SIGILL, SIGABRT, SIGBUS, SIGFPE or SIGSEGV: how a Java that crashed ends. */
    static boolean crashed(int status) {
        return status == 132 || status == 134 || status == 135 || status == 136 || status == 139;
    }

    static void drop(Path archive) {
        try {
            Files.deleteIfExists(archive);
            Files.deleteIfExists(sumOf(archive));
        } catch (IOException e) {
            // checked again, and dropped, at the next start
        }
    }

    static Path sumOf(Path archive) {
        return archive.resolveSibling(join(archive.getFileName().toString(), SUM));
    }

    /** "size crc32c" of the file, read in large blocks. */
    static String sum(Path file) throws IOException {
        CRC32C crc = new CRC32C();
        long size = 0;
        try (FileChannel c = FileChannel.open(file, StandardOpenOption.READ)) {
            ByteBuffer buffer = ByteBuffer.allocateDirect(1 << 20);
            while (c.read(buffer) >= 0) {
                buffer.flip();
                size += buffer.remaining();
                crc.update(buffer);
                buffer.clear();
            }
        }
        return join(Long.toString(size), " ", Long.toHexString(crc.getValue()));
    }

    private static String join(String... parts) {
        StringBuilder b = new StringBuilder();
        for (String p : parts) {
            b.append(p);
        }
        return b.toString();
    }
}
