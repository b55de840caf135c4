package bouncelab;

import bouncelab.cli.BounceLabCli;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;

/**
 * {@code bounce-lab PATH}: a shot file or a lessons folder given alone opens the window on it (as "Open with Bounce
 * Lab" does from a file manager), where any other arguments run the command line. A command's name is always the
 * command, even if a file of that name lies in the folder.
 */
final class OpenArgument {
    private OpenArgument() {}

    /**
     * Whether these arguments open the window: none, or one path to a shot (.json) or a folder, either after
     * {@code --lang CODE} or not.
     */
    static boolean opensWindow(String[] args) {
        if (args.length >= 2 && args[0].equals("--lang")) { // bounce-lab --lang es [PATH]: the window in Spanish
            return opensWindow(Arrays.copyOfRange(args, 2, args.length));
        }
        if (args.length == 0) {
            return true;
        }
        if (args.length != 1 || args[0].isEmpty() || args[0].startsWith("-") || BounceLabCli.isCommand(args[0])) {
            return false;
        }
        Path p;
        try {
            p = Path.of(args[0]);
        } catch (InvalidPathException e) {
            return false;
        }
        return Files.isDirectory(p) || (args[0].toLowerCase(Locale.ROOT).endsWith(".json") && Files.isRegularFile(p));
    }
}
