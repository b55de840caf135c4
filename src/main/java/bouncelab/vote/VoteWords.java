package bouncelab.vote;

import bouncelab.words.Book;
import bouncelab.words.Words;
import java.util.List;
import java.util.Locale;

/**
 * The words of the students' page, in the vote's language: the window's, or {@code vote --lang}'s. They live in the
 * {@code Vote} book beside the app's other words (so a translator adds them with the rest, and a missing one is
 * caught as any other); a language Bounce Lab does not speak gets English, never the machine's own language.
 */
public final class VoteWords {
    /** Every slot the page fills; {@code lang} is the page's language tag, the rest are words of the book. */
    static final List<String> KEYS = List.of(
            "lang",
            "title",
            "roomLabel",
            "join",
            "loading",
            "voted",
            "closed",
            "roomWrong",
            "busy",
            "error",
            "noCookies",
            "changeHint",
            "picture");

    private final Words words;

    private VoteWords(Words words) {
        this.words = words;
    }

    public static VoteWords of(Locale locale) {
        return new VoteWords(Words.of(locale));
    }

    /** The word for one of the page's {@link #KEYS}. */
    public String get(String key) {
        return key.equals("lang") ? language() : words.get(Book.VOTE, key);
    }

    public Locale locale() {
        return words.locale();
    }

    /** The page's {@code lang}: the language its words are in (English for one Bounce Lab does not speak). */
    private String language() {
        return words.languageOf(Book.VOTE).toLanguageTag();
    }
}
