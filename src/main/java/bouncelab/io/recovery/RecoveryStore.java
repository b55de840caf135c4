package bouncelab.io.recovery;

import bouncelab.core.scenario.Scenario;
import bouncelab.io.scenario.ScenarioLoader;
import bouncelab.io.scenario.ScenarioWriter;
import bouncelab.io.scenario.Shot;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;
import org.jspecify.annotations.Nullable;

/**
 * Where the shot being edited is kept between saves, so that it survives a crash: a folder of the user's ({@code
 * ~/.bounce-lab}, or the folder the system property {@value #DIR_PROPERTY} names) in which each running copy of
 * Bounce Lab keeps its own file, {@code recovery-ID.json}, beside a lock file {@code recovery-ID.lock} it holds
 * ({@link FileChannel#tryLock}) for as long as it runs. Two copies open at once (a window per screen) once shared one
 * file: each overwrote the other's shot, and a quit of one deleted the other's. Now a quit forgets only its own, and a
 * copy starting finds the shots {@link #left} by copies that are no longer running (their locks free), to offer.
 * Written atomically, like a saved shot, so a crash while writing leaves the last copy whole.
 */
public final class RecoveryStore {
    public static final String DIR_PROPERTY = "bouncelab.recovery.dir";
    /** The one file of versions before one file per copy: left by a copy that is not running, if there. */
    public static final String OLD_FILE = "recovery.json";

    private static final String PREFIX = "recovery-";
    /** What a copy that cannot be read is renamed to begin with: kept, never offered again. */
    static final String SET_ASIDE = "set-aside-";
    /** The lock files this Java holds: checking one by opening it again would release it (POSIX locks). */
    private static final Set<Path> HELD = Collections.synchronizedSet(new HashSet<>());

    private final Path dir;
    private final String id;
    private @Nullable FileChannel lockChannel;

    /** This running copy's store in {@code dir}; nothing is written until the first shot is kept. */
    public RecoveryStore(Path dir) {
        this.dir = dir;
        this.id = String.format("%016x", ThreadLocalRandom.current().nextLong());
    }

    /** The user's store: {@value #DIR_PROPERTY} if set, else {@code .bounce-lab} in the home folder. */
    public static RecoveryStore standard() {
        String dir = System.getProperty(DIR_PROPERTY);
        return new RecoveryStore(
                dir != null && !dir.isBlank() ? Path.of(dir) : Path.of(System.getProperty("user.home"), ".bounce-lab"));
    }

    public Path dir() {
        return dir;
    }

    /** This copy's own file. */
    public Path file() {
        return dir.resolve(PREFIX + id + ".json");
    }

    private Path lockFile() {
        return lockOf(file());
    }

    private static Path lockOf(Path json) {
        String name = json.getFileName().toString();
        return json.resolveSibling(name.substring(0, name.length() - ".json".length()) + ".lock");
    }

    /** Keeps a shot with the student's test (the field "yours"), which comes back with it. */
    public void write(Shot shot) throws IOException {
        lock();
        ScenarioWriter.save(shot, file());
    }

    public void write(Scenario shot) throws IOException {
        lock();
        ScenarioWriter.save(shot, file());
    }

    /** This copy's kept shot, if any. A broken file throws. */
    public Optional<Scenario> read() {
        return Files.isRegularFile(file()) ? Optional.of(ScenarioLoader.load(file())) : Optional.empty();
    }

