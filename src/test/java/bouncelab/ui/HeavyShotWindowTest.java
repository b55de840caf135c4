package bouncelab.ui;

import bouncelab.ui.session.DefaultShot;
import bouncelab.ui.window.MainWindow;
import bouncelab.ui.window.Windows;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicLong;
import javafx.application.Platform;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 18: a 7 MB shot of 100,000 bricks, and a 300-byte one whose grid asks for 100,000, opened while the Compare
 * tab is shown. Each is refused in one line naming the file, and the FX thread keeps answering all the while: a
 * probe posted to it every 20 ms is answered without a long wait (the bound is generous, for a loaded machine; the
 * reading froze the window for 50 s before it moved off the FX thread).
 */
@ExtendWith(ApplicationExtension.class)
class HeavyShotWindowTest {
    /**
     * Far above a busy machine's hiccups (CI's 2 cores, loaded, with a collection of the 7 MB just written), far
     * below the freezes this guards against.
     */
    private static final long MAX_WAIT_MS = 10_000;

    private MainWindow window;

    @Start
    void start(Stage stage) {
        window = Windows.full(DefaultShot.pong(), stage);
        ShownWindow.show(stage, window.createScene(1280, 800));
    }

    @Test
    void openingAHundredThousandBricksWithCompareShownKeepsTheWindowAnswering(@TempDir Path dir) throws Exception {
        double width = window.model().scenario().court().width();
        ShownWindow.fx(() -> window.tabs().getSelectionModel().select(1)); // Compare
        assertTrue(window.tabs().getSelectionModel().getSelectedItem().getText().contains("Compare"));

        StringBuilder bricks = new StringBuilder();
        for (int i = 0; i < 100_000; i++) {
            bricks.append(i == 0 ? "" : ",\n")
                    .append("{\"x\": ")
                    .append(i % 400 * 2)
                    .append(", \"y\": ")
                    .append(i / 400 * 2)
                    .append(", \"width\": 1.5, \"height\": 1.5}");
        }
        Path huge = dir.resolve("bricks.json");
        Files.writeString(huge, shot("\"bricks\": [" + bricks + "]"));
        assertTrue(Files.size(huge) > 4_000_000);
        Path grid = dir.resolve("grid.json");
        Files.writeString(
                grid,
                shot("\"brickGrid\": {\"x\": 0, \"y\": 0, \"cols\": 400, \"rows\": 250, "
                        + "\"brickWidth\": 2, \"brickHeight\": 1, \"gap\": 0}"));

        for (Path file : new Path[] {huge, grid}) {
            long longest = whileProbing(() -> {
                ShownWindow.fx(() -> window.files().openInBackground(file));
                // asked on the FX thread, where the refusal lands
                ShownWindow.waitOnFx("the refusal", () -> window.banner().text().contains(file.toString()));
            });
            String line = ShownWindow.onFx(() -> window.banner().text());
            assertTrue(line.contains(file + ":"), line);
            assertTrue(line.contains(file == huge ? "may be at most 1,048,576 bytes" : "too many objects"), line);
            assertTrue(longest < MAX_WAIT_MS, "the FX thread did not answer for " + longest + " ms");
            assertEquals(
                    width,
                    (double) ShownWindow.onFx(
                            () -> window.model().scenario().court().width()),
                    "the shot on screen is kept");
        }
    }

    private static String shot(String more) {
        return "{\"court\": {\"width\": 800, \"height\": 600}, \"dt\": 0.02,\n"
                + " \"ball\": {\"x\": 790, \"y\": 590, \"radius\": 4, \"vx\": 100, \"vy\": 0},\n " + more + "}\n";
    }

    /** Runs {@code action}, posting a probe to the FX thread every 20 ms; the longest a probe waited, in ms. */
    private static long whileProbing(ThrowingRunnable action) throws Exception {
        AtomicLong longest = new AtomicLong();
        AtomicLong pending = new AtomicLong(); // when the unanswered probe was posted; 0 if none
        Thread prober = new Thread(
                () -> {
                    while (!Thread.currentThread().isInterrupted()) {
                        long now = System.nanoTime();
                        long was = pending.get();
                        if (was != 0) {
                            longest.accumulateAndGet((now - was) / 1_000_000, Math::max); // still waiting
                        } else {
                            pending.set(now);
                            Platform.runLater(() -> {
                                longest.accumulateAndGet((System.nanoTime() - pending.get()) / 1_000_000, Math::max);
                                pending.set(0);
                            });
                        }
                        try {
                            Thread.sleep(20);
                        } catch (InterruptedException e) {
                            return;
                        }
                    }
                },
                "fx probe");
        prober.setDaemon(true);
        prober.start();
        try {
            action.run();
        } finally {
            prober.interrupt();
            prober.join();
        }
        return longest.get();
    }

    @FunctionalInterface
    private interface ThrowingRunnable {
        void run() throws Exception;
    }
}
