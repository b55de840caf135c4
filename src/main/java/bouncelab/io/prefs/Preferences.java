package bouncelab.io.prefs;

import bouncelab.core.trace.Overlay;

import java.util.EnumSet;
import java.util.Set;

/**
 * What Bounce Lab remembers between runs: the theme, the size of type, the lesson last open (null: none), which
 * overlays were on, and whether the working describes each frame and events make sounds (both off at first).
 */
public record Preferences(Theme theme, FontSize fontSize, String lastLesson, Set<Overlay> overlays,
                          boolean describeFrames, boolean sounds) {
    public static final Preferences DEFAULTS =
            new Preferences(Theme.LIGHT, FontSize.DEFAULT, null, Overlay.defaults());

    /** With the frames not described and no sounds, as at first. */
    public Preferences(Theme theme, FontSize fontSize, String lastLesson, Set<Overlay> overlays) {
        this(theme, fontSize, lastLesson, overlays, false, false);
    }

    public Preferences {
        if (theme == null || fontSize == null || overlays == null) {
            throw new IllegalArgumentException("theme, font size and overlays are required");
        }
        overlays = overlays.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(overlays));
    }

    public Preferences withTheme(Theme t) {
        return new Preferences(t, fontSize, lastLesson, overlays, describeFrames, sounds);
    }

    public Preferences withFontSize(FontSize f) {
        return new Preferences(theme, f, lastLesson, overlays, describeFrames, sounds);
    }

    public Preferences withLastLesson(String id) {
        return new Preferences(theme, fontSize, id, overlays, describeFrames, sounds);
    }

    public Preferences withOverlays(Set<Overlay> o) {
        return new Preferences(theme, fontSize, lastLesson, o, describeFrames, sounds);
    }

    public Preferences withDescribeFrames(boolean on) {
        return new Preferences(theme, fontSize, lastLesson, overlays, on, sounds);
    }

    public Preferences withSounds(boolean on) {
        return new Preferences(theme, fontSize, lastLesson, overlays, describeFrames, on);
    }
}