    /** Forgets this copy's kept shot; true if there is none left. Its lock stays: the copy still runs. */
    public boolean clear() {
        try {
            Files.deleteIfExists(file());
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /** The copy closes cleanly: its shot is forgotten, its lock let go and its lock file removed. */
    public void close() {
        clear();
        unlock();
        try {
            Files.deleteIfExists(lockFile());
        } catch (IOException e) {
            // an empty file, and free: the next copy takes it for a dead one's and removes it
        }
    }

    /**
     * Lets go of the lock and leaves the kept shot, as a crash or a kill does: the next copy to start offers it. The
     * window never calls it; tests play a crash with it.
     */
    public void unlock() {
        HELD.remove(lockFile().toAbsolutePath());
        if (lockChannel != null) {
            try {
                lockChannel.close(); // releases the lock
            } catch (IOException e) {
                // closed all the same
            }
            lockChannel = null;
        }
    }

    /** Takes this copy's lock before its first shot is written: from then on no other copy offers that shot. */
    private synchronized void lock() throws IOException {
        if (lockChannel != null) {
            return;
        }
        Files.createDirectories(dir);
        Path lock = lockFile();
        FileChannel c = FileChannel.open(lock, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        try {
            if (c.tryLock() == null) {
                throw new IOException(lock + ": another copy holds it");
            }
        } catch (IOException | RuntimeException e) {
            c.close();
            throw e;
        }
        HELD.add(lock.toAbsolutePath());
        lockChannel = c;
    }

    /** A shot kept by a copy of Bounce Lab that is not running any more. */
    public record Left(Path file) {
        /** The shot with the student's test. A broken file throws, naming it. */
        public Shot shot() {
            return ScenarioLoader.loadShot(file);
        }

        /** When it was written, if that can be read. */
        public Optional<FileTime> writtenAt() {
            try {
                return Optional.of(Files.getLastModifiedTime(file));
            } catch (IOException e) {
                return Optional.empty();
            }
        }

        /**
         * Moves a copy that cannot be read out of the way, beside where it was ({@code set-aside-recovery-….json}):
         * no longer offered, never deleted, since it holds the user's work for them to mend or send. Returns where it
         * went, or empty if it could not be moved (it is then offered again next time).
         */
        public Optional<Path> setAside() {
            Path to = file.resolveSibling(SET_ASIDE + file.getFileName());
            try {
                Files.move(file, to, StandardCopyOption.REPLACE_EXISTING);
                if (!file.getFileName().toString().equals(OLD_FILE)) {
                    Files.deleteIfExists(lockOf(file));
                }
                return Optional.of(to);
            } catch (IOException e) {
                return Optional.empty();
            }
        }

        /** Forgets it: restored into a copy that keeps it now, or discarded. */
        public void forget() {
            try {
                Files.deleteIfExists(file);
                if (!file.getFileName().toString().equals(OLD_FILE)) {
                    Files.deleteIfExists(lockOf(file));
                }
            } catch (IOException e) {
                // offered again next time
            }
        }
    }

    /**
     * The shots kept by copies that are not running (their lock free, or an earlier version's one file), newest
     * first; never this copy's own, nor one another running copy holds.
     */
    public List<Left> left() {
        List<Left> left = new ArrayList<>();
        if (!Files.isDirectory(dir)) {
            return left;
        }
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir, "recovery*.json")) {
            for (Path p : entries) {
                String name = p.getFileName().toString();
                boolean ours = name.equals(OLD_FILE) || name.startsWith(PREFIX);
                if (ours
                        && !p.equals(file())
                        && Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)
                        && (name.equals(OLD_FILE) || !running(lockOf(p)))) {
                    left.add(new Left(p));
                }
            }
        } catch (IOException | RuntimeException e) {
            return left; // a folder that cannot be listed offers nothing
        }
        left.sort(Comparator.comparing((Left l) -> l.writtenAt().orElse(FileTime.fromMillis(0)))
                .reversed());
        return left;
    }

    /** Does a running copy hold this lock file? A file that is not there is held by nobody. */
    private static boolean running(Path lock) {
        if (HELD.contains(lock.toAbsolutePath())) {
            return true;
        }
        if (!Files.isRegularFile(lock, LinkOption.NOFOLLOW_LINKS)) {
            return false;
        }
        try (FileChannel c = FileChannel.open(lock, StandardOpenOption.WRITE)) {
            FileLock l;
            try {
                l = c.tryLock();
            } catch (OverlappingFileLockException inThisJava) {
                return true;
            }
            if (l == null) {
                return true; // another process holds it
            }
            l.release();
            return false;
        } catch (IOException e) {
            return true; // cannot tell: never offer (and so never forget) another copy's shot
        }
    }
}
