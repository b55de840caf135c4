package bouncelab.ui;

import bouncelab.io.jvm.ClassArchive;
import bouncelab.io.prefs.PreferencesFile;
import bouncelab.io.recovery.RecoveryStore;
import bouncelab.ui.common.Background;
import bouncelab.ui.common.UiWords;
import bouncelab.ui.render.Fonts;
import bouncelab.ui.session.DefaultShot;
import bouncelab.ui.session.RunPlace;
import bouncelab.ui.window.MainWindow;
import bouncelab.ui.window.WindowLanguage;
import bouncelab.ui.window.WindowPlacement;
import bouncelab.ui.window.Windows;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.animation.PauseTransition;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.geometry.Rectangle2D;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.util.Duration;
import org.jspecify.annotations.Nullable;

/**
 * The window: opens on the built-in Pong shot, or on a scenario file or lessons folder given as the first argument. Edits are kept
 * in ~/.bounce-lab against a crash (see {@link RecoveryStore}).
 */
public class BounceLabApp extends Application {
    /** Set by the installer's build (pom.xml, profile installer) and CI only: see {@link #closeSoon()}. */
    static final String CLOSE_WHEN_SHOWN = "bouncelab.closeWhenShown";

    private @Nullable MainWindow window;

    @Override
    public void start(Stage stage) {
        Fonts.load(); // before the first scene: its stylesheet names the app's own families
        PreferencesFile prefs = PreferencesFile.inUserDir();
        var given = getParameters().getRaw();
        window = Windows.full(
                DefaultShot.pong(), stage, RecoveryStore.standard(), prefs, WindowLanguage.chosen(given, prefs));
        // a heavy shot's runs are worked out off the FX thread (render and the tests draw theirs at once)
        window.model().setRunPlace(RunPlace.background());
        var args = WindowLanguage.rest(given);
        if (!args.isEmpty()) { // bounce-lab PATH: a lessons folder, or a shot file
            Path path = Path.of(args.get(0)).toAbsolutePath();
            if (Files.isDirectory(path)) {
                window.openLessonsFolder(path);
            } else {
                window.files().openInBackground(path);
            }
        }
        MainWindow shown = window;
        stage.setOnCloseRequest(e -> {
            if (!shown.mayClose()) {
                e.consume(); // the user chose to stay, or the save was cancelled
            }
        });
        stage.setTitle(UiWords.window("app.title"));
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        WindowPlacement at =
                WindowPlacement.within(screen.getMinX(), screen.getMinY(), screen.getWidth(), screen.getHeight());
        stage.setScene(window.createScene(at.width(), at.height()));
        stage.setX(at.x());
        stage.setY(at.y());
        stage.show();
        Windows.makeViewsAheadWhenIdle(stage, shown, BounceLabApp::makeClassArchive);
        double closeAfter = closeAfterSeconds(System.getProperty(CLOSE_WHEN_SHOWN));
        if (closeAfter > 0) {
            closeSoon(closeAfter);
        }
    }

    /**
     * The installed app's class-data archive where its installer made none (the .msi's and the .dmg's have no step
     * for it): once the window is up and its later views are made, in a quiet moment, started off the FX thread.
     * Where it cannot be made (no class list, a folder this user may not write in), the app starts without it, as
     * before; nothing is said.
     */
    private static void makeClassArchive() {
        ClassArchive.ofThisApp()
                .ifPresent(archive -> Background.WINDOW.run("class-archive", () -> {
                    if (archive.wanted()) {
                        try {
                            archive.start();
                        } catch (IOException e) {
                            // the next start tries again
                        }
                    }
                }));
    }

    /**
     * The installer's build opens the window once, headless, to list the classes its start loads for the class-data
     * archive, and CI to see the installed launcher open it; it closes itself a second after it is shown
     * ({@code -Dbouncelab.closeWhenShown=true}), or after as many seconds as the property gives (CI, to leave the
     * window time to make its class archive).
     */
    private void closeSoon(double seconds) {
        var pause = new PauseTransition(Duration.seconds(seconds));
        pause.setOnFinished(e -> Platform.exit());
        pause.play();
    }

    /** {@code true}: a second; a number: that many seconds; anything else, or none: 0, the window stays. */
    static double closeAfterSeconds(@Nullable String property) {
        if (property == null) {
            return 0;
        }
        if (property.equals("true")) {
            return 1;
        }
        try {
            double s = Double.parseDouble(property);
            return s > 0 && s < 3600 ? s : 0;
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    @Override
    public void stop() {
        if (window != null) {
            window.stop();
        }
    }
}
