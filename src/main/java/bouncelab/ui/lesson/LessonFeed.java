package bouncelab.ui.lesson;

import bouncelab.lessons.Course;
import bouncelab.lessons.LessonSource;
import bouncelab.ui.common.Background;
import bouncelab.ui.common.FirstFrames;
import bouncelab.ui.common.UiWords;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import javafx.beans.value.ObservableValue;
import org.jspecify.annotations.Nullable;

/**
 * Where the lesson panel's lessons come from: a folder, watched while the panel is on screen and read again (off
 * the FX thread, checks and all) when a file in it changes; and a course first shown without its checks, which run
 * once the window has drawn its first frames. What is read lands in the {@link LessonModel} only if it is still
 * wanted: no later read was asked for, and the folder is still the one shown.
 */
final class LessonFeed {
    private final LessonModel model;
    private final ObservableValue<Boolean> showing;
    private final Consumer<String> error;
    private LessonSource source;
    private @Nullable LessonWatcher watcher;
    /** The course shown as read, its lessons' checks still to run once the window is up (null: none to run). */
    private @Nullable Course unchecked;
    /** True while the course is still to be read, once the panel is on screen ({@link #readWhenShown()}). */
    private boolean unread;
    /** Reloads asked for so far: a reload read off the FX thread lands only if no later one was asked for. */
    private long reloads;

    LessonFeed(LessonModel model, LessonSource source, ObservableValue<Boolean> showing, Consumer<String> error) {
        this.model = model;
        this.source = source;
        this.showing = showing;
        this.error = error;
        // a headless picture or a window closed holds no watch (each takes one of the system's few inotify
        // instances), and its lessons' checks do not run
        showing.addListener((o, was, now) -> {
            if (now) {
                watch();
                // the window counts as showing while it is still styled and laid out for its first appearance:
                // reading and checking then took CPU from that on a machine's few cores
                FirstFrames.then(() -> {
                    readUnread();
                    checkInBackground();
                });
            } else {
                close();
            }
        });
    }

    /** The course shown was read without its lessons' checks: they run once the panel is on screen. */
    void checkWhenShown(Course shown) {
        unchecked = shown;
        if (showing.getValue()) {
            checkInBackground();
        }
    }

    /**
     * The course is not read yet (the app's window, at its start): it is read once the window has drawn its first
     * frames, shown, then checked.
     */
    void readWhenShown() {
        unread = true;
    }

    /**
     * The course read on a thread of its own, shown, then checked; only if nothing else was shown meanwhile (a
     * lessons folder the app was opened on, say).
     */
    private void readUnread() {
        if (!unread) {
            return;
        }
        unread = false;
        LessonSource from = source;
        long asked = reloads;
        readInBackground(from::read, "lesson-read", "lessons.cannotRead", read -> {
            if (asked == reloads && from == source && model.courseProperty().get() == LessonModel.NOT_READ) {
                model.reload(read);
                unchecked = read;
                checkInBackground();
            }
        });
    }

    /** Whether the course shown waits for its checks to start (they have not yet). */
    boolean checksWaiting() {
        return unchecked != null;
    }

    /** Loads a teacher's own lessons folder (File → Open lessons folder…) and watches it. */
    void openFolder(Path dir) {
        LessonSource s = source.withFolder(dir);
        show(s, s.load());
    }

    /**
     * Shows a lessons folder already read (reading and checking its lessons may take a while: the window does it
     * off the FX thread, then calls this on it) and watches it.
     */
    void show(LessonSource read, Course c) {
        source = read;
        unread = false; // a folder shown before the window's own course was read: that one is not wanted
        unchecked = null;
        model.courseProperty().set(c);
        if (!c.lessons().isEmpty()) {
            model.open(c.lessons().get(0));
        }
        watch();
    }

    /** The language the lessons are read in. */
    Locale language() {
        return source.language();
    }

    /** Stops watching the folder. */
    void close() {
        if (watcher != null) {
            watcher.close();
            watcher = null;
        }
    }

    /**
     * The course read again and checked on a thread of its own; it replaces the one shown only if the checks refuse
     * a lesson (sound lessons stay as they are, scrolled and answered), and only if nothing replaced it meanwhile.
     */
    private void checkInBackground() {
        Course shown = unchecked;
        if (shown == null) {
            return;
        }
        unchecked = null;
        LessonSource from = source;
        long asked = reloads;
        readInBackground(from::load, "lesson-checks", "lessons.cannotCheck", checked -> {
            if (asked == reloads && from == source && model.courseProperty().get() == shown && !checked.equals(shown)) {
                model.reload(checked);
            }
        });
    }

    /**
     * A lesson file changed on disk: the folder is read and its lessons checked (which runs their shots) on a
     * thread of its own, and the result shown on the FX thread, so an edit never holds the window still.
     */
    private void reloadInBackground() {
        LessonSource from = source;
        long asked = ++reloads;
        readInBackground(from::load, "lesson-reload", "lessons.cannotReload", fresh -> {
            if (asked == reloads && from == source) {
                model.reload(fresh);
            }
        });
    }

    /**
     * Reads a course with {@code read} (a folder's lessons as read, or read and checked, which runs their shots) on
     * a thread of its own and hands it to {@code landed} on the FX thread, which decides whether it is still
     * wanted; a bug of ours is said ({@code failure}: its key in Messages.properties), and the lessons shown are
     * kept.
     */
    private void readInBackground(Callable<Course> read, String thread, String failure, Consumer<Course> landed) {
        Background.WINDOW.start(thread, read, landed, e -> error.accept(UiWords.messages(failure, e)));
    }

    private void watch() {
        close();
        if (!showing.getValue()) {
            return;
        }
        source.dir().ifPresent(d -> {
            try {
                watcher = new LessonWatcher(d, this::reloadInBackground);
            } catch (IOException e) {
                error.accept(UiWords.messages("lessons.cannotWatch", d, String.valueOf(e.getMessage())));
            }
        });
    }
}
