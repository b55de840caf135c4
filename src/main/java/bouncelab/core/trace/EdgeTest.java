package bouncelab.core.trace;

import bouncelab.core.geometry.Intercept;
import bouncelab.core.geometry.Side;
import bouncelab.core.geometry.Vec2;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The swept test of the path A→B against one expanded edge (an edge of the object pushed out by the ball's
 * radius): the Pong article's intercept() with its ua and ub. {@code accepted} is false for a crossing that
 * does not count, with the reason in {@code note} (for instance a path that only grazes the end of the edge
 * while moving away).
 */
public record EdgeTest(
        String objectId, @Nullable Side side, int pass, Intercept intercept, boolean accepted, String note)
        implements TraceItem {

    /** Drawn twice: the edge tested (expanded edges) and where the path crosses it (intercepts). */
    public static final TraceKind<EdgeTest> KIND = TraceKind.of("edge", EdgeTest.class)
            .quantities("denom", "ua", "ub")
            .text("object", EdgeTest::objectId)
            .side(EdgeTest::side)
            .number("pass", EdgeTest::pass)
            .bool("hit", EdgeTest::accepted)
            .bool("crosses", e -> e.intercept().hit())
            .numberIf("x", e -> e.intercept().hit(), e -> crossing(e).x())
            .numberIf("y", e -> e.intercept().hit(), e -> crossing(e).y())
            .said("note", e -> e.note().isEmpty() ? null : e.why())
            .decisive(EdgeTest::accepted)
            .checks(2)
            .drawnOn(Overlay.EXPANDED_EDGES, Overlay.INTERCEPTS)
            .build();

    @Override
    public TraceKind<EdgeTest> traceKind() {
        return KIND;
    }

    @Override
    public Phrase summary() {
        return Phrase.of(
                "edge",
                "object",
                objectId,
                "side",
                side == null ? "" : side.label(), // an edge tested on its own (the probe) has none
                "verdict",
                accepted ? "hit" : intercept.hit() ? "ignored" : "miss",
                "note",
                why());
    }

    /** Where the path crosses the edge; read only when it does ({@code intercept().hit()}). */
    private static Vec2 crossing(EdgeTest e) {
        return Objects.requireNonNull(e.intercept().point(), "no crossing");
    }

    /** Why a crossing is not counted: {@code note} names the reason ({@code grazes}), said in a language. */
    public Phrase why() {
        return Phrase.of("edge.why", "why", note);
    }

    @Override
    public List<Quantity> quantities() {
        double x1 = intercept.path().a().x(), y1 = intercept.path().a().y();
        double x2 = intercept.path().b().x(), y2 = intercept.path().b().y();
        double x3 = intercept.edge().a().x(), y3 = intercept.edge().a().y();
        double x4 = intercept.edge().b().x(), y4 = intercept.edge().b().y();
        Quantity denom = new Quantity(
                "denom",
                intercept.denom(),
                "(y4−y3)(x2−x1) − (x4−x3)(y2−y1)",
                Filled.of("({} − {})({} − {}) − ({} − {})({} − {})", y4, y3, x2, x1, x4, x3, y2, y1));
        if (intercept.denom() == 0) {
            return List.of(denom);
        }
        return List.of(
                denom,
                new Quantity(
                        "ua",
                        intercept.ua(),
                        "((x4−x3)(y1−y3) − (y4−y3)(x1−x3)) / denom",
                        Filled.of(
                                "(({} − {})({} − {}) − ({} − {})({} − {})) / {}",
                                x4,
                                x3,
                                y1,
                                y3,
                                y4,
                                y3,
                                x1,
                                x3,
                                intercept.denom())),
                new Quantity(
                        "ub",
                        intercept.ub(),
                        "((x2−x1)(y1−y3) − (y2−y1)(x1−x3)) / denom",
                        Filled.of(
                                "(({} − {})({} − {}) − ({} − {})({} − {})) / {}",
                                x2,
                                x1,
                                y1,
                                y3,
                                y2,
                                y1,
                                x1,
                                x3,
                                intercept.denom())));
    }

    @Override
    public List<Check> checks() {
        if (intercept.denom() == 0) {
            return List.of(new Check("", Check.code("denom ≠ 0"), Phrase.of("check.parallel"), false));
        }
        double ua = intercept.ua(), ub = intercept.ub();
        return List.of(
                new Check("", "0 ≤ ua ≤ 1", "0 ≤ " + Num.against(ua, 0, 1) + " ≤ 1", ua >= 0 && ua <= 1),
                new Check("", "0 ≤ ub ≤ 1", "0 ≤ " + Num.against(ub, 0, 1) + " ≤ 1", ub >= 0 && ub <= 1));
    }
}
