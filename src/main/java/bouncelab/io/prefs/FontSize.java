package bouncelab.io.prefs;

import java.util.List;

/**
 * The size of the window's type in px. Only the sizes the stylesheet has a class for ({@code .font-12} …
 * {@code .font-28} on the root) are allowed, so the size is set by a style class, never an inline style; every
 * panel's type is in em and follows it.
 */
public record FontSize(int px) {
    public static final List<Integer> ALL = List.of(12, 14, 16, 18, 20, 22, 24, 26, 28);
    public static final FontSize DEFAULT = new FontSize(14);
    /** The smallest size presentation mode shows: readable from the back of a classroom. */
    public static final FontSize PRESENTATION = new FontSize(24);

    public FontSize {
        if (!ALL.contains(px)) {
            throw new IllegalArgumentException("a font size must be one of " + ALL + " but is " + px);
        }
    }

    public FontSize larger() {
        int i = ALL.indexOf(px);
        return new FontSize(ALL.get(Math.min(ALL.size() - 1, i + 1)));
    }

    public FontSize smaller() {
        int i = ALL.indexOf(px);
        return new FontSize(ALL.get(Math.max(0, i - 1)));
    }

    /** The size shown while presenting: this one raised by two steps, and never below {@link #PRESENTATION}. */
    public FontSize forPresentation() {
        FontSize up = larger().larger();
        return up.px() >= PRESENTATION.px() ? up : PRESENTATION;
    }
}
