package bouncelab.io.prefs;

import bouncelab.core.trace.Overlay;
import java.util.EnumSet;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * What Bounce Lab remembers between runs: the theme, the size of type, the lesson last open (null: none), which
 * overlays were on, the language chosen in View → Language (a code such as {@code es}; null: the system's), and
 * whether the working describes each frame and events make sounds (both off at first), and the share of the
 * stepping view's width the lessons' divider was dragged to (NaN: never dragged, the share follows the window), and
 * the share the working's divider left the working (NaN: never dragged).
 */
public record Preferences(
        Theme theme,
        FontSize fontSize,
        @Nullable String lastLesson,
        Set<Overlay> overlays,
        @Nullable String language,
        boolean describeFrames,
        boolean sounds,
        double lessonShare,
        double workingShare) {
    public static final Preferences DEFAULTS =
            new Preferences(Theme.LIGHT, FontSize.DEFAULT, null, Overlay.defaults(), null);

    /** The language left to the system. */
    public Preferences(Theme theme, FontSize fontSize, @Nullable String lastLesson, Set<Overlay> overlays) {
        this(theme, fontSize, lastLesson, overlays, null);
    }

    /** With the frames not described and no sounds, as at first. */
    public Preferences(
            Theme theme,
            FontSize fontSize,
            @Nullable String lastLesson,
            Set<Overlay> overlays,
            @Nullable String language) {
        this(theme, fontSize, lastLesson, overlays, language, false, false);
    }

    /** With the lessons' divider never dragged. */
    public Preferences(
            Theme theme,
            FontSize fontSize,
            @Nullable String lastLesson,
            Set<Overlay> overlays,
            @Nullable String language,
            boolean describeFrames,
            boolean sounds) {
        this(theme, fontSize, lastLesson, overlays, language, describeFrames, sounds, Double.NaN, Double.NaN);
    }

    public Preferences {
        if (theme == null || fontSize == null || overlays == null) {
            throw new IllegalArgumentException("theme, font size and overlays are required");
        }
        overlays = overlays.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(overlays));
    }

    public Preferences withTheme(Theme t) {
        return new Preferences(
                t, fontSize, lastLesson, overlays, language, describeFrames, sounds, lessonShare, workingShare);
    }

    public Preferences withFontSize(FontSize f) {
        return new Preferences(
                theme, f, lastLesson, overlays, language, describeFrames, sounds, lessonShare, workingShare);
    }

    public Preferences withLastLesson(@Nullable String id) {
        return new Preferences(
                theme, fontSize, id, overlays, language, describeFrames, sounds, lessonShare, workingShare);
    }

    public Preferences withOverlays(Set<Overlay> o) {
        return new Preferences(
                theme, fontSize, lastLesson, o, language, describeFrames, sounds, lessonShare, workingShare);
    }

    /** {@code code} (e.g. {@code es}) as the language, or null for the system's. */
    public Preferences withLanguage(@Nullable String code) {
        return new Preferences(
                theme, fontSize, lastLesson, overlays, code, describeFrames, sounds, lessonShare, workingShare);
    }

    public Preferences withDescribeFrames(boolean on) {
        return new Preferences(theme, fontSize, lastLesson, overlays, language, on, sounds, lessonShare, workingShare);
    }

    public Preferences withSounds(boolean on) {
        return new Preferences(
                theme, fontSize, lastLesson, overlays, language, describeFrames, on, lessonShare, workingShare);
    }

    /** The share of the width the lessons' divider was dragged to; NaN for never. */
    public Preferences withLessonShare(double share) {
        return new Preferences(
                theme, fontSize, lastLesson, overlays, language, describeFrames, sounds, share, workingShare);
    }

    /** The share of the width the working's divider was dragged to leave the working; NaN for never. */
    public Preferences withWorkingShare(double share) {
        return new Preferences(
                theme, fontSize, lastLesson, overlays, language, describeFrames, sounds, lessonShare, share);
    }
}
