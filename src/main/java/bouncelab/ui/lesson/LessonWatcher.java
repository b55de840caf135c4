package bouncelab.ui.lesson;

import bouncelab.ui.common.Background;
import java.io.IOException;
import java.nio.file.ClosedWatchServiceException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import javafx.application.Platform;
import org.jspecify.annotations.Nullable;

/**
 * Watches a lessons folder and its lesson folders, a new one as soon as it appears; a change (a teacher saving
 * lesson.md) calls back on the FX thread, once per burst of changes, so the open lesson reloads in place.
 */
final class LessonWatcher implements AutoCloseable {
    private static final long QUIET_MS = 250;

    private final WatchService service;
    private final Thread thread;
    private final Path root;
    private @Nullable WatchKey rootKey;

    LessonWatcher(Path root, Runnable onChange) throws IOException {
        this.root = root;
        service = FileSystems.getDefault().newWatchService();
        register(root);
        try (Stream<Path> dirs = Files.list(root)) {
            for (Path d : dirs.filter(Files::isDirectory).toList()) {
                register(d);
            }
        }
        thread = Background.WINDOW.run("lesson-watcher", () -> loop(onChange));
    }

    private void register(Path dir) throws IOException {
        WatchKey key = dir.register(
                service,
                StandardWatchEventKinds.ENTRY_CREATE,
                StandardWatchEventKinds.ENTRY_MODIFY,
                StandardWatchEventKinds.ENTRY_DELETE);
        if (dir.equals(root)) {
            rootKey = key;
        }
    }

    private void loop(Runnable onChange) {
        try {
            while (true) {
                WatchKey key = service.take();
                drain(key);
                // wait for the editor to finish writing: more events within QUIET_MS belong to the same save
                WatchKey more;
                while ((more = service.poll(QUIET_MS, TimeUnit.MILLISECONDS)) != null) {
                    drain(more);
                }
                Platform.runLater(onChange);
            }
        } catch (InterruptedException | ClosedWatchServiceException e) {
            // closed: stop watching
        }
    }

    /** Takes the key's events; a folder new in the lessons folder (a lesson being written) is watched from now on. */
    private void drain(WatchKey key) {
        for (var event : key.pollEvents()) {
            if (key == rootKey
                    && event.kind() == StandardWatchEventKinds.ENTRY_CREATE
                    && event.context() instanceof Path name
                    && Files.isDirectory(root.resolve(name))) {
                try {
                    register(root.resolve(name));
                } catch (IOException e) {
                    // gone again already, or not readable: nothing in it to watch
                }
            }
        }
        key.reset();
    }

    @Override
    public void close() {
        try {
            service.close();
        } catch (IOException ignored) {
            // nothing more to watch either way
        }
        thread.interrupt();
    }
}
