package bouncelab.words;

import com.ibm.icu.text.ListFormatter;
import com.ibm.icu.text.MessageFormat;
import com.ibm.icu.util.ULocale;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/**
 * The words a frame is described in, from the {@code bouncelab.words.Description} bundle: one UTF-8 properties
 * file per language ({@code Description_es.properties} beside the English one), each message in ICU's
 * MessageFormat so that a language chooses its own plurals, word order and way of writing numbers. Only the
 * language asked for and English are looked at, never the machine's own, so a description (and a test) does not
 * depend on where it runs.
 */
public final class DescriptionWords {
    static final String BUNDLE = "bouncelab.words.Description";
    /** Every key {@link FrameDescriber} uses; the bundle test checks each language has exactly these. */
    static final List<String> KEYS = List.of("start", "moved", "travelled", "stayed", "bounced", "hitNoFace",
            "bouncedWall", "several", "hit", "tunnelled", "out", "broken", "brick", "limit", "nothing",
            "court.help", "timeline.name", "lessons.name", "menu.describe", "menu.sounds");

    private final ResourceBundle bundle;
    private final ULocale locale;

    private DescriptionWords(ResourceBundle bundle, Locale asked) {
        this.bundle = bundle;
        // numbers and lists as the language asked for writes them, even where its bundle fell back to English
        this.locale = ULocale.forLocale(asked);
    }

    public static DescriptionWords of(Locale locale) {
        return new DescriptionWords(ResourceBundle.getBundle(BUNDLE, locale,
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES)), locale);
    }

    /** The message {@code key} with its named arguments filled in. */
    public String format(String key, Map<String, Object> args) {
        return new MessageFormat(pattern(key), locale).format(args);
    }

    /** The message {@code key}, which takes no arguments: a name or a line of help. */
    public String get(String key) {
        return format(key, Map.of());
    }

    /** These items as one list, joined as the language joins one ("a, b and c"). */
    public String list(List<String> items) {
        return ListFormatter.getInstance(locale).format(items);
    }

    public Locale locale() {
        return locale.toLocale();
    }

    private String pattern(String key) {
        try {
            return bundle.getString(key);
        } catch (MissingResourceException e) {
            throw new IllegalArgumentException("the frame descriptions have no words for '" + key + "'", e);
        }
    }
}
