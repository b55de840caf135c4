package bouncelab.cli;

import bouncelab.words.Languages;
import java.util.Locale;
import java.util.ResourceBundle;
import picocli.CommandLine;

/**
 * The help's words: every command's and option's description and footer, from {@code
 * bouncelab/words/CommandLine.properties} and the language files beside it, in the language {@code --lang} asks
 * for anywhere on the line ({@code bounce-lab --lang es grade --help}, {@code grade --lang es --help}). Without it
 * the help is English on every machine, as every other word the command line prints.
 */
final class HelpWords {
    static final String BUNDLE = "bouncelab.words.CommandLine";
    /** Only the language asked for and English are read, never the machine's own. */
    private static final ResourceBundle.Control CONTROL =
            ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES);

    private HelpWords() {}

    /** The help in {@code language} for the whole tree: each command and subcommand, their options and mixins. */
    static void use(CommandLine top, Locale language) {
        set(top, ResourceBundle.getBundle(BUNDLE, language, CONTROL));
    }

    private static void set(CommandLine command, ResourceBundle bundle) {
        command.setResourceBundle(bundle);
        command.getSubcommands().values().forEach(sub -> set(sub, bundle));
    }

    /**
     * The language {@code --lang CODE} (or {@code --lang=CODE}) asks for, before any {@code --}; English when none
     * does, or the code is not one Bounce Lab ships (the command itself then says what is wrong with it, if anything).
     */
    static Locale asked(String[] args) {
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (a.equals("--")) {
                break;
            }
            String code = a.equals("--lang") && i + 1 < args.length
                    ? args[i + 1]
                    : a.startsWith("--lang=") ? a.substring("--lang=".length()) : null;
            if (code != null) {
                return Languages.parse(code).orElse(Locale.ENGLISH);
            }
        }
        return Locale.ENGLISH;
    }
}
