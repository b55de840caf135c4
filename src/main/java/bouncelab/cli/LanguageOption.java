package bouncelab.cli;

import bouncelab.words.Languages;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;
import picocli.CommandLine.TypeConversionException;

import java.util.Locale;

/**
 * {@code --lang CODE}, shared by the commands that speak to a person (render, worksheet, trace --working,
 * check-lessons, grade). Without it a command speaks English, whatever the machine's language, so that a script and
 * a picture come out the same on every machine; the window follows the system's.
 */
final class LanguageOption {
    @Option(names = "--lang", paramLabel = "CODE", converter = Code.class,
            description = "The language to write in: en (the default), es, or qps (a pseudo-language for testing "
                    + "that every word is translated and fits).")
    private Locale language = Locale.ENGLISH;

    Locale locale() {
        return language;
    }

    /** A shipped language's code; any other is refused in one line naming the ones there are. */
    static final class Code implements ITypeConverter<Locale> {
        @Override
        public Locale convert(String value) {
            return Languages.parse(value).orElseThrow(() -> new TypeConversionException("'" + value
                    + "' is not a language Bounce Lab speaks: " + String.join(", ", Languages.codes())));
        }
    }
}
