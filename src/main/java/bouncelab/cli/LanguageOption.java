package bouncelab.cli;

import java.util.Locale;
import picocli.CommandLine.Option;

/**
 * {@code --lang CODE} for the commands whose words are still English this round (worksheet, trace --working, grade):
 * taken as render and check-lessons take theirs ({@link OptionValues.Language}), and kept for the words those
 * commands will write in it. Without it a command speaks English, whatever the machine's language, so that a script
 * and a picture come out the same on every machine; the window follows the system's.
 */
final class LanguageOption {
    @Option(names = "--lang", paramLabel = "CODE", converter = OptionValues.Language.class)
    private Locale language = Locale.ENGLISH;

    Locale locale() {
        return language;
    }
}
