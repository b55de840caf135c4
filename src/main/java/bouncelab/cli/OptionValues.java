package bouncelab.cli;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.choice.RulesId;
import bouncelab.io.prefs.Theme;
import bouncelab.lessons.worksheet.Paper;
import bouncelab.ui.snapshot.ShownView;
import bouncelab.words.Book;
import bouncelab.words.Words;
import java.util.Locale;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * The options whose value is one of a few names, read by picocli straight into their types (an enum, an id): each
 * converter's problem is said as the option's own one line, "option '--view': must be …" ({@link OneLineErrors}
 * puts the option's name in front), not as picocli's "Invalid value for option …".
 */
final class OptionValues {
    private OptionValues() {}

    /**
     * A name no value has: the problem, without the option's name (picocli knows which option it was), as a key of
     * {@link Book#REFUSALS} and its arguments, said in the language {@code --lang} asks for ({@link #in}); its
     * message is the English.
     */
    static final class Refused extends TypeConversionException {
        private final String key;
        private final Object[] args;

        Refused(String key, Object... args) {
            super(Words.ENGLISH.format(Book.REFUSALS, key, args));
            this.key = key;
            this.args = args.clone();
        }

        /** The problem in {@code words}' language. */
        String in(Words words) {
            return words.format(Book.REFUSALS, key, args);
        }
    }

    static final class Algorithm implements ITypeConverter<AlgorithmId> {
        @Override
        public AlgorithmId convert(String name) {
            return AlgorithmId.parse(name)
                    .orElseThrow(() -> new Refused("unknown.algorithm", name, AlgorithmId.names()));
        }
    }

    static final class Rules implements ITypeConverter<RulesId> {
        @Override
        public RulesId convert(String name) {
            return RulesId.parse(name).orElseThrow(() -> new Refused("unknown.rules", name, RulesId.names()));
        }
    }

    static final class View implements ITypeConverter<ShownView> {
        @Override
        public ShownView convert(String name) {
            return ShownView.parse(name).orElseThrow(() -> new Refused("usage.value.view", name));
        }
    }

    static final class Look implements ITypeConverter<Theme> {
        @Override
        public Theme convert(String name) {
            return Theme.parse(name).orElseThrow(() -> new Refused("usage.value.theme", name));
        }
    }

    /** What a picture is zoomed onto. */
    enum Zoom {
        COURT,
        WORKING
    }

    static final class ZoomName implements ITypeConverter<Zoom> {
        @Override
        public Zoom convert(String name) {
            return switch (name) {
                case "court" -> Zoom.COURT;
                case "working" -> Zoom.WORKING;
                default -> throw new Refused("usage.value.zoom", name);
            };
        }
    }

    static final class PaperName implements ITypeConverter<Paper> {
        @Override
        public Paper convert(String name) {
            try {
                return Paper.parse(name);
            } catch (IllegalArgumentException e) {
                throw new Refused("usage.value.paper", name);
            }
        }
    }

    /** What a worksheet does with its answers: included (the default), none (the student's copy), separate. */
    enum Answers {
        INCLUDED,
        NONE,
        SEPARATE
    }

    static final class AnswersName implements ITypeConverter<Answers> {
        @Override
        public Answers convert(String name) {
            return switch (name) {
                case "included" -> Answers.INCLUDED;
                case "none" -> Answers.NONE;
                case "separate" -> Answers.SEPARATE;
                default -> throw new Refused("usage.value.answers", name);
            };
        }
    }

    /**
     * A language code as a lesson file names it (lesson.es.md): two or three letters, with a country after a dash
     * at most (pt-BR). Only the code's form is checked: a language with no translation falls back to English.
     */
    static final class Language implements ITypeConverter<Locale> {
        @Override
        public Locale convert(String code) {
            if (!code.matches("[A-Za-z]{2,3}(-[A-Za-z]{2})?")) {
                throw new Refused("usage.value.language", code);
            }
            return Locale.forLanguageTag(code);
        }
    }
}
