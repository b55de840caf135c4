package bouncelab.io.file;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;

/**
 * Writes a file through a temporary file beside it, renamed over the old one at the end: a crash or a full disk
 * never leaves half a file where a good one was.
 */
public final class AtomicFile {
    private AtomicFile() {
    }

    /** What writes the content; it may throw, and then the old file stays as it was. */
    @FunctionalInterface
    public interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    public static void write(Path file, Content content) throws IOException {
        Path target = file.toAbsolutePath();
        Path dir = target.getParent();
        Files.createDirectories(dir);
        Path tmp = Files.createTempFile(dir, "." + target.getFileName() + "-", ".tmp");
        try {
            try (OutputStream out = Files.newOutputStream(tmp)) {
                content.writeTo(out);
            }
            permissions(tmp, target);
            try {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /**
     * A temporary file is private to its owner; a picture or worksheet is for sharing. The new file gets the
     * old one's permissions, or those of an ordinary new file.
     */
    private static void permissions(Path tmp, Path target) throws IOException {
        try {
            Files.setPosixFilePermissions(tmp, Files.exists(target) ? Files.getPosixFilePermissions(target)
                    : PosixFilePermissions.fromString("rw-r--r--"));
        } catch (UnsupportedOperationException notPosix) {
            // Windows: the folder's own access rules apply to the temporary file already
        }
    }

    public static void writeString(Path file, String text) throws IOException {
        write(file, out -> out.write(text.getBytes(StandardCharsets.UTF_8)));
    }
}
