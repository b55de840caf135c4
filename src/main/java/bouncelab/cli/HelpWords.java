package bouncelab.cli;

import bouncelab.words.Languages;
import java.util.Enumeration;
import java.util.Locale;
import java.util.ResourceBundle;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;
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
        set(top, bundle(language));
    }

    /** The help's words in {@code language}; in the pseudo-language, the English ones accented and longer. */
    static ResourceBundle bundle(Locale language) {
        if (language.getLanguage().equals(Languages.PSEUDO_CODE)) {
            return new PseudoHelp(ResourceBundle.getBundle(BUNDLE, Locale.ROOT, CONTROL));
        }
        return ResourceBundle.getBundle(BUNDLE, language, CONTROL);
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

    /**
     * The English help made pseudo: its text accented and longer, what picocli reads in it left as it is ({@code %n},
     * {@code %%}, {@code ${DEFAULT-VALUE}}), so the help still lays out and a word left in English stands out.
     */
    private static final class PseudoHelp extends ResourceBundle {
        /** What picocli reads in a description rather than shows. */
        private static final Pattern PICOCLI = Pattern.compile("%[n%]|\\$\\{[^}]*}");

        private final ResourceBundle english;

        PseudoHelp(ResourceBundle english) {
            this.english = english;
        }

        @Override
        protected @Nullable Object handleGetObject(String key) {
            if (!english.containsKey(key)) {
                return null;
            }
            String text = english.getString(key);
            StringBuilder out = new StringBuilder();
            Matcher m = PICOCLI.matcher(text);
            int at = 0;
            while (m.find()) {
                out.append(Languages.pseudoText(text.substring(at, m.start()))).append(m.group());
                at = m.end();
            }
            return out.append(Languages.pseudoText(text.substring(at))).toString();
        }

        @Override
        public Enumeration<String> getKeys() {
            return english.getKeys();
        }
    }
}
