package bouncelab;

import bouncelab.cli.BounceLabCli;
import bouncelab.core.sweep.SweepWarmUp;
import bouncelab.io.font.BundledFonts;
import bouncelab.lessons.CourseAfterShown;
import bouncelab.ui.BounceLabApp;
import javafx.application.Application;

/**
 * Entry point of the jar. A plain (non-Application) main so that {@code java -jar} works with JavaFX on the
 * class path: with no arguments it opens the window (with a shot file or a lessons folder alone, on that), with
 * other arguments it runs the command line. One Java, always: {@code java -jar} takes no options from the jar, so
 * it runs with Java's defaults; the installed launcher adds the app's own (bouncelab/jvm.properties) and a
 * class-data archive made where it is installed.
 */
public final class Launcher {
    private Launcher() {}

    public static void main(String[] args) {
        if (OpenArgument.opensWindow(args)) { // none, or a shot file or lessons folder to open it on
            CourseAfterShown.ask(); // the lessons are read once the window is up, not while it is built
            BundledFonts.readEarly(); // on the other core while the JavaFX toolkit starts
            Application.launch(BounceLabApp.class, args);
        } else {
            if (args[0].equals("sweep")) {
                SweepWarmUp.begin(); // on the core left idle while the command line is read
            }
            System.exit(BounceLabCli.run(args));
        }
    }
}
