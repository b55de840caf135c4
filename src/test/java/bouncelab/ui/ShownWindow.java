package bouncelab.ui;

import bouncelab.io.prefs.FontSize;
import bouncelab.ui.session.DefaultShot;
import bouncelab.ui.window.MainWindow;
import bouncelab.ui.window.Windows;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * What the window tests share: a window on the Pong shot shown at 1280 × 800, work run on the FX thread, and waits
 * for work that lands there later (a lesson reload, a background run, a job, a compile).
 */
public final class ShownWindow {
    /**
     * How long a wait for background work may take: far more than it needs, as CI is a busy 2-core machine and a
     * wait that runs out fails the build; a wait that succeeds ends as soon as the work lands.
     */
    public static final long WAIT_SECONDS = 60;

    private ShownWindow() {}

    /** The window as the app opens it, without autosave or preferences, on {@code stage}. */
    public static MainWindow on(Stage stage) {
        MainWindow window = new MainWindow(DefaultShot.pong(), stage);
        show(stage, window.createScene(1280, 800));
        return window;
    }

    /**
     * The whole window as the app opens it (its tabs too, without autosave or preferences) in a scene of
     * {@code width} × {@code height} at {@code type}, laid out ({@link #layOut}). The scene is not shown: the test's
     * stage cannot be larger than the screen, so a test of a projector's or a large screen's size lays it out itself.
     */
    public static MainWindow laidOutAt(int width, int height, FontSize type) {
        MainWindow window = onFx(() -> Windows.full(DefaultShot.pong(), null));
        fx(() -> {
            window.createScene(width, height);
            window.appearance().fontSizeProperty().set(type);
        });
        layOut(window, width, height);
        return window;
    }

    /**
     * Styles and lays out {@code window}'s root at {@code width} × {@code height}, three times: one pass can change
     * what the next measures (a skin putting its items in the scene, a scroll bar coming or going).
     */
    public static void layOut(MainWindow window, double width, double height) {
        for (int i = 0; i < 3; i++) {
            fx(() -> {
                window.root().applyCss();
                window.root().resize(width, height);
                window.root().layout();
            });
        }
    }

    /**
     * Shows {@code scene} in the test's stage at the scene's own size. The stage is the one every test class is
     * given, and one before may have left it resized or full screen: sizes measured would then depend on the order
     * the classes ran in (which differs from one checkout to another).
     */
    public static void show(Stage stage, Scene scene) {
        stage.setFullScreen(false);
        stage.setScene(scene);
        stage.sizeToScene();
        stage.show();
    }

    /** Runs {@code r} on the FX thread and waits until the events it caused are handled. */
    public static void fx(Runnable r) {
        WaitForAsyncUtils.asyncFx(r);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Types {@code keys} into the field, focused as a click or Tab would, over what it shows. */
    public static void typeOver(FxRobot robot, TextField f, KeyCode... keys) {
        fx(() -> {
            f.requestFocus();
            f.selectAll();
        });
        robot.type(keys);
    }

    /**
     * The same, and waits for a pulse to have styled and laid out what it changed: for a test that reads sizes,
     * places or styles just after (and does not lay the window out itself).
     */
    public static void fxLaidOut(Runnable r) {
        fx(r);
        pulse();
    }

    /**
     * Waits for the next pulse of the FX thread to have styled and laid out every scene shown (what changed before
     * it). Handling the queued events is not enough: styles and layout come with a pulse, which a busy machine can
     * hold back past them.
     */
    public static void pulse() {
        CountDownLatch laidOut = new CountDownLatch(1);
        WaitForAsyncUtils.asyncFx(() -> {
            List<Scene> scenes = Window.getWindows().stream()
                    .filter(Window::isShowing)
                    .map(Window::getScene)
                    .filter(Objects::nonNull)
                    .toList();
            AtomicInteger left = new AtomicInteger(scenes.size());
            for (Scene scene : scenes) {
                Runnable[] once = new Runnable[1];
                boolean[] fired = {false};
                once[0] = () -> {
                    if (!fired[0]) {
                        fired[0] = true;
                        // taken off later: the scene is going through its listeners now
                        Platform.runLater(() -> scene.removePostLayoutPulseListener(once[0]));
                        if (left.decrementAndGet() == 0) {
                            laidOut.countDown();
                        }
                    }
                };
                scene.addPostLayoutPulseListener(once[0]);
            }
            if (scenes.isEmpty()) {
                laidOut.countDown();
            }
            Platform.requestNextPulse();
        });
        try {
            if (!laidOut.await(WAIT_SECONDS, TimeUnit.SECONDS)) {
                throw new AssertionError("no pulse of the FX thread in " + WAIT_SECONDS + " s");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
        WaitForAsyncUtils.waitForFxEvents(); // what the layout handed on (a tool bar refitting to a new font)
    }

    /**
     * What {@code read} gives, read on the FX thread: nodes, and models the FX thread changes, read from the test's
     * thread while work may still land there could be caught half changed (a list of children being refilled).
     */
    public static <T> T onFx(Callable<T> read) {
        try {
            return WaitForAsyncUtils.asyncFx(read).get(WAIT_SECONDS, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            if (e.getCause() instanceof Error er) {
                throw er;
            }
            throw new IllegalStateException(e.getCause());
        } catch (InterruptedException | TimeoutException e) {
            throw new AssertionError("the FX thread did not answer in " + WAIT_SECONDS + " s", e);
        }
    }

    /**
     * Waits until {@code done} holds, asking it on the FX thread (where the work it waits for lands, a field at a
     * time), then lets the events that work caused be handled. Fails after {@link #WAIT_SECONDS}.
     */
    public static void waitOnFx(BooleanSupplier done) {
        waitOnFx("the condition", done);
    }

    /** The same, naming what is waited for in the failure. */
    public static void waitOnFx(String what, BooleanSupplier done) {
        try {
            WaitForAsyncUtils.waitFor(WAIT_SECONDS, TimeUnit.SECONDS, () -> onFx(done::getAsBoolean));
        } catch (TimeoutException e) {
            throw new AssertionError(what + " did not come about in " + WAIT_SECONDS + " s", e);
        }
        WaitForAsyncUtils.waitForFxEvents();
    }
}
