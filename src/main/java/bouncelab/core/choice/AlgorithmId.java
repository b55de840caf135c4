package bouncelab.core.choice;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;

/**
 * Which algorithm: the one home of everything Bounce Lab says about each of them besides its working. Its name in
 * scenario files, lessons and on the command line, its title, its key in the window, its style class (the colour
 * and line its runs are drawn in where several are shown together), the shape of the objects grown by the ball's
 * radius as its test sees them, whether it follows the path, its reach in the sweep's theory and the formula the
 * sweep writes for it, and how heavy its working is. The shot, the window, the compare view, the sweep, the games
 * and the lessons hold these ids, never names; a name is read into an id where it comes in (a file, a lesson, an
 * option), and nothing outside {@code bouncelab.core.algorithm} asks which algorithm an id is.
 *
 * <p>It lives below the shot ({@code bouncelab.core.scenario}) so a shot can hold it; what needs the algorithm's
 * classes (making one, the departures from its article) is {@code bouncelab.core.algorithm.AlgorithmClasses}, by
 * this id.
 *
 * <p>An immutable value, compared by identity: the built-ins are the constants here, made once. Adding an algorithm
 * is a constant here (with its facts, and in {@code ALL} and {@code BUILT_INS}), its class (a {@code
 * CollisionAlgorithm} whose {@code id()} is the constant, made by its line in {@code AlgorithmClasses}), and its
 * colour in the stylesheet: README, "Adding an algorithm". One made elsewhere (a test's, say) is offered by the
 * window the way {@link #YOURS} is, beside the built-ins rather than among them.
 */
public final class AlgorithmId {
    public static final AlgorithmId SIMPLE = new AlgorithmId(
                    "simple", "Simple (bounding box)", 1, "alg-simple", CornerShape.SQUARE, false)
            .reaching(new SweepReach("T + D", (thickness, diameter) -> thickness + diameter));
    public static final AlgorithmId PYTHAGORAS = new AlgorithmId(
                    "pythagoras", "Pythagoras (circle vs rectangle)", 2, "alg-pythagoras", CornerShape.ROUNDED, false)
            .reaching(new SweepReach("D/2", (thickness, diameter) -> diameter / 2));
    public static final AlgorithmId INTERSECTION_CENTRE = new AlgorithmId(
                    "intersection-centre",
                    "Intersection centre (Graybill)",
                    3,
                    "alg-intersection-centre",
                    CornerShape.SQUARE,
                    false)
            .reaching(new SweepReach(
                    "min(D, (T + D)/2)", (thickness, diameter) -> Math.min(diameter, (thickness + diameter) / 2)));
    public static final AlgorithmId SWEPT = new AlgorithmId(
                    "swept", "Swept (expanded edges)", 4, "alg-swept", CornerShape.SQUARE, true)
            .reaching(SweepReach.NEVER)
            .weighing(2);
    public static final AlgorithmId SWEPT_EXACT = new AlgorithmId(
                    "swept-exact", "Swept exact (rounded corners)", 5, "alg-swept-exact", CornerShape.ROUNDED, true)
            .reaching(SweepReach.NEVER)
            .weighing(3);
    /**
     * The student's own hitPaddle, compiled at run time ({@code bouncelab.student}): discrete, with the circle's
     * rounded corners as the test it imitates ({@link #standIn()}, which a shot names while yours runs). Nothing
     * makes it in the core, since there is nothing to make until a test compiles, and it is not among {@link #all()} until
     * the window offers it. No theory covers it: it is whatever the student's test does.
     */
    public static final AlgorithmId YOURS = new AlgorithmId(
                    "yours", "Your test (hitPaddle)", 6, "alg-yours", CornerShape.ROUNDED, false)
            .standingIn(PYTHAGORAS);

    /** The run the others are measured against: the exact swept test, which never tunnels nor cuts a corner. */
    public static final AlgorithmId REFERENCE = SWEPT_EXACT;

    /**
     * The shape an object takes for the ball's centre, grown by the ball's radius, as the algorithm's test sees it:
     * with square corners (the bounding box, the pushed-out edges) or rounded ones (the circle's own distance).
     * The court view draws the grown objects so.
     */
    public enum CornerShape {
        SQUARE,
        ROUNDED
    }

