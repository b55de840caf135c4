package bouncelab.io.prefs;

import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The window's look. Light is the base stylesheet alone; the others add a stylesheet that overrides the court's
 * {@code -bl-*} colours and the controls' colours, keeping every overlay's hue apart (Okabe–Ito, lightened on dark).
 */
public enum Theme {
    LIGHT("light", "Light", null),
    DARK("dark", "Dark", "/bouncelab/ui/theme-dark.css"),
    HIGH_CONTRAST("high-contrast", "High contrast (dark room)", "/bouncelab/ui/theme-high-contrast.css"),
    /** Dark on white: white on black washes out on a projector in daylight. */
    PROJECTOR("projector", "Projector, bright room", "/bouncelab/ui/theme-projector.css");

    private final String id;
    private final String title;
    private final @Nullable String stylesheet;

    Theme(String id, String title, @Nullable String stylesheet) {
        this.id = id;
        this.title = title;
        this.stylesheet = stylesheet;
    }

    /** The name in the preferences file, e.g. {@code high-contrast}. */
    public String id() {
        return id;
    }

    public String title() {
        return title;
    }

    /** The class-path resource laid over the base stylesheet, if any. */
    public Optional<String> stylesheet() {
        return Optional.ofNullable(stylesheet);
    }

    public static Optional<Theme> parse(String id) {
        for (Theme t : values()) {
            if (t.id.equals(id)) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }
}
