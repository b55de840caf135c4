package bouncelab;

/**
 * Entry point of the jar. A plain (non-Application) main so that {@code java -jar} works with JavaFX on the
 * class path: with no arguments it opens the window (with a shot file or a lessons folder alone, on that), with
 * other arguments it runs the command line.
 */
public final class Launcher {
    private Launcher() {
    }

    public static void main(String[] args) {
        if (FastStart.relaunch(args)) {
            return; // the window or the sweep ran in a second Java, with options a jar cannot give
        }
        if (OpenArgument.opensWindow(args)) { // none, or a shot file or lessons folder to open it on
            // on the other core while the JavaFX toolkit starts, in the language the window will open in
            bouncelab.lessons.EarlyCourse.begin(() -> bouncelab.ui.window.WindowLanguage.chosen(
                    java.util.List.of(args), bouncelab.io.prefs.PreferencesFile.inUserDir()));
            bouncelab.io.font.BundledFonts.readEarly(); // the same
            javafx.application.Application.launch(bouncelab.ui.BounceLabApp.class, args);
        } else {
            if (args[0].equals("sweep")) {
                bouncelab.core.sweep.SweepWarmUp.begin(); // on the core left idle while the command line is read
            }
            System.exit(bouncelab.cli.BounceLabCli.run(args));
        }
    }
}