    /** The built-in five in teaching order, which is also the order of the keys. */
    private static final List<AlgorithmId> ALL = List.of(SIMPLE, PYTHAGORAS, INTERSECTION_CENTRE, SWEPT, SWEPT_EXACT);
    /** The five and yours: every algorithm Bounce Lab itself names. */
    private static final List<AlgorithmId> BUILT_INS =
            List.of(SIMPLE, PYTHAGORAS, INTERSECTION_CENTRE, SWEPT, SWEPT_EXACT, YOURS);

    private final String fileName;
    private final String title;
    private final int key;
    private final String colourKey;
    private final CornerShape corners;
    private final boolean continuous;

    private final SweepReach reach;
    private final int weight;
    /** Null: a shot names this one itself. */
    private final @Nullable AlgorithmId standIn;

    /**
     * A new algorithm's id, with no theory in the sweep, the discrete tests' weight of working, and named by shots
     * itself; the {@code reaching}, {@code weighing} and {@code standingIn} copies say otherwise.
     *
     * @param colourKey its style class, e.g. {@code alg-swept}; the stylesheet gives it a colour
     */
    public AlgorithmId(
            String fileName, String title, int key, String colourKey, CornerShape corners, boolean continuous) {
        this(fileName, title, key, colourKey, corners, continuous, SweepReach.NONE, 1, null);
    }

    private AlgorithmId(
            String fileName,
            String title,
            int key,
            String colourKey,
            CornerShape corners,
            boolean continuous,
            SweepReach reach,
            int weight,
            @Nullable AlgorithmId standIn) {
        this.fileName = Objects.requireNonNull(fileName);
        this.title = Objects.requireNonNull(title);
        this.key = key;
        this.colourKey = Objects.requireNonNull(colourKey);
        this.corners = Objects.requireNonNull(corners);
        this.continuous = continuous;
        this.reach = Objects.requireNonNull(reach);
        this.weight = weight;
        this.standIn = standIn;
    }

    /** This one with its reach in the sweep's theory. */
    public AlgorithmId reaching(SweepReach r) {
        return new AlgorithmId(fileName, title, key, colourKey, corners, continuous, r, weight, standIn);
    }

    /** This one with a heavier working: {@code w} for 1 of a discrete test (see {@link #weight()}). */
    public AlgorithmId weighing(int w) {
        return new AlgorithmId(fileName, title, key, colourKey, corners, continuous, reach, w, standIn);
    }

    /** This one run where a shot names {@code s}, as yours runs where the shot names the test it imitates. */
    public AlgorithmId standingIn(AlgorithmId s) {
        return new AlgorithmId(fileName, title, key, colourKey, corners, continuous, reach, weight, s);
    }

    /**
     * Every algorithm the window, the compare view, the sweep and the command line offer, in teaching order (the
     * order of the keys). What the models hold and the lists the messages give come from here and nowhere else.
     */
    public static List<AlgorithmId> all() {
        return ALL;
    }

    /**
     * The five and {@link #YOURS}: every algorithm Bounce Lab itself names, in key order (what has a colour in the
     * stylesheet).
     */
    public static List<AlgorithmId> builtIns() {
        return BUILT_INS;
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

    /** The digit key that picks it in the window, 1 to 5 in teaching order, 6 for yours. */
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

    /**
     * True for a swept test against square corners, whose hits on a corner's square tip the round ball never
     * touches: the rules mark each such phantom hit in the working.
     */
    public boolean marksPhantomTips() {
        return continuous && corners == CornerShape.SQUARE;
    }

    /** L in the speed sweep's theory, and the formula its answer writes. */
    public SweepReach reach() {
        return reach;
    }

    /**
     * How much working a frame of it records beside the others (1 for a discrete test, more for the swept ones):
     * the work budget counts the heaviest first, to stop soon.
     */
    public int weight() {
        return weight;
    }

    /**
     * The algorithm a shot names while this one runs: itself, or for {@link #YOURS} the built-in test it imitates
     * (a shot file cannot name a test that may not compile); a view falls back to it when this one goes away.
     */
    public AlgorithmId standIn() {
        return standIn == null ? this : standIn;
    }

    /** The constant's name, e.g. {@code SWEPT_EXACT}, as messages and test names have always shown it. */
    @Override
    public String toString() {
        return fileName.toUpperCase(Locale.ROOT).replace('-', '_');
    }
}
