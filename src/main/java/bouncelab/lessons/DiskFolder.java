package bouncelab.lessons;

import bouncelab.core.scenario.ShotLimits;
import bouncelab.io.file.SafeRead;
import bouncelab.io.refusal.Refusal;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Optional;

/** A lesson folder on disk. */
public record DiskFolder(Path dir) implements LessonFolder {

    @Override
    public String name() {
        return dir.getFileName().toString();
    }

    @Override
    public String describe(String file) {
        return dir.resolve(file).toString();
    }

    @Override
    public boolean exists(String file) {
        Path p = dir.resolve(file).normalize();
        if (!p.startsWith(dir.normalize()) || !Files.isRegularFile(p)) {
            return false;
        }
        try {
            return p.toRealPath().startsWith(dir.toRealPath()); // a symbolic link must not lead out either
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * The file's text through {@link SafeRead}, if it is inside this folder: a symbolic link to a file elsewhere is
     * refused, as a picture's is, and so is anything but an ordinary UTF-8 file under the size cap.
     */
    @Override
    public Optional<String> read(String file) throws IOException {
        Path p = dir.resolve(file);
        if (!Files.exists(p, LinkOption.NOFOLLOW_LINKS)) {
            return Optional.empty();
        }
        Path real;
        try {
            real = p.toRealPath();
        } catch (IOException e) {
            throw new SafeRead.Refused(describe(file), 0, Refusal.of("file.cannotRead", SafeRead.reason(e)));
        }
        if (!p.normalize().startsWith(dir.normalize()) || !real.startsWith(dir.toRealPath())) {
            throw new SafeRead.Refused(describe(file), 0, Refusal.of("file.cannotRead", Refusal.of("why.linkOut")));
        }
        long max =
                file.equals(LessonLoader.SCENARIO_FILE) ? ShotLimits.MAX_SCENARIO_BYTES : ShotLimits.MAX_LESSON_BYTES;
        return Optional.of(SafeRead.text(real, describe(file), max));
    }

    @Override
    public long size(String file) throws IOException {
        if (!exists(file)) {
            throw new NoSuchFileException(describe(file));
        }
        return Files.size(dir.resolve(file));
    }

    /** Only an ordinary file inside the folder ({@link #exists}): a pipe or device is never opened. */
    @Override
    public InputStream open(String file) throws IOException {
        if (!exists(file)) {
            throw new NoSuchFileException(describe(file));
        }
        return Files.newInputStream(dir.resolve(file));
    }
}
