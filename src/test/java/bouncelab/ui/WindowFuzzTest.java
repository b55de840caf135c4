package bouncelab.ui;

import bouncelab.ui.common.Styles;
import bouncelab.ui.session.PlaybackModel;
import bouncelab.ui.window.MainWindow;
import bouncelab.ui.window.UnsavedChanges;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.stage.PopupWindow;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.robot.BaseRobot;
import org.testfx.util.WaitForAsyncUtils;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A few thousand random clicks, drags, wheel turns and keys sent to the running window, for at most
 * {@value #SECONDS} seconds, and never fewer than {@value #AT_LEAST} however slow the machine. It fails on any exception thrown on the FX thread and on any window other than the
 * main one, its popups (menus, tooltips) and a Help window a lesson's link opened (the glossary) left open: a dialog
 * nobody explained. The menu bar and the Ctrl
 * shortcuts are left out on purpose: they hold Quit, which would end the test's FX toolkit, and the file
 * choosers, which are the platform's own modal dialogs and are tested through ShotFiles instead.
 */
@ExtendWith(ApplicationExtension.class)
class WindowFuzzTest {
    static final int ACTIONS = 3_000;
    static final int SECONDS = 25;
    /** Done whatever the time: a busy CI machine takes longer, it does not test less. */
    static final int AT_LEAST = 300;

    private static final List<KeyCode> KEYS = List.of(
            KeyCode.RIGHT,
            KeyCode.LEFT,
            KeyCode.UP,
            KeyCode.DOWN,
            KeyCode.SPACE,
            KeyCode.HOME,
            KeyCode.END,
            KeyCode.OPEN_BRACKET,
            KeyCode.CLOSE_BRACKET,
            KeyCode.DIGIT1,
            KeyCode.DIGIT2,
            KeyCode.DIGIT3,
            KeyCode.DIGIT4,
            KeyCode.DIGIT5,
            KeyCode.DIGIT0,
            KeyCode.PLUS,
            KeyCode.MINUS,
            KeyCode.EQUALS,
            KeyCode.Z,
            KeyCode.L,
            KeyCode.TAB,
            KeyCode.ESCAPE,
            KeyCode.ENTER,
            KeyCode.BACK_SPACE,
            KeyCode.DELETE,
            KeyCode.A,
            KeyCode.E,
            KeyCode.PERIOD,
            KeyCode.DIGIT9,
            KeyCode.PAGE_UP,
            KeyCode.PAGE_DOWN);

    private final List<Throwable> thrown = Collections.synchronizedList(new ArrayList<>());
    private Thread.UncaughtExceptionHandler previous;
    private MainWindow window;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        previous = Thread.currentThread().getUncaughtExceptionHandler();
        Thread.currentThread().setUncaughtExceptionHandler((t, e) -> thrown.add(e)); // this is the FX thread
        window = ShownWindow.on(stage);
        // a lesson clicked after a drag asks about the edits first (UnsavedChangesTest): here it is answered at once,
        // staying or giving the edits up in turn, never Save (whose file chooser is the platform's own)
        AtomicBoolean stay = new AtomicBoolean();
        window.unsavedChanges()
                .setAsk(() ->
                        stay.getAndSet(!stay.get()) ? UnsavedChanges.Answer.CANCEL : UnsavedChanges.Answer.DISCARD);
    }

    @AfterEach
    void restore() {
        WaitForAsyncUtils.asyncFx(() -> Thread.currentThread().setUncaughtExceptionHandler(previous));
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void randomInputNeverThrowsOnTheFxThreadNorLeavesADialogOpen(FxRobot robot) {
        BaseRobot base = robot.robotContext().getBaseRobot();
        Random random = new Random(20260529);
        Bounds area = onFx(() -> window.root().localToScreen(window.root().getBoundsInLocal()));
        double menuBottom = onFx(() -> robot.lookup(".menu-bar")
                .query()
                .localToScreen(robot.lookup(".menu-bar").query().getBoundsInLocal())
                .getMaxY());
        long end = System.nanoTime() + SECONDS * 1_000_000_000L;
        int done = 0;
        for (; done < ACTIONS && (done < AT_LEAST || System.nanoTime() < end) && thrown.isEmpty(); done++) {
            Point2D at = new Point2D(
                    area.getMinX() + random.nextDouble() * area.getWidth(),
                    menuBottom + 1 + random.nextDouble() * (area.getMaxY() - menuBottom - 2));
            switch (random.nextInt(10)) {
                case 0, 1, 2 -> click(base, at, random);
                case 3, 4 -> drag(base, at, area, random);
                case 5 -> {
                    base.moveMouse(at);
                    base.scrollMouse(random.nextBoolean() ? 1 : -1);
                }
                default -> key(base, random);
            }
            if (done % 25 == 24) {
                String dialog = onFx(this::unexplainedWindow);
                assertEquals("", dialog, "after " + (done + 1) + " actions");
            }
        }
        base.pressKeyboard(KeyCode.ESCAPE);
        base.releaseKeyboard(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of(), thrown.stream().map(Throwable::toString).toList(), "after " + done + " actions");
        assertTrue(done >= AT_LEAST, "only " + done + " actions");
        PlaybackModel m = window.model();
        // read on the FX thread: a run the keys started (Space plays) may still be stepping there
        int[] frames = onFx(() -> new int[] {m.frame(), m.lastFrame()});
        assertTrue(frames[0] >= 0 && frames[0] <= frames[1], "frame " + frames[0] + " of " + frames[1]);
        assertTrue(onFx(() -> m.scenario().ball().centre().isFinite()));
        System.out.println("window fuzz: " + done + " actions, no exception, no dialog");
    }

    private static void click(BaseRobot base, Point2D at, Random random) {
        base.moveMouse(at);
        MouseButton b = random.nextInt(6) == 0 ? MouseButton.SECONDARY : MouseButton.PRIMARY;
        base.pressMouse(b);
        base.releaseMouse(b);
    }

    private static void drag(BaseRobot base, Point2D at, Bounds area, Random random) {
        base.moveMouse(at);
        base.pressMouse(MouseButton.PRIMARY);
        Point2D p = at;
        for (int i = 1 + random.nextInt(4); i > 0; i--) {
            p = new Point2D(
                    Math.max(area.getMinX(), Math.min(area.getMaxX() - 1, p.getX() + random.nextGaussian() * 60)),
                    Math.max(area.getMinY(), Math.min(area.getMaxY() - 1, p.getY() + random.nextGaussian() * 60)));
            base.moveMouse(p);
        }
        base.releaseMouse(MouseButton.PRIMARY);
    }

    private static void key(BaseRobot base, Random random) {
        KeyCode k = KEYS.get(random.nextInt(KEYS.size()));
        boolean shift = random.nextInt(4) == 0;
        if (shift) {
            base.pressKeyboard(KeyCode.SHIFT);
        }
        base.pressKeyboard(k);
        base.releaseKeyboard(k);
        if (shift) {
            base.releaseKeyboard(KeyCode.SHIFT);
        }
    }

    /**
     * A showing window that is neither the main one nor a popup (menu, tooltip, list), described; else "". A Help
     * window to read beside the main one (the glossary a lesson's link opens) is explained: it is hidden, so that the
     * clicks and keys go on to the main window.
     */
    private String unexplainedWindow() {
        for (Window w : List.copyOf(Window.getWindows())) {
            if (w.isShowing()
                    && w.getScene() != null
                    && w.getScene().getRoot().getStyleClass().contains(Styles.HELP_WINDOW)) {
                w.hide();
            } else if (w.isShowing() && w != stage && !(w instanceof PopupWindow)) {
                return "a window was left open: " + w + (w instanceof Stage s ? " '" + s.getTitle() + "'" : "");
            }
        }
        return "";
    }

    private static <T> T onFx(Callable<T> c) {
        AtomicReference<T> out = new AtomicReference<>();
        WaitForAsyncUtils.asyncFx(() -> {
            try {
                out.set(c.call());
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        WaitForAsyncUtils.waitForFxEvents();
        return out.get();
    }
}
