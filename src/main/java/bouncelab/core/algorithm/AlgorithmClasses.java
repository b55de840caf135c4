package bouncelab.core.algorithm;

import bouncelab.core.choice.AlgorithmId;
import java.util.Map;
import java.util.function.Supplier;

/**
 * What of each built-in algorithm needs its classes, by its {@link AlgorithmId} (which lives below the shot and so
 * cannot name them): how to make one, and where Bounce Lab's rules part from the article it credits. Adding an
 * algorithm adds its line here. One made elsewhere ({@link AlgorithmId#YOURS}, or one a test brings) is made by
 * whoever offers it and departs from no article.
 */
public final class AlgorithmClasses {
    private record Entry(Supplier<CollisionAlgorithm> make, Departures departures) {}

    private static final Map<AlgorithmId, Entry> BY_ID = Map.of(
            AlgorithmId.SIMPLE, new Entry(SimpleAlgorithm::new, ArticleDepartures::xna),
            AlgorithmId.PYTHAGORAS, new Entry(PythagorasAlgorithm::new, ArticleDepartures::slides),
            AlgorithmId.INTERSECTION_CENTRE, new Entry(IntersectionCentreAlgorithm::new, ArticleDepartures::graybill),
            AlgorithmId.SWEPT, new Entry(SweptAlgorithm::new, ArticleDepartures::gordon),
            AlgorithmId.SWEPT_EXACT, new Entry(SweptExactAlgorithm::new, ArticleDepartures::gordon));

    private AlgorithmClasses() {}

    /** True if {@link #create} makes {@code id} here; false for one made elsewhere ({@link AlgorithmId#YOURS}). */
    public static boolean creatable(AlgorithmId id) {
        return BY_ID.containsKey(id);
    }

    /**
     * A new instance of the algorithm.
     *
     * @throws IllegalStateException for one made elsewhere ({@link #creatable} false)
     */
    public static CollisionAlgorithm create(AlgorithmId id) {
        Entry e = BY_ID.get(id);
        if (e == null) {
            throw new IllegalStateException(
                    "'" + id.fileName() + "' runs a student's compiled test: build it from the" + " test");
        }
        return e.make().get();
    }

    /** Where Bounce Lab's rules part from the article {@code id} credits, noted in the working. */
    public static Departures departures(AlgorithmId id) {
        Entry e = BY_ID.get(id);
        return e == null ? Departures.NONE : e.departures();
    }
}
