package bouncelab.core.algorithm;

/**
 * One way of finding and answering collisions for a frame. Implementations are stateless and deterministic: the
 * same input gives the same result, to the bit.
 */
public interface CollisionAlgorithm {
    /** Which algorithm this is: its name, title and the rest live there. */
    AlgorithmId id();

    FrameResult step(FrameInput input);
}
