package bouncelab.io.file;

import java.io.BufferedOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * Writes a file through a temporary file beside it, forced to disk and renamed over the old one at the end: a
 * crash, a kill or a full disk never leaves half a file where a good one was.
 *
 * <p>A write killed midway leaves its temporary file ({@code .NAME.bounce-lab-HEX.tmp}) behind. The writer holds a
 * lock on it while it works, so a temporary file nobody holds a lock on is stale: {@link #sweepStale} removes those
 * of a folder (the window runs it at start on Bounce Lab's own folders only), and every write removes the stale
 * ones of the file it writes. Only a file with Bounce Lab's mark is ever removed: a {@code .notes.txt.1.tmp} or
 * {@code .report-2024.tmp} beside a shot is the user's, or another program's.
 */
public final class AtomicFile {
    private static final String MARK = ".bounce-lab-";
    private static final Pattern TEMP = Pattern.compile("\\.(.+)\\.bounce-lab-[0-9a-f]{16}\\.tmp");

    private AtomicFile() {}

    /** What writes the content; it may throw, and then the old file stays as it was. */
    @FunctionalInterface
    public interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    /**
     * Writes {@code file} whole or not at all.
     *
     * @throws IOException also when {@code file} is a folder or a device, a pipe or a socket: renaming over it would
     *     take its place (as root, {@code /dev/full} itself), so it is refused before anything is written
     */
    public static void write(Path file, Content content) throws IOException {
        Path target = file.toAbsolutePath();
        if (Files.isDirectory(target)) {
            throw new FileSystemException(target.toString(), null, "it is a folder");
        }
        if (Files.exists(target) && !Files.isRegularFile(target)) {
            throw new FileSystemException(
                    target.toString(),
                    null,
                    "it is not an ordinary file (a device, a named " + "pipe or a socket is never written over)");
        }
        Path dir = target.getParent();
        Files.createDirectories(dir);
        sweepStaleOf(target);
        Path tmp = createTemp(target);
        FileChannel channel = null;
        try {
            channel = FileChannel.open(tmp, StandardOpenOption.WRITE);
            FileLock lock = channel.lock(); // held until the rename: the temporary file is not stale
            try (OutputStream out = new BufferedOutputStream(unclosable(Channels.newOutputStream(channel)))) {
                content.writeTo(out);
            }
            channel.force(true); // on the disk before it takes the old file's name
            permissions(tmp, target);
            try {
                move(tmp, target);
            } catch (AtomicMoveNotSupportedException e) {
                throw e;
            } catch (FileSystemException e) {
                // a system that cannot rename a file while it is open: close it and try once more
                lock.release();
                channel.close();
                move(tmp, target);
            }
        } finally {
            if (channel != null) {
                channel.close();
            }
            Files.deleteIfExists(tmp); // only still there when something failed
        }
        forceDirectory(dir);
    }

    public static void writeString(Path file, String text) throws IOException {
        write(file, out -> out.write(text.getBytes(StandardCharsets.UTF_8)));
    }

    /**
     * Removes the temporary files in {@code dir} that writes killed midway left behind: those no writer holds any
     * more. A folder that cannot be read is left as it is.
     *
     * @return the files removed
     */
    public static List<Path> sweepStale(@Nullable Path dir) {
        List<Path> removed = new ArrayList<>();
        if (dir == null || !Files.isDirectory(dir)) {
            return removed;
        }
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir, ".*" + MARK + "*.tmp")) {
            for (Path p : entries) {
                if (isStaleTemp(p) && removeIfUnlocked(p)) {
                    removed.add(p);
                }
            }
        } catch (IOException | RuntimeException e) {
            // a folder we cannot list: nothing to clean there
        }
        return removed;
    }

    /**
     * Does this name carry Bounce Lab's mark ({@code .NAME.bounce-lab-HEX.tmp})? Nothing else is ours to remove,
     * whatever it looks like (earlier versions' unmarked names matched files of other programs).
     */
    static boolean isStaleTemp(Path p) {
        return TEMP.matcher(p.getFileName().toString()).matches();
    }

    private static void sweepStaleOf(Path target) {
        String prefix = "." + target.getFileName() + MARK;
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(
                target.getParent(),
                p -> p.getFileName().toString().startsWith(prefix)
                        && TEMP.matcher(p.getFileName().toString()).matches())) {
            for (Path p : entries) {
                removeIfUnlocked(p);
            }
        } catch (IOException | RuntimeException e) {
            // cleaning up is a courtesy; the write goes ahead
        }
    }

    /** Deletes a temporary file unless a writer holds its lock (in this process or another). */
    private static boolean removeIfUnlocked(Path p) {
        if (!Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)) {
            return false; // a link or a pipe with our name is not a file we left: opening it could block
        }
        try (FileChannel c = FileChannel.open(p, StandardOpenOption.WRITE)) {
            FileLock lock;
            try {
                lock = c.tryLock();
            } catch (OverlappingFileLockException inThisProcess) {
                return false;
            }
            if (lock == null) {
                return false; // another process is writing it now
            }
            lock.release();
        } catch (IOException e) {
            return false;
        }
        try {
            return Files.deleteIfExists(p);
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * A new empty file next to {@code target}. Not Files.createTempFile: its owner-only permissions would become
     * the written file's.
     */
    private static Path createTemp(Path target) throws IOException {
        for (int attempt = 0; ; attempt++) {
            String hex = String.format("%016x", ThreadLocalRandom.current().nextLong());
            Path temp = target.resolveSibling("." + target.getFileName() + MARK + hex + ".tmp");
            try {
                return Files.createFile(temp);
            } catch (FileAlreadyExistsException e) {
                if (attempt == 10) {
                    throw e;
                }
            }
        }
    }

    private static void move(Path tmp, Path target) throws IOException {
        try {
            Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** The rename itself on the disk too, where the system allows a folder to be forced (not on Windows). */
    private static void forceDirectory(@Nullable Path dir) {
        if (dir == null) { // a file at the root of nothing: no folder to make durable
            return;
        }
        try (FileChannel d = FileChannel.open(dir, StandardOpenOption.READ)) {
            d.force(true);
        } catch (IOException | RuntimeException e) {
            // the file's own content is on the disk; the rename will follow it
        }
    }

    /**
     * A temporary file is private to its owner; a picture or worksheet is for sharing. The new file gets the
     * old one's permissions, or those of an ordinary new file.
     */
    private static void permissions(Path tmp, Path target) throws IOException {
        try {
            Files.setPosixFilePermissions(
                    tmp,
                    Files.exists(target)
                            ? Files.getPosixFilePermissions(target)
                            : PosixFilePermissions.fromString("rw-r--r--"));
        } catch (UnsupportedOperationException notPosix) {
            // Windows: the folder's own access rules apply to the temporary file already
        }
    }

    /** The channel stays open after the content is written: it is forced, then closed after the rename. */
    private static OutputStream unclosable(OutputStream out) {
        return new FilterOutputStream(out) {
            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                out.write(b, off, len);
            }

            @Override
            public void close() throws IOException {
                flush();
            }
        };
    }
}
