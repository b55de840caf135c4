package bouncelab.io.prefs;

import bouncelab.core.trace.Overlay;

import java.util.EnumSet;
import java.util.Set;

/**
 * What Bounce Lab remembers between runs: the theme, the size of type, the lesson last open (null: none) and
 * which overlays were on.
 */
public record Preferences(Theme theme, FontSize fontSize, String lastLesson, Set<Overlay> overlays) {
    public static final Preferences DEFAULTS =
            new Preferences(Theme.LIGHT, FontSize.DEFAULT, null, Overlay.defaults());

    public Preferences {
        if (theme == null || fontSize == null || overlays == null) {
            throw new IllegalArgumentException("theme, font size and overlays are required");
        }
        overlays = overlays.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(overlays));
    }

    public Preferences withTheme(Theme t) {
        return new Preferences(t, fontSize, lastLesson, overlays);
    }

    public Preferences withFontSize(FontSize f) {
        return new Preferences(theme, f, lastLesson, overlays);
    }

    public Preferences withLastLesson(String id) {
        return new Preferences(theme, fontSize, id, overlays);
    }

    public Preferences withOverlays(Set<Overlay> o) {
        return new Preferences(theme, fontSize, lastLesson, o);
    }
}
