package bouncelab.lessons;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
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

    @Override
    public Optional<String> read(String file) throws IOException {
        Path p = dir.resolve(file);
        if (!Files.isRegularFile(p)) {
            return Optional.empty();
        }
        return Optional.of(Files.readString(p, StandardCharsets.UTF_8));
    }

    @Override
    public InputStream open(String file) throws IOException {
        if (!exists(file)) {
            throw new NoSuchFileException(describe(file));
        }
        return Files.newInputStream(dir.resolve(file));
    }
}
