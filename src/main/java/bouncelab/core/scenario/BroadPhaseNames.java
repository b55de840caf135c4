package bouncelab.core.scenario;

import java.util.List;

/** The names of the broad phases, as scenario files write them in {@code "broadPhase"}. */
public final class BroadPhaseNames {
    public static final String GRID = "grid";
    public static final String BRUTE_FORCE = "brute-force";
    public static final String DEFAULT = GRID;
    public static final List<String> ALL = List.of(GRID, BRUTE_FORCE);

    private BroadPhaseNames() {}

    public static boolean isKnown(String name) {
        return ALL.contains(name);
    }
}
