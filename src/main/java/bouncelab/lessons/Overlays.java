package bouncelab.lessons;

import java.util.List;

/**
 * The overlay names a lesson may turn on. The court view owns what each one draws; lessons only name them, so the
 * list lives here where the loader can reject a misspelt one with its line. It must match the ids of the court
 * view's overlays (bouncelab.core.trace.Overlay); a UI test checks that.
 */
public final class Overlays {
    /** In the order the window lists them. */
    public static final List<String> NAMES = List.of(
            "path",
            "trail",
            "velocity",
            "expanded-edges",
            "intercepts",
            "boxes",
            "overlap",
            "pythagoras",
            "tunnel",
            "phantoms",
            "broad-phase",
            "labels");

    private Overlays() {}

    public static boolean isKnown(String name) {
        return NAMES.contains(name);
    }
}
