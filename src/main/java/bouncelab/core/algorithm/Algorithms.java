package bouncelab.core.algorithm;

import java.util.List;

/** Finds an algorithm by its name. */
public final class Algorithms {
    private Algorithms() {
    }

    public static CollisionAlgorithm byName(String name) {
        return switch (name) {
            case AlgorithmNames.SIMPLE -> new SimpleAlgorithm();
            case AlgorithmNames.PYTHAGORAS -> new PythagorasAlgorithm();
            case AlgorithmNames.INTERSECTION_CENTRE -> new IntersectionCentreAlgorithm();
            case AlgorithmNames.SWEPT -> new SweptAlgorithm();
            case AlgorithmNames.SWEPT_EXACT -> new SweptExactAlgorithm();
            default -> throw new IllegalArgumentException(
                    "unknown algorithm '" + name + "' (one of " + String.join(", ", AlgorithmNames.ALL) + ")");
        };
    }

    public static List<CollisionAlgorithm> all() {
        return AlgorithmNames.ALL.stream().map(Algorithms::byName).toList();
    }
}
