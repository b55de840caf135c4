package bouncelab.io.recovery;

import bouncelab.core.scenario.Scenario;
import bouncelab.io.scenario.ScenarioLoader;
import bouncelab.io.scenario.ScenarioWriter;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.Optional;

/**
 * Where the shot being edited is kept between saves, so that it survives a crash: {@code recovery.json} in a
 * folder of the user's ({@code ~/.bounce-lab}, or the folder the system property {@value #DIR_PROPERTY} names).
 * Written atomically, like a saved shot, so a crash while writing leaves the last copy whole.
 */
public record RecoveryStore(Path dir) {
    public static final String DIR_PROPERTY = "bouncelab.recovery.dir";
    public static final String FILE = "recovery.json";

    /** The user's store: {@value #DIR_PROPERTY} if set, else {@code .bounce-lab} in the home folder. */
    public static RecoveryStore standard() {
        String dir = System.getProperty(DIR_PROPERTY);
        return new RecoveryStore(dir != null && !dir.isBlank() ? Path.of(dir)
                : Path.of(System.getProperty("user.home"), ".bounce-lab"));
    }

    public Path file() {
        return dir.resolve(FILE);
    }

    /** Keeps a shot with the student's test (the field "yours"), which comes back with it. */
    public void write(bouncelab.io.scenario.Shot shot) throws IOException {
        Files.createDirectories(dir);
        ScenarioWriter.save(shot, file());
    }

    /** The kept shot with the student's test, if any; empty if there is none. A broken file throws. */
    public Optional<bouncelab.io.scenario.Shot> readShot() {
        return Files.isRegularFile(file()) ? Optional.of(ScenarioLoader.loadShot(file())) : Optional.empty();
    }

    public void write(Scenario shot) throws IOException {
        Files.createDirectories(dir);
        ScenarioWriter.save(shot, file());
    }

    /** The shot left by a session that did not end cleanly; empty if there is none. A broken file throws. */
    public Optional<Scenario> read() {
        return Files.isRegularFile(file()) ? Optional.of(ScenarioLoader.load(file())) : Optional.empty();
    }

    /** When the kept shot was written, if there is one. */
    public Optional<FileTime> writtenAt() {
        try {
            return Optional.of(Files.getLastModifiedTime(file()));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** Forgets the kept shot; true if there is none left. */
    public boolean clear() {
        try {
            Files.deleteIfExists(file());
            return true;
        } catch (IOException e) {
            return false;
        }
    }
}
