package bouncelab.io.prefs;

import bouncelab.core.trace.Overlay;
import bouncelab.io.file.AtomicFile;
import bouncelab.io.file.SafeRead;
import bouncelab.io.refusal.Refusal;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * The preferences as a small properties file in a per-user folder ({@value #DIR_PROPERTY} overrides it). Saving
 * is atomic. Reading never fails and never blocks: the file is read through {@link SafeRead} (an ordinary file of
 * at most {@value #MAX_BYTES} bytes), so a named pipe or a link to {@code /dev/zero} is refused before it is opened.
 * A file that cannot be used at all is set aside ({@value #SET_ASIDE} after its name, so the user's file is not
 * lost and the next save writes a good one) and gives the defaults; a bad value gives that value's default; either
 * way the problems are returned for the window to show.
 */
public final class PreferencesFile {
    public static final String DIR_PROPERTY = "bouncelab.prefs.dir";
    public static final String FILE_NAME = "preferences.properties";
    /** Four settings take a few dozen bytes; a file far past that is not ours. */
    public static final long MAX_BYTES = 64 * 1024;
    /** Added to the name of a file that could not be used, which is kept beside the new one. */
    public static final String SET_ASIDE = ".bad";

    static final String THEME = "theme";
    static final String FONT_SIZE = "font.size";
    static final String LAST_LESSON = "lesson.last";
    static final String OVERLAYS = "overlays";
    static final String LANGUAGE = "language";
    static final String DESCRIBE_FRAMES = "describe.frames";
    static final String SOUNDS = "sounds";
    static final String LESSON_SHARE = "lessons.share";
    static final String WORKING_SHARE = "working.share";
    /** The shares the lessons' divider can be kept at: past them the court or the lessons would be unusable. */
    static final double LEAST_SHARE = 0.1;

    static final double MOST_SHARE = 0.6;

    private final Path file;

    public PreferencesFile(Path file) {
        this.file = file;
    }

    /** The file in {@value #DIR_PROPERTY} if set, else in the user's configuration folder. */
    public static PreferencesFile inUserDir() {
        String prop = System.getProperty(DIR_PROPERTY);
        if (prop != null && !prop.isBlank()) {
            return new PreferencesFile(Path.of(prop).resolve(FILE_NAME));
        }
        String appData = System.getenv("APPDATA");
        if (appData != null && System.getProperty("os.name", "").startsWith("Windows")) {
            return new PreferencesFile(Path.of(appData, "Bounce Lab", FILE_NAME));
        }
        String xdg = System.getenv("XDG_CONFIG_HOME");
        Path config =
                xdg != null && !xdg.isBlank() ? Path.of(xdg) : Path.of(System.getProperty("user.home"), ".config");
        return new PreferencesFile(config.resolve("bounce-lab").resolve(FILE_NAME));
    }

    public Path path() {
        return file;
    }

    /**
     * The preferences read, and what was wrong with the file (empty when nothing was); {@code setAsideAs} is where
     * an unusable file was moved to, or null; {@code copiedAs} where a file with a bad value was copied, as written,
     * before the next save replaces it, or null.
     */
    public record Loaded(
            Preferences preferences,
            List<Refusal> reasons,
            @Nullable Path setAsideAs,
            @Nullable Path copiedAs) {
        public Loaded {
            reasons = List.copyOf(reasons);
        }

        Loaded(Preferences preferences, List<Refusal> reasons) {
            this(preferences, reasons, null, null);
        }

        Loaded(Preferences preferences, List<Refusal> reasons, @Nullable Path setAsideAs) {
            this(preferences, reasons, setAsideAs, null);
        }

        /** What was wrong, in English. */
        public List<String> problems() {
            return reasons.stream().map(Refusal::english).toList();
        }
    }

    /** Reads the file; a missing file is the defaults with no problem. */
    public Loaded load() {
        if (!Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
            return new Loaded(Preferences.DEFAULTS, List.of());
        }
        String text;
        try {
            // strict decoding: a binary or mis-encoded file is reported, not read as garbage
            text = SafeRead.text(file, file.toString(), MAX_BYTES);
        } catch (SafeRead.Refused e) {
            return setAside(e.why().key().equals("file.notUtf8") ? Refusal.of("prefs.notText") : e.why());
        }
        Loaded parsed;
        try {
            parsed = parse(text);
        } catch (Unusable e) {
            return setAside(e.why());
        }
        if (parsed.reasons().isEmpty()) {
            return parsed;
        }
        // a value it could not read: the next save writes what the window uses over the whole file, so the file as
        // the user wrote it (their comments, a key of a newer version) is kept beside it first
        Path copy = file.resolveSibling(file.getFileName() + SET_ASIDE);
        try {
            Files.copy(file, copy, StandardCopyOption.REPLACE_EXISTING, LinkOption.NOFOLLOW_LINKS);
        } catch (IOException | RuntimeException e) {
            return parsed;
        }
        return new Loaded(parsed.preferences(), parsed.reasons(), null, copy);
    }

    /** The file could not be used at all: the defaults, and the file moved aside (the link itself, if one). */
    private Loaded setAside(Refusal problem) {
        Path aside = file.resolveSibling(file.getFileName() + SET_ASIDE);
        try {
            Files.move(file, aside, StandardCopyOption.REPLACE_EXISTING, LinkOption.NOFOLLOW_LINKS);
        } catch (IOException | RuntimeException e) {
            aside = null; // left where it is; the next save replaces it
        }
        return new Loaded(Preferences.DEFAULTS, List.of(problem), aside);
    }

    /** One line for the user, in English: the file, what was wrong, and what was done. Null when nothing was wrong. */
    public @Nullable String notice(Loaded loaded) {
        Refusal said = noticeWhy(loaded);
        return said == null ? null : said.english();
    }

    /** The same line, to be said in a language. */
    public @Nullable Refusal noticeWhy(Loaded loaded) {
        if (loaded.reasons().isEmpty()) {
            return null;
        }
        Refusal all = loaded.reasons().get(0);
        for (Refusal r : loaded.reasons().subList(1, loaded.reasons().size())) {
            all = Refusal.of("prefs.and", all, r);
        }
        Path aside = loaded.setAsideAs();
        if (aside != null) {
            return Refusal.of("prefs.noticeAside", file.toString(), all, String.valueOf(aside.getFileName()));
        }
        Path copy = loaded.copiedAs();
        return copy == null
                ? Refusal.of("prefs.notice", file.toString(), all)
                : Refusal.of("prefs.noticeCopied", file.toString(), all, String.valueOf(copy.getFileName()));
    }

    /** The preferences in a file's text; each bad or unknown value is named and left at its default. */
    static Loaded parse(String text) throws Unusable {
        Properties p = new Properties();
        try {
            p.load(new StringReader(text));
        } catch (IOException | IllegalArgumentException e) {
            // no preferences at all: load() sets the file aside and gives the defaults
            throw new Unusable(Refusal.of("prefs.notProperties", Refusal.text(String.valueOf(e.getMessage()))));
        }
        List<Refusal> problems = new ArrayList<>();
        Preferences d = Preferences.DEFAULTS;
        Theme theme = d.theme();
        String t = p.getProperty(THEME);
        if (t != null) {
            theme = Theme.parse(t.trim()).orElse(null);
            if (theme == null) {
                problems.add(Refusal.of("prefs.theme", THEME, t));
                theme = d.theme();
            }
        }
        FontSize size = d.fontSize();
        String s = p.getProperty(FONT_SIZE);
        if (s != null) {
            try {
                size = new FontSize(Integer.parseInt(s.trim()));
            } catch (IllegalArgumentException e) {
                problems.add(Refusal.of("prefs.fontSize", FONT_SIZE, s, String.valueOf(FontSize.ALL)));
            }
        }
        String lesson = p.getProperty(LAST_LESSON);
        lesson = lesson == null || lesson.isBlank() ? null : lesson.trim();
        Set<Overlay> overlays = d.overlays();
        String o = p.getProperty(OVERLAYS);
        if (o != null) {
            try {
                overlays = overlays(o);
            } catch (IllegalArgumentException e) {
                problems.add(Refusal.of("prefs.overlays", OVERLAYS, Refusal.text(String.valueOf(e.getMessage()))));
            }
        }
        // a code (es, pt-BR); whether the app ships it is the window's to say, which falls back to the system's
        String language = p.getProperty(LANGUAGE);
        language = language == null || language.isBlank() ? null : language.trim();
        boolean describe = onOff(p, DESCRIBE_FRAMES, d.describeFrames(), problems);
        boolean sounds = onOff(p, SOUNDS, d.sounds(), problems);
        double share = share(p, LESSON_SHARE, problems);
        double working = share(p, WORKING_SHARE, problems);
        for (String key : p.stringPropertyNames()) {
            if (!List.of(
                            THEME,
                            FONT_SIZE,
                            LAST_LESSON,
                            OVERLAYS,
                            LANGUAGE,
                            DESCRIBE_FRAMES,
                            SOUNDS,
                            LESSON_SHARE,
                            WORKING_SHARE)
                    .contains(key)) {
                problems.add(Refusal.of("prefs.unknown", key));
            }
        }
        return new Loaded(
                new Preferences(theme, size, lesson, overlays, language, describe, sounds, share, working), problems);
    }

    /**
     * A divider ({@code key}: the lessons' or the working's) as a share of the width; a value that is not one is named
     * and forgotten (NaN).
     */
    private static double share(Properties p, String key, List<Refusal> problems) {
        String v = p.getProperty(key);
        if (v == null) {
            return Double.NaN;
        }
        try {
            double share = Double.parseDouble(v.trim());
            if (share >= LEAST_SHARE && share <= MOST_SHARE) {
                return share;
            }
        } catch (NumberFormatException e) {
            // named below, as a value out of range is
        }
        problems.add(Refusal.of("prefs.share", key, v, String.valueOf(LEAST_SHARE), String.valueOf(MOST_SHARE)));
        return Double.NaN;
    }

    /** A switch written {@code on} or {@code off}; anything else is named and left at its default. */
    private static boolean onOff(Properties p, String key, boolean fallback, List<Refusal> problems) {
        String v = p.getProperty(key);
        if (v == null) {
            return fallback;
        }
        return switch (v.trim()) {
            case "on" -> true;
            case "off" -> false;
            default -> {
                problems.add(Refusal.of("prefs.onOff", key, v));
                yield fallback;
            }
        };
    }

    private static Set<Overlay> overlays(String list) {
        Set<Overlay> on = EnumSet.noneOf(Overlay.class);
        for (String id : list.split(",")) {
            if (!id.isBlank()) {
                on.add(Overlay.parse(id.trim()));
            }
        }
        return on;
    }

    /** Writes the preferences through a temporary file. */
    public void save(Preferences prefs) throws IOException {
        AtomicFile.writeString(file, format(prefs));
    }

    static String format(Preferences prefs) {
        StringBuilder sb =
                new StringBuilder("# Bounce Lab preferences. A value it cannot read is left at its default.\n");
        sb.append(THEME).append('=').append(prefs.theme().id()).append('\n');
        sb.append(FONT_SIZE).append('=').append(prefs.fontSize().px()).append('\n');
        if (prefs.lastLesson() != null) {
            sb.append(LAST_LESSON)
                    .append('=')
                    .append(escape(prefs.lastLesson()))
                    .append('\n');
        }
        List<String> ids = Arrays.stream(Overlay.values())
                .filter(prefs.overlays()::contains)
                .map(Overlay::id)
                .toList();
        sb.append(OVERLAYS).append('=').append(String.join(",", ids)).append('\n');
        if (prefs.language() != null) {
            sb.append(LANGUAGE).append('=').append(escape(prefs.language())).append('\n');
        }
        sb.append(DESCRIBE_FRAMES)
                .append('=')
                .append(prefs.describeFrames() ? "on" : "off")
                .append('\n');
        sb.append(SOUNDS).append('=').append(prefs.sounds() ? "on" : "off").append('\n');
        share(sb, LESSON_SHARE, prefs.lessonShare());
        share(sb, WORKING_SHARE, prefs.workingShare());
        return sb.toString();
    }

    /** A divider's share, to three places (a pixel's precision on the widest screen); none written when NaN. */
    private static void share(StringBuilder sb, String key, double share) {
        if (!Double.isNaN(share)) {
            sb.append(key)
                    .append('=')
                    .append(BigDecimal.valueOf(share)
                            .setScale(3, RoundingMode.HALF_EVEN)
                            .stripTrailingZeros()
                            .toPlainString())
                    .append('\n');
        }
    }

    /** A value as Properties.store would write it (a lesson id is a folder name and may hold any character). */
    private static String escape(String value) {
        Properties one = new Properties();
        one.setProperty("k", value);
        StringWriter w = new StringWriter();
        try {
            one.store(w, null);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        return w.toString()
                .lines()
                .filter(l -> l.startsWith("k="))
                .findFirst()
                .orElseThrow()
                .substring(2);
    }

    /** A file with no preferences in it at all: set aside, the defaults used. */
    static final class Unusable extends Exception {
        private final Refusal why;

        Unusable(Refusal why) {
            super(why.english(), null, false, false);
            this.why = why;
        }

        Refusal why() {
            return why;
        }
    }
}
