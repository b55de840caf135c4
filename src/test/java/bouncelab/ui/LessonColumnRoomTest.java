package bouncelab.ui;

import bouncelab.io.prefs.FontSize;
import bouncelab.io.prefs.PreferencesFile;
import bouncelab.ui.session.DefaultShot;
import bouncelab.ui.window.MainWindow;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import javafx.event.Event;
import javafx.event.EventType;
import javafx.scene.control.SplitPane;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.framework.junit5.ApplicationExtension;

import static bouncelab.ui.ShownWindow.fx;
import static bouncelab.ui.ShownWindow.onFx;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The lessons get the room a lesson needs: more on a wider window and at larger type, a share of the width kept when
 * the window is enlarged (it all went to the court), and where the user drags their divider, remembered.
 */
@ExtendWith(ApplicationExtension.class)
class LessonColumnRoomTest {
    private static double lessonsWidth(MainWindow window) {
        return onFx(() -> window.lessonPanel().getWidth());
    }

    private static double workingWidth(MainWindow window) {
        return onFx(() -> window.step().working().getWidth());
    }

    @Test
    void aWiderWindowAndLargerTypeGiveTheLessonsMoreRoom() {
        double at1280 = lessonsWidth(ShownWindow.laidOutAt(1280, 720, new FontSize(14)));
        double at1920 = lessonsWidth(ShownWindow.laidOutAt(1920, 1080, new FontSize(14)));
        double large = lessonsWidth(ShownWindow.laidOutAt(1280, 720, new FontSize(28)));
        assertEquals(0.27 * 1280, at1280, 12, "as before at 1280 px");
        assertTrue(at1920 >= 0.32 * 1920, "at 1920 px: " + at1920 + " px of lessons");
        assertTrue(large >= 0.33 * 1280, "at 28 px type: " + large + " px of lessons");
    }

    @Test
    void enlargedTheLessonsKeepTheirShareAndTheWorkingItsWidth() {
        MainWindow window = ShownWindow.laidOutAt(1280, 800, new FontSize(14));
        double lessons = lessonsWidth(window);
        double working = workingWidth(window);
        ShownWindow.layOut(window, 1920, 1080);
        assertTrue(
                lessonsWidth(window) >= lessons * 1920 / 1280 - 2,
                "lessons " + lessons + " px at 1280, " + lessonsWidth(window) + " at 1920");
        assertEquals(working, workingWidth(window), 2, "the working as wide as it was");
        ShownWindow.layOut(window, 1280, 800);
        assertEquals(lessons, lessonsWidth(window), 2, "back at 1280 px, as at first");
    }

    @Test
    void theDividerDraggedIsRememberedForTheNextStart(@TempDir Path dir) throws IOException {
        PreferencesFile prefs = new PreferencesFile(dir.resolve("preferences.properties"));
        MainWindow first = open(prefs);
        SplitPane split = first.step().split();
        double before = onFx(() -> split.getDividerPositions()[0]);
        fx(() -> Event.fireEvent(split, mouse(MouseEvent.MOUSE_PRESSED)));
        fx(() -> split.setDividerPosition(0, 0.4));
        fx(() -> Event.fireEvent(split, mouse(MouseEvent.MOUSE_RELEASED)));
        assertTrue(Files.readString(prefs.path()).contains("lessons.share=0.4"), Files.readString(prefs.path()));
        ShownWindow.layOut(first, 1600, 900);
        assertEquals(0.4, onFx(() -> split.getDividerPositions()[0]), 0.01, "kept when the window grows");

        MainWindow next = open(prefs);
        assertEquals(0.4 * 1280, lessonsWidth(next), 8, "the next start, at " + before + " before the drag");
        // a click that drags nothing does not fix the divider where the window put it
        fx(() -> Event.fireEvent(next.step().split(), mouse(MouseEvent.MOUSE_PRESSED)));
        fx(() -> Event.fireEvent(next.step().split(), mouse(MouseEvent.MOUSE_RELEASED)));
        assertTrue(Files.readString(prefs.path()).contains("lessons.share=0.4\n"));
    }

    @Test
    void theWorkingsDividerDraggedIsRememberedForTheNextStart(@TempDir Path dir) throws IOException {
        PreferencesFile prefs = new PreferencesFile(dir.resolve("preferences.properties"));
        MainWindow first = open(prefs);
        SplitPane split = first.step().split();
        double lessons = onFx(() -> split.getDividerPositions()[0]);
        fx(() -> Event.fireEvent(split, mouse(MouseEvent.MOUSE_PRESSED)));
        fx(() -> split.setDividerPosition(1, 0.65));
        fx(() -> Event.fireEvent(split, mouse(MouseEvent.MOUSE_RELEASED)));
        String saved = Files.readString(prefs.path());
        assertTrue(saved.contains("working.share=0.35\n"), saved);
        assertFalse(saved.contains("lessons.share"), "the lessons' divider was not moved: " + saved);

        MainWindow next = open(prefs);
        assertEquals(0.35 * 1280, workingWidth(next), 8, "the next start's working");
        assertEquals(lessons, onFx(() -> next.step().split().getDividerPositions()[0]), 0.01, "the lessons' as before");
        // from there it keeps its width as the window grows, as a working never dragged does
        double working = workingWidth(next);
        ShownWindow.layOut(next, 1920, 1080);
        assertEquals(working, workingWidth(next), 2);
    }

    @Test
    void aBadDividerInThePreferencesOpensTheWindowWithOneClearLine(@TempDir Path dir) throws IOException {
        PreferencesFile prefs = new PreferencesFile(dir.resolve("preferences.properties"));
        Files.writeString(prefs.path(), "theme=dark\nlessons.share=lots\n");
        MainWindow window = open(prefs);
        String status = onFx(() -> window.status().getText());
        assertTrue(status.contains(prefs.path().toString()) && status.contains("lessons.share 'lots'"), status);
        assertFalse(status.contains("\n"), status);
        assertEquals(0.27 * 1280, lessonsWidth(window), 12, "the share for the window's width");
    }

    private static MainWindow open(PreferencesFile prefs) {
        MainWindow window = onFx(() -> new MainWindow(DefaultShot.pong(), null, null, prefs, Locale.ENGLISH));
        fx(() -> window.createScene(1280, 720));
        ShownWindow.layOut(window, 1280, 720);
        return window;
    }

    private static MouseEvent mouse(EventType<MouseEvent> type) {
        return new MouseEvent(
                type,
                0,
                0,
                0,
                0,
                MouseButton.PRIMARY,
                1,
                false,
                false,
                false,
                false,
                true,
                false,
                false,
                false,
                false,
                false,
                null);
    }
}
