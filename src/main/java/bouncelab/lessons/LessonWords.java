package bouncelab.lessons;

import bouncelab.words.Book;
import bouncelab.words.Languages;
import bouncelab.words.Words;
import java.util.Locale;

/**
 * The words the lessons floor says itself, from the {@link Book#LESSONS} bundle ({@code bouncelab/words/
 * Lessons.properties}, {@code Lessons_es.properties} beside it): read as the rest of the app's words are, as UTF-8,
 * never in the machine's own language, English for a language not shipped, accented in the pseudo-language.
 */
public final class LessonWords {
    private final Words words;

    private LessonWords(Words words) {
        this.words = words;
    }

    public static LessonWords of(Locale locale) {
        return new LessonWords(Words.of(locale));
    }

    /** The message {@code key} with {@code args} put in, as this language writes them. */
    public String get(String key, Object... args) {
        return words.format(Book.LESSONS, key, args);
    }

    /**
     * What a lesson shown in the original says over its text when it was asked for in {@code language}, naming that
     * language in the language the note is written in (English for one not shipped).
     */
    public static String untranslatedNote(Locale language) {
        return of(language).get("lesson.untranslated", language.getDisplayLanguage(noteLanguage(language)));
    }

    /** The language a note for {@code language} is written in: it, when shipped, else English. */
    private static Locale noteLanguage(Locale language) {
        return Languages.shipped().stream().anyMatch(l -> l.getLanguage().equals(language.getLanguage()))
                ? language
                : Locale.ENGLISH;
    }

    public Locale locale() {
        return words.locale();
    }
}
