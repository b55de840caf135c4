package bouncelab;

/**
 * Entry point of the jar. A plain (non-Application) main so that {@code java -jar} works with JavaFX on the
 * class path: with no arguments it opens the window, with arguments it runs the command line.
 */
public final class Launcher {
    private Launcher() {
    }

    public static void main(String[] args) {
        if (args.length == 0) {
            if (FastStart.relaunch()) {
                return; // the window ran in a second Java, with the app's classes ready-made
            }
            bouncelab.lessons.EarlyCourse.begin(); // on the other core while the JavaFX toolkit starts
            javafx.application.Application.launch(bouncelab.ui.BounceLabApp.class, args);
        } else {
            System.exit(bouncelab.cli.BounceLabCli.run(args));
        }
    }
}
