package bouncelab.lessons;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/**
 * The words the lessons floor says itself, from the {@code bouncelab.words.Lessons} bundle: one UTF-8 properties
 * file per language ({@code Lessons_es.properties} beside the English one), each message a {@link MessageFormat}
 * pattern. Only the language asked for and the English one are looked at, never the machine's own language, so
 * what is said (and a test) does not depend on it.
 */
public final class LessonWords {
    static final String BUNDLE = "bouncelab.words.Lessons";

    private final ResourceBundle bundle;

    private LessonWords(ResourceBundle bundle) {
        this.bundle = bundle;
    }

    public static LessonWords of(Locale locale) {
        return new LessonWords(ResourceBundle.getBundle(BUNDLE, locale,
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES)));
    }

    /** The message {@code key} with {@code args} put in, as this language writes them. */
    public String get(String key, Object... args) {
        String pattern;
        try {
            pattern = bundle.getString(key);
        } catch (MissingResourceException e) {
            throw new IllegalArgumentException("the lessons' words have no '" + key + "'", e);
        }
        return new MessageFormat(pattern, locale()).format(args);
    }

    /** What a lesson shown in the original says over its text when it was asked for in {@code language}. */
    public static String untranslatedNote(Locale language) {
        LessonWords words = of(language);
        return words.get("lesson.untranslated", language.getDisplayLanguage(words.locale()));
    }

    public Locale locale() {
        return bundle.getLocale();
    }
}
