package bouncelab.ui.render;

import bouncelab.core.choice.AlgorithmId;
import java.util.Locale;

/**
 * The named colours of the court drawing, by what they mark. Their values live only in the stylesheet, as
 * looked-up colours ({@code -bl-ball} and so on), so a theme changes them in one place; {@link Palette} reads them
 * from there. Each algorithm's own colour, where several runs are drawn together (the compare view, the sweep
 * chart), is named by its id's {@link AlgorithmId#colourKey() colour key} rather than here, so a new algorithm
 * needs only its line in the stylesheet.
 */
public enum CourtColour {
    COURT,
    COURT_EDGE,
    OPEN_SIDE,
    GRID,
    BRICK,
    BRICK_BROKEN,
    PADDLE,
    BALL,
    GHOST,
    PATH,
    RESOLVED,
    VELOCITY,
    EXPANDED,
    TESTED_EDGE,
    INTERCEPT,
    CHOSEN,
    BOX,
    OVERLAP,
    PYTHAGORAS,
    TUNNEL,
    PHANTOM,
    TRAIL,
    LABEL,
    LABEL_BACK,
    SELECTION,
    MARGIN;

    /** The style class of the probe node whose background carries this colour, e.g. {@code palette-tested-edge}. */
    public String styleClass() {
        return probe(name().toLowerCase(Locale.ROOT).replace('_', '-'));
    }

    /** The style class that carries an algorithm's colour, e.g. {@code palette-alg-swept-exact}. */
    public static String styleClass(AlgorithmId algorithm) {
        return probe(algorithm.colourKey());
    }

    private static String probe(String key) {
        return "palette-" + key;
    }
}
