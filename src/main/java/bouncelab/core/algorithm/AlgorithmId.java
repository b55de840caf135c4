package bouncelab.core.algorithm;

import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * Which algorithm: the one home of everything Bounce Lab says about each of them besides its working. Its name in
 * scenario files, lessons and on the command line, its title, its key in the window, the colour its runs are drawn
 * in where several are shown together, the shape of the objects grown by the ball's radius as its test sees them,
 * whether it follows the path, and how to make one. The window, the compare view, the sweep, the games and the
 * lessons hold these ids, never names; a name is read into an id where it comes in (a file, a lesson, an option).
 * Adding an algorithm is a constant here, its class, and its colour in the stylesheet (the compiler then asks for
 * its reach in the sweep's theory).
 */
public enum AlgorithmId {
    SIMPLE("simple", "Simple (bounding box)", 1, "alg-simple", CornerShape.SQUARE, false, SimpleAlgorithm::new),
    PYTHAGORAS("pythagoras", "Pythagoras (circle vs rectangle)", 2, "alg-pythagoras", CornerShape.ROUNDED, false,
            PythagorasAlgorithm::new),
    INTERSECTION_CENTRE("intersection-centre", "Intersection centre (Graybill)", 3, "alg-intersection-centre",
            CornerShape.SQUARE, false, IntersectionCentreAlgorithm::new),
    SWEPT("swept", "Swept (expanded edges)", 4, "alg-swept", CornerShape.SQUARE, true, SweptAlgorithm::new),
    SWEPT_EXACT("swept-exact", "Swept exact (rounded corners)", 5, "alg-swept-exact", CornerShape.ROUNDED, true,
            SweptExactAlgorithm::new),
    /**
     * The student's own hitPaddle, compiled at run time ({@code bouncelab.student}): discrete, with the circle's
     * rounded corners as the test it imitates. It has no factory here, since there is nothing to make until a test
     * compiles, and it is not among {@link #all()} until the window offers it.
     */
    YOURS("yours", "Your test (hitPaddle)", 6, "alg-yours", CornerShape.ROUNDED, false, () -> {
        throw new IllegalStateException("'yours' runs a student's compiled test: build it from the test");
    });

    /**
     * The shape an object takes for the ball's centre, grown by the ball's radius, as the algorithm's test sees it:
     * with square corners (the bounding box, the pushed-out edges) or rounded ones (the circle's own distance).
     * The court view draws the grown objects so.
     */
    public enum CornerShape { SQUARE, ROUNDED }

    /** The built-in five in teaching order, which is also the order of the keys. */
    private static final List<AlgorithmId> ALL = List.of(SIMPLE, PYTHAGORAS, INTERSECTION_CENTRE, SWEPT, SWEPT_EXACT);

    private final String fileName;
    private final String title;
    private final int key;
    private final String colourKey;
    private final CornerShape corners;
    private final boolean continuous;
    private final Supplier<CollisionAlgorithm> factory;

    AlgorithmId(String fileName, String title, int key, String colourKey, CornerShape corners, boolean continuous,
                Supplier<CollisionAlgorithm> factory) {
        this.fileName = fileName;
        this.title = title;
        this.key = key;
        this.colourKey = colourKey;
        this.corners = corners;
        this.continuous = continuous;
        this.factory = factory;
    }

    /**
     * Every algorithm the window, the compare view, the sweep and the command line offer, in teaching order (the
     * order of the keys). What the models hold and the lists the messages give come from here and nowhere else.
     */
    public static List<AlgorithmId> all() {
        return ALL;
    }

    /** The id whose {@link #fileName()} this is; empty for any other text. */
    public static Optional<AlgorithmId> parse(String name) {
        return ALL.stream().filter(a -> a.fileName.equals(name)).findFirst();
    }

    /**
     * The id of a name already known to be good (a loaded scenario's, say).
     *
     * @throws IllegalArgumentException saying {@link #unknown(String)} for any other
     */
    public static AlgorithmId of(String name) {
        return parse(name).orElseThrow(() -> new IllegalArgumentException(unknown(name)));
    }

    /** The id on this digit key (1 for {@code simple}); empty for a digit no algorithm has. */
    public static Optional<AlgorithmId> byKey(int digit) {
        return ALL.stream().filter(a -> a.key == digit).findFirst();
    }

    /** "unknown algorithm 'sweep' (one of simple, pythagoras, intersection-centre, swept, swept-exact)" */
    public static String unknown(String name) {
        return "unknown algorithm '" + name + "' (one of " + names() + ")";
    }

    /** "simple, pythagoras, intersection-centre, swept, swept-exact": the names, for a message. */
    public static String names() {
        return ALL.stream().map(AlgorithmId::fileName).collect(Collectors.joining(", "));
    }

    /**
     * The name scenario files, lessons, the command line and the window use, e.g. {@code swept-exact}. Files,
     * lessons and scripts hold it, so it never changes.
     */
    public String fileName() {
        return fileName;
    }

    /** A title for tooltips and legends, e.g. "Swept exact (rounded corners)". */
    public String title() {
        return title;
    }

    /** The digit key that picks it in the window, 1 to 5 in teaching order. */
    public int key() {
        return key;
    }

    /**
     * The name of its colour in the stylesheet, e.g. {@code alg-swept}: the looked-up colour {@code -bl-alg-swept},
     * which the probe class {@code .palette-alg-swept} carries to the canvas. Colours live only in the stylesheet.
     */
    public String colourKey() {
        return colourKey;
    }

    public CornerShape corners() {
        return corners;
    }

    /**
     * True for the swept tests, which follow the path A→B; false for the discrete tests, which only look at where
     * the ball is at B (and so can tunnel; the simulation then looks for the objects it went through).
     */
    public boolean continuous() {
        return continuous;
    }

    /** A new instance of the algorithm. */
    public CollisionAlgorithm create() {
        return factory.get();
    }
}
