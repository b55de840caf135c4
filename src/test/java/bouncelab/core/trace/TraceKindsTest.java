package bouncelab.core.trace;

import bouncelab.core.algorithm.AlgorithmClasses;
import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Side;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.Brick;
import bouncelab.core.scenario.Court;
import bouncelab.core.scenario.Paddle;
import bouncelab.core.scenario.Rules;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.simulation.Run;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Each trace record declares its kind, and the registry holds exactly those: one per record, one name each. */
class TraceKindsTest {

    /** The records the sealed interface permits, through TraceEvent's permits clause too. */
    private static List<Class<?>> records(Class<?> sealed) {
        List<Class<?>> out = new ArrayList<>();
        for (Class<?> c : sealed.getPermittedSubclasses()) {
            if (c.isSealed()) {
                out.addAll(records(c));
            } else {
                out.add(c);
            }
        }
        return out;
    }

    @Test
    void theRegistryHasOneKindForEveryPermittedRecord() {
        List<Class<?>> records = records(TraceItem.class);
        assertTrue(records.stream().allMatch(Class::isRecord), records.toString());
        List<Class<?>> registered =
                TraceKinds.ALL.stream().<Class<?>>map(TraceKind::type).toList();
        assertEquals(Set.copyOf(records), Set.copyOf(registered));
        assertEquals(records.size(), registered.size(), "no record twice");
        Set<String> names = new HashSet<>();
        for (TraceKind<?> k : TraceKinds.ALL) {
            assertTrue(names.add(k.name()), "one record per name: " + k.name());
            assertTrue(k.name().matches("[a-z]+"), "a name lessons can write before a dot: " + k.name());
            assertSame(k, TraceKinds.byName(k.name()).orElseThrow());
        }
    }

    /** The slides' straight-on example and a few shots that make every algorithm do its whole working. */
    private static List<Scenario> shots() {
        Scenario slides = new Scenario(
                Court.closed(800, 600),
                1.0 / 60,
                new Ball(471, 300, 50, 600, 0),
                List.of(new Paddle("paddle", new Rect(530, 200, 70, 200))),
                List.of(),
                null,
                Rules.DEFAULT,
                AlgorithmId.PYTHAGORAS);
        Scenario twoBricks = new Scenario(
                Court.closed(400, 400),
                1.0 / 60,
                new Ball(200, 150, 5, 0, -12000),
                List.of(),
                List.of(
                        new Brick("upper", new Rect(150, 80, 100, 20)),
                        new Brick("lower", new Rect(150, 200, 100, 20))),
                null,
                Rules.DEFAULT.withBreakBricks(false),
                AlgorithmId.SWEPT);
        Court pong = new Court(800, 600, EnumSet.of(Side.TOP, Side.BOTTOM));
        Scenario corner = new Scenario(
                pong,
                1.0 / 60,
                new Ball(566, 188, 10, 180, 120, 50),
                List.of(new Paddle("p", new Rect(580, 200, 20, 100))),
                List.of(new Brick("b", new Rect(100, 100, 50, 20))),
                null,
                Rules.DEFAULT,
                AlgorithmId.SWEPT);
        return List.of(
                slides,
                twoBricks,
                corner,
                corner.withBall(new Ball(80, 97, 10, 1200, -600)),
                corner.withBall(new Ball(400, 300, 5, -6000, 0)));
    }

    /**
     * A kind lists the quantities its record can produce: every quantity the core produces has a field, named by
     * its kind, and no item has more checks than its kind says.
     */
    @Test
    void everyQuantityTheCoreProducesIsDeclaredByItsKind() {
        int seen = 0;
        Set<String> kindsSeen = new HashSet<>();
        for (Scenario sc : shots()) {
            for (AlgorithmId alg : AlgorithmId.all()) {
                Run run = new Run(sc, AlgorithmClasses.create(alg));
                for (int f = 1; f <= 5; f++) {
                    for (TraceItem item : run.trace(f).items()) {
                        TraceKind<?> kind = item.traceKind();
                        assertTrue(TraceKinds.ALL.contains(kind), item.kind());
                        assertTrue(kind.type().isInstance(item), item.kind());
                        kindsSeen.add(item.kind());
                        for (Quantity q : item.quantities()) {
                            assertTrue(kind.quantities().contains(q.name()), kind + " lacks '" + q.name() + "'");
                            assertEquals(q, kind.quantity(item, kind.fieldName(q.name())));
                            seen++;
                        }
                        assertTrue(
                                item.checks().size() <= kind.maxChecks(),
                                kind + ": " + item.checks().size() + " checks");
                    }
                }
            }
        }
        assertTrue(seen > 100, "quantities looked at: " + seen);
        assertTrue(kindsSeen.size() >= 10, "kinds seen: " + kindsSeen);
    }

    @Test
    void quantitiesBecomeFieldsInCamelCaseWithoutTheirKindsName() {
        assertEquals(List.of("timeUsed", "toi", "timeLeft"), ChosenHit.KIND.quantityFields());
        assertEquals(
                List.of("x", "y", "width", "height", "ballCentreX", "overlapCentreX", "ballCentreY", "overlapCentreY"),
                OverlapTest.KIND.quantityFields());
        assertEquals("radiusSquared", PythagorasTest.KIND.fieldName("radius²"));
    }

    @Test
    void aMoveNamesEveryNumberItsLineWrites() {
        // {{move.accel}} had been swallowed into a comment on the line above it, and no lesson could name it
        assertTrue(
                MoveStep.KIND.fieldNames().containsAll(Set.of("pass", "dt", "accel", "dx", "dy", "length")),
                MoveStep.KIND.fieldNames().toString());
        MoveStep m =
                new MoveStep(1, new Vec2(0, 0), new Vec2(3, 4), new Vec2(180, 240), new Vec2(180, 240), 1 / 60.0, 12);
        assertEquals(12, ((FieldValue.Number) MoveStep.KIND.value(m, "accel")).value());
    }

    @Test
    void kindsSayWhichOverlaysDrawThem() {
        assertEquals(List.of(EdgeTest.KIND, CornerTest.KIND), TraceKinds.drawnOn(Overlay.EXPANDED_EDGES));
        assertEquals(List.of(EdgeTest.KIND, ChosenHit.KIND), TraceKinds.drawnOn(Overlay.INTERCEPTS));
        assertEquals(List.of(Tunnelled.KIND), TraceKinds.drawnOn(Overlay.TUNNEL));
        assertEquals(List.of(Out.KIND, BounceLimit.KIND), TraceKinds.drawnAlways());
        for (TraceKind<?> k : TraceKinds.ALL) {
            assertFalse(k.alwaysDrawn() && !k.overlays().isEmpty(), k + ": always, or on its overlays");
            assertFalse(
                    k.drawnOn(Overlay.LABELS) || k.drawnOn(Overlay.TRAIL) || k.drawnOn(Overlay.VELOCITY),
                    k + ": labels, trail and velocity are not the trace's layers");
        }
    }
}
