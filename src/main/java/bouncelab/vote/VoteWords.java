package bouncelab.vote;

import java.util.List;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/**
 * The words of the students' page, from the {@code bouncelab.vote.VoteWords} bundle: one properties file per
 * language ({@code VoteWords_fr.properties} beside the English one), read as UTF-8. Only the language asked for
 * and English are looked at, never the machine's own language, so the page (and a test) does not depend on it.
 */
public final class VoteWords {
    static final String BUNDLE = "bouncelab.vote.VoteWords";
    /** Every key the page uses; the bundle test checks each language has them all. */
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

    private final ResourceBundle bundle;

    private VoteWords(ResourceBundle bundle) {
        this.bundle = bundle;
    }

    public static VoteWords of(Locale locale) {
        return new VoteWords(ResourceBundle.getBundle(
                BUNDLE, locale, ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES)));
    }

    public String get(String key) {
        try {
            return bundle.getString(key);
        } catch (MissingResourceException e) {
            throw new IllegalArgumentException("the vote page has no word '" + key + "'", e);
        }
    }

    public Locale locale() {
        return bundle.getLocale();
    }
}
