package bouncelab.lessons;

import java.util.List;

/**
 * The overlay names a lesson may turn on. The court view owns what each one draws; lessons only name them, so the
 * list lives here where the loader can reject a misspelt one with its line.
 */
public final class Overlays {
    /** In the order the window lists them. */
    public static final List<String> NAMES =
            List.of("path", "trail", "velocity", "expanded-edges", "intercepts", "boxes", "overlap", "pythagoras", "tunnel",
                    "phantoms", "labels");

    private Overlays() {
    }

    public static boolean isKnown(String name) {
        return NAMES.contains(name);
    }
}
