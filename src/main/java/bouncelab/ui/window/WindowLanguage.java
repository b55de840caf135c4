package bouncelab.ui.window;

import bouncelab.io.prefs.PreferencesFile;
import bouncelab.words.Book;
import bouncelab.words.Languages;
import bouncelab.words.Words;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * Which language the window opens in: {@code --lang CODE} given to it, else the one chosen in View → Language (kept
 * in the preferences), else the system's when Bounce Lab speaks it, else English.
 */
public final class WindowLanguage {
    public static final String OPTION = "--lang";

    private WindowLanguage() {}

    /** The shipped language nearest the machine's. */
    public static Locale system() {
        return Languages.nearest(Locale.getDefault());
    }

    /** The language for a window started with {@code args} (the app's own, {@code --lang CODE} among them). */
    public static Locale chosen(List<String> args, PreferencesFile prefs) {
        Optional<String> given = given(args);
        if (given.isPresent()) {
            return Languages.parse(given.get()).orElse(Locale.ENGLISH);
        }
        String kept = prefs == null ? null : prefs.load().preferences().language();
        return Languages.parse(kept).orElseGet(WindowLanguage::system);
    }

    /** The code after {@code --lang}, if given. */
    public static Optional<String> given(List<String> args) {
        int at = args.indexOf(OPTION);
        return at >= 0 && at + 1 < args.size() ? Optional.of(args.get(at + 1)) : Optional.empty();
    }

    /** The arguments without {@code --lang CODE}: what is left names a shot or a folder to open. */
    public static List<String> rest(List<String> args) {
        int at = args.indexOf(OPTION);
        if (at < 0) {
            return args;
        }
        ArrayList<String> rest = new ArrayList<>(args);
        rest.subList(at, Math.min(at + 2, rest.size())).clear();
        return List.copyOf(rest);
    }

    /**
     * View → Language: {@code code} (null: the system's) kept in the preferences for the next start (none kept
     * without {@code keeper}); returns the message saying so, in the language chosen.
     */
    static String choose(@Nullable String code, @Nullable PreferencesKeeper keeper) {
        Locale chosen = code == null ? system() : Languages.parse(code).orElse(Locale.ENGLISH);
        if (keeper != null) {
            keeper.language(code);
        }
        return Words.of(chosen).format(Book.MESSAGES, "language.next.start", Languages.ownName(chosen));
    }
}
