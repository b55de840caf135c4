package bouncelab.cli;

import java.util.Locale;
import picocli.CommandLine.Option;

/**
 * {@code --lang CODE} for worksheet, grade (its lines' errors and report in that language), probe (its working) and
 * the top of the tree (the help's language, {@link HelpWords}): taken as render and check-lessons take theirs
 * ({@link OptionValues.Language}). Without it a command speaks English, whatever the machine's language, so that a script
 * and a picture come out the same on every machine; the window follows the system's.
 */
final class LanguageOption {
    @Option(names = "--lang", paramLabel = "${bundle:label.code:-CODE}", converter = OptionValues.Language.class)
    private Locale language = Locale.ENGLISH;

    Locale locale() {
        return language;
    }
}
