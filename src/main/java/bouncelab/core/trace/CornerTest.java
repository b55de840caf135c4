package bouncelab.core.trace;

import bouncelab.core.geometry.CircleEntry;
import bouncelab.core.geometry.Corner;
import bouncelab.core.geometry.RoundedSweep;
import bouncelab.core.geometry.Segment;
import bouncelab.core.geometry.Vec2;
import java.util.ArrayList;
import java.util.List;

/**
 * The exact test ({@code swept-exact}) of the path against one rounded corner: a circle of the ball's radius
 * around the object's corner. {@code t} is the fraction of the path at which the centre first reaches that
 * circle, NaN if it never does. The working shows the quadratic solved for it, a, b, c, disc and t, each with its
 * numbers, so that a student can redo it (quadratic formula, smaller root).
 */
public record CornerTest(
        String objectId,
        Corner corner,
        Vec2 cornerPoint,
        double radius,
        Segment path,
        int pass,
        double t,
        boolean accepted)
        implements TraceItem {

    public static final TraceKind<CornerTest> KIND = TraceKind.of("corner", CornerTest.class)
            .quantities("a", "b", "c", "disc", "t")
            .text("object", CornerTest::objectId)
            .corner(CornerTest::corner)
            .number("pass", CornerTest::pass)
            .bool("hit", CornerTest::accepted)
            .decisive(CornerTest::accepted)
            .checks(5)
            .drawnOn(Overlay.EXPANDED_EDGES)
            .build();

    @Override
    public TraceKind<CornerTest> traceKind() {
        return KIND;
    }

    @Override
    public Phrase summary() {
        return Phrase.of("corner", "object", objectId, "corner", Phrase.corner(corner), "hit", accepted, "t", t);
    }

    /** The quadratic the test solved, each coefficient with its numbers (see {@link CircleEntry}). */
    public CircleEntry quadratic() {
        return CircleEntry.of(path.a(), path.delta(), cornerPoint, radius);
    }

    @Override
    public List<Quantity> quantities() {
        CircleEntry q = quadratic();
        double ax = path.a().x(),
                ay = path.a().y(),
                bx = path.b().x(),
                by = path.b().y();
        double cx = cornerPoint.x(), cy = cornerPoint.y();
        List<Quantity> out = new ArrayList<>(List.of(
                new Quantity("a", q.a(), "(B − A)·(B − A)", Filled.of("({} − {})² + ({} − {})²", bx, ax, by, ay)),
                new Quantity(
                        "b",
                        q.b(),
                        "2(A − C)·(B − A)",
                        Filled.of("2·(({} − {})({} − {}) + ({} − {})({} − {}))", ax, cx, bx, ax, ay, cy, by, ay)),
                new Quantity(
                        "c",
                        q.c(),
                        "(A − C)·(A − C) − r²",
                        Filled.of("({} − {})² + ({} − {})² − {}²", ax, cx, ay, cy, radius))));
        if (q.a() != 0) {
            out.add(new Quantity("disc", q.disc(), "b² − 4ac", Filled.of("{}² − 4·{}·{}", q.b(), q.a(), q.c())));
        }
        if (!Double.isNaN(q.root())) {
            out.add(new Quantity(
                    "t",
                    q.root(),
                    "(−b − √(b² − 4ac)) / 2a",
                    Filled.of("(−{} − √{}) / (2·{})", q.b(), q.disc(), q.a())));
        }
        return out;
    }

    @Override
    public List<Check> checks() {
        CircleEntry q = quadratic();
        List<Check> out = new ArrayList<>();
        if (q.a() == 0) {
            return List.of(new Check("", Check.code("a ≠ 0"), Phrase.of("check.still"), false));
        }
        out.add(new Check("", "b² − 4ac ≥ 0", Num.against(q.disc(), 0) + " ≥ 0", q.disc() >= 0));
        if (q.disc() < 0) {
            return out; // the line of the path misses the corner's circle
        }
        out.add(new Check(
                "", Phrase.of("check.towards", "code", "b < 0"), Check.sum(Num.against(q.b(), 0) + " < 0"), q.b() < 0));
        out.add(new Check(
                "", "0 ≤ t ≤ 1", "0 ≤ " + Num.against(q.root(), 0, 1) + " ≤ 1", q.root() >= 0 && q.root() <= 1));
        if (!Double.isNaN(t)) {
            Vec2 p = path.pointAt(t);
            boolean quarter = RoundedSweep.inCornerQuarter(corner, cornerPoint, p);
            out.add(new Check(
                    "",
                    Phrase.of("check.beyond", "corner", Phrase.corner(corner)),
                    Phrase.of("check.beyond.point", "point", Phrase.point(p.x(), p.y()), "quarter", quarter),
                    quarter));
            if (quarter && !accepted) {
                out.add(new Check("", Phrase.of("check.into"), Phrase.of("check.grazes"), false));
            }
        }
        return out;
    }
}
