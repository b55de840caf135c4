package bouncelab.core.algorithm;

import java.util.List;

/** The names the scenario file, the command line and the window use for the five algorithms. */
public final class AlgorithmNames {
    public static final String SIMPLE = "simple";
    public static final String PYTHAGORAS = "pythagoras";
    public static final String INTERSECTION_CENTRE = "intersection-centre";
    public static final String SWEPT = "swept";
    public static final String SWEPT_EXACT = "swept-exact";

    /** In teaching order, which is also the order of the keys 1–5 in the window. */
    public static final List<String> ALL = List.of(SIMPLE, PYTHAGORAS, INTERSECTION_CENTRE, SWEPT, SWEPT_EXACT);

    private AlgorithmNames() {
    }

    public static boolean isKnown(String name) {
        return ALL.contains(name);
    }
}
