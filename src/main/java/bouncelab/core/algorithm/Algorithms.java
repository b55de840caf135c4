package bouncelab.core.algorithm;

import java.util.List;

/** Finds an algorithm by its name. */
public final class Algorithms {
    private Algorithms() {
    }

    public static CollisionAlgorithm byName(String name) {
        return AlgorithmId.of(name).create();
    }

    public static List<CollisionAlgorithm> all() {
        return AlgorithmNames.ALL.stream().map(Algorithms::byName).toList();
    }
}
