package bouncelab.ui;

import bouncelab.ui.step.DefaultShot;
import bouncelab.ui.window.MainWindow;
import javafx.stage.Stage;
import org.testfx.util.WaitForAsyncUtils;

/** What the window tests share: a window on the Pong shot shown at 1280 × 800, and work run on the FX thread. */
public final class ShownWindow {
    private ShownWindow() {
    }

    /** The window as the app opens it, without autosave or preferences, on {@code stage}. */
    public static MainWindow on(Stage stage) {
        MainWindow window = new MainWindow(DefaultShot.pong(), stage);
        stage.setScene(window.createScene(1280, 800));
        stage.show();
        return window;
    }

    /** Runs {@code r} on the FX thread and waits until the events it caused are handled. */
    public static void fx(Runnable r) {
        WaitForAsyncUtils.asyncFx(r);
        WaitForAsyncUtils.waitForFxEvents();
    }
}
