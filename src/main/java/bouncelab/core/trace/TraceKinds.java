package bouncelab.core.trace;

import java.util.List;
import java.util.Optional;

/**
 * Every kind of trace item, one per record that {@link TraceItem} permits, each as its record declares it (a test
 * holds this list to the permits clauses, so a new record cannot be left out). In the order the lessons' help lists
 * them; where two kinds share an overlay, the earlier is drawn first.
 */
public final class TraceKinds {
    public static final List<TraceKind<?>> ALL = List.of(
            MoveStep.KIND,
            BoxTest.KIND,
            PythagorasTest.KIND,
            HitPaddleCall.KIND,
            OverlapTest.KIND,
            EdgeTest.KIND,
            CornerTest.KIND,
            ChosenHit.KIND,
            Bounce.KIND,
            Tunnelled.KIND,
            PhantomCorner.KIND,
            BroadPhaseStats.KIND,
            Out.KIND,
            BrickBroken.KIND,
            BounceLimit.KIND,
            Note.KIND);

    private TraceKinds() {}

    /** The kind a lesson means by {@code name}, e.g. {@code box}. */
    public static Optional<TraceKind<?>> byName(String name) {
        return ALL.stream().filter(k -> k.name().equals(name)).findFirst();
    }

    /** The kinds whose items the overlay draws, in the order above. */
    public static List<TraceKind<?>> drawnOn(Overlay o) {
        return ALL.stream().filter(k -> k.drawnOn(o)).toList();
    }

    /** The kinds the court marks whatever overlays are on. */
    public static List<TraceKind<?>> drawnAlways() {
        return ALL.stream().filter(TraceKind::alwaysDrawn).toList();
    }
}
