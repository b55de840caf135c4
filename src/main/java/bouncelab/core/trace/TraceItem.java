package bouncelab.core.trace;

import java.util.List;

/**
 * One thing an algorithm looked at or decided during a frame. Every item is immutable data and carries its own
 * working (quantities with formulas and numbers, and the checks made), so the court view, the inspector, the
 * lessons and the command line all show the same numbers from the same place.
 */
public sealed interface TraceItem
        permits MoveStep, EdgeTest, CornerTest, ChosenHit, BoxTest, PythagorasTest, OverlapTest, PhantomCorner,
        BrickBroken, Note, BroadPhaseStats, TraceEvent {

    /** A short lower-case name of the kind of item, e.g. {@code edge-test}; used in JSON and legends. */
    String kind();

    /** The object this item is about (a paddle, brick or wall id), or null. */
    default String objectId() {
        return null;
    }

    /** One line saying what this item is, for lists and the inspector's headings. */
    String summary();

    /** The pass of a swept frame this item belongs to (from 1), or 0 for the whole frame. */
    default int pass() {
        return 0;
    }

    default List<Quantity> quantities() {
        return List.of();
    }

    default List<Check> checks() {
        return List.of();
    }

    /**
     * Whether this item is something that happened in the frame (an event, a broken brick), as against the working
     * that found it. The trace-free step ({@code Simulation.stepOutcomes}) keeps only these, equal to the traced
     * step's.
     */
    default boolean outcome() {
        return false;
    }
}
