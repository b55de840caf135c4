package bouncelab.core.trace;

import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * One thing an algorithm looked at or decided during a frame. Every item is immutable data and carries its own
 * working (quantities with formulas and numbers, and the checks made), so the court view, the inspector, the
 * lessons and the command line all show the same numbers from the same place.
 *
 * <p>Each record also declares its {@link TraceKind} as {@code KIND}, next to its quantities: the name lessons use
 * for it, the fields they may name, and the overlays that draw it. A new record goes in the permits clause and in
 * {@link TraceKinds#ALL}; a test fails while it is in one and not the other.
 */
public sealed interface TraceItem
        permits MoveStep,
                EdgeTest,
                CornerTest,
                ChosenHit,
                BoxTest,
                PythagorasTest,
                HitPaddleCall,
                OverlapTest,
                PhantomCorner,
                BrickBroken,
                Note,
                BroadPhaseStats,
                TraceEvent {

    /**
     * The kind of item, as its record declares it: its name, the fields lessons may name and the overlays that draw
     * it (see {@link TraceKinds}).
     */
    TraceKind<?> traceKind();

    /** The kind's name, e.g. {@code edge}: the namespace lessons write ({@code {{edge.ua}}}). */
    default String kind() {
        return traceKind().name();
    }

    /** The object this item is about (a paddle, brick or wall id), or null. */
    default @Nullable String objectId() {
        return null;
    }

    /** What this item is, in one line for lists and the working's headings, to be said in a language. */
    Phrase summary();

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
