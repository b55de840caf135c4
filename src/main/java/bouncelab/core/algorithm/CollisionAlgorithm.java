package bouncelab.core.algorithm;

/**
 * One way of finding and answering collisions for a frame. Implementations are stateless and deterministic: the
 * same input gives the same result, to the bit.
 */
public interface CollisionAlgorithm {
    /** The name used in scenario files, the command line and the window, e.g. {@code pythagoras}. */
    String name();

    /** A title for menus and legends. */
    String title();

    /**
     * True for the swept tests, which follow the path A→B; false for the discrete tests, which only look at
     * where the ball is at B (and so can tunnel).
     */
    boolean continuous();

    FrameResult step(FrameInput input);
}
