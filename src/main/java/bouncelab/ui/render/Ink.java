package bouncelab.ui.render;

import bouncelab.core.algorithm.AlgorithmId;

import java.util.Locale;

/**
 * The named colours of the court drawing. Their values live only in the stylesheet, as looked-up colours
 * ({@code -bl-ball} and so on), so a theme changes them in one place; {@link Palette} reads them from there.
 */
public enum Ink {
    COURT, COURT_EDGE, OPEN_SIDE, GRID, BRICK, BRICK_BROKEN, PADDLE, BALL, GHOST, PATH, RESOLVED, VELOCITY,
    EXPANDED, TESTED_EDGE, INTERCEPT, CHOSEN, BOX, OVERLAP, PYTHAGORAS, TUNNEL, PHANTOM, TRAIL, LABEL, LABEL_BACK,
    SELECTION, MARGIN,
    /** One colour per algorithm, where several runs are drawn together: the compare view and the sweep chart. */
    ALG_SIMPLE, ALG_PYTHAGORAS, ALG_INTERSECTION_CENTRE, ALG_SWEPT, ALG_SWEPT_EXACT;

    /** The colour of an algorithm's run, e.g. {@code ALG_SWEPT_EXACT} for {@code swept-exact}. */
    public static Ink of(AlgorithmId algorithm) {
        return valueOf("ALG_" + algorithm.name());
    }

    /** The style class of the probe node whose background carries this colour, e.g. {@code palette-tested-edge}. */
    public String styleClass() {
        return "palette-" + name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
