package bouncelab.core.trace;

import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Vec2;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Graybill's test: the intersection rectangle of the ball's box and the object ({@code overlap}, null when they
 * do not overlap), and the ball's centre against the intersection's centre on each axis. {@code xDirection}
 * and {@code yDirection} are the signs the velocities are set to: −1, +1, or 0 for unchanged. With
 * {@code wholeHalves} the rectangles hold whole pixels, as the article's java.awt.Rectangles do, and each centre is
 * {@code x + width/2} in integer division (21/2 = 10), as the article's code works it out.
 */
public record OverlapTest(
        String objectId,
        Rect ballBox,
        Rect rect,
        @Nullable Rect overlap,
        int xDirection,
        int yDirection,
        boolean wholeHalves)
        implements TraceItem {

    /** With exact halves, as Bounce Lab's own frame works. */
    public OverlapTest(
            String objectId, Rect ballBox, Rect rect, @Nullable Rect overlap, int xDirection, int yDirection) {
        this(objectId, ballBox, rect, overlap, xDirection, yDirection, false);
    }

    public static final TraceKind<OverlapTest> KIND = TraceKind.of("overlap", OverlapTest.class)
            .quantities(
                    "overlap.x",
                    "overlap.y",
                    "overlap.width",
                    "overlap.height",
                    "ballCentreX",
                    "overlapCentreX",
                    "ballCentreY",
                    "overlapCentreY")
            .text("object", OverlapTest::objectId)
            .bool("hit", OverlapTest::hit)
            .numberIf("xDirection", OverlapTest::hit, OverlapTest::xDirection)
            .numberIf("yDirection", OverlapTest::hit, OverlapTest::yDirection)
            .field(
                    "bounce",
                    o -> o.hit()
                            ? new FieldValue.Word(
                                    axis(o.xDirection(), "left", "right", "x") + ", "
                                            + axis(o.yDirection(), "up", "down", "y"),
                                    Phrase.of(
                                            "overlap.bounce",
                                            "x",
                                            way(o.xDirection(), "left", "right"),
                                            "y",
                                            way(o.yDirection(), "up", "down")))
                            : null)
            .decisive(OverlapTest::hit)
            .checks(4)
            .drawnOn(Overlay.OVERLAP)
            .build();

    @Override
    public TraceKind<OverlapTest> traceKind() {
        return KIND;
    }

    public boolean hit() {
        return overlap != null;
    }

    public Vec2 ballCentre() {
        return centre(ballBox);
    }

    public @Nullable Vec2 overlapCentre() {
        return overlap == null ? null : centre(overlap);
    }

    private Vec2 centre(Rect r) {
        return new Vec2(r.x() + half(r.width()), r.y() + half(r.height()));
    }

    /** Half a size: in integer division with whole halves (sizes are never negative). */
    private double half(double size) {
        return wholeHalves ? Math.floor(size / 2) : size / 2;
    }

    @Override
    public Phrase summary() {
        if (overlap == null) {
            return Phrase.of("overlap.none", "object", objectId);
        }
        return Phrase.of(
                "overlap",
                "object",
                objectId,
                "width",
                overlap.width(),
                "height",
                overlap.height(),
                "x",
                way(xDirection, "left", "right"),
                "y",
                way(yDirection, "up", "down"));
    }

    /** The summary's select choice for one axis: {@code neg}, {@code pos} or {@code unchanged}. */
    private static String way(int d, String neg, String pos) {
        return d < 0 ? neg : d > 0 ? pos : "unchanged";
    }

    /** Graybill's direction on one axis for {@code {{overlap.bounce}}}: "left", "right", or "x unchanged". */
    private static String axis(int d, String neg, String pos, String axis) {
        return d < 0 ? neg : d > 0 ? pos : axis + " unchanged";
    }

    @Override
    public List<Quantity> quantities() {
        if (overlap == null) {
            return List.of();
        }
        List<Quantity> q = new ArrayList<>();
        q.add(Quantity.value("overlap.x", overlap.x()));
        q.add(Quantity.value("overlap.y", overlap.y()));
        q.add(Quantity.value("overlap.width", overlap.width()));
        q.add(Quantity.value("overlap.height", overlap.height()));
        q.add(new Quantity(
                "ballCentreX", ballCentre().x(), "ball.x + ball.width/2", centreText(ballBox.x(), ballBox.width())));
        Vec2 overlapCentre = centre(overlap);
        q.add(new Quantity(
                "overlapCentreX",
                overlapCentre.x(),
                "overlap.x + overlap.width/2",
                centreText(overlap.x(), overlap.width())));
        q.add(new Quantity(
                "ballCentreY", ballCentre().y(), "ball.y + ball.height/2", centreText(ballBox.y(), ballBox.height())));
        q.add(new Quantity(
                "overlapCentreY",
                overlapCentre.y(),
                "overlap.y + overlap.height/2",
                centreText(overlap.y(), overlap.height())));
        return q;
    }

    /** "100 + 10.5"; with whole halves of an odd size "100 + 21/2 = 100 + 10" (integer division). */
    private Filled centreText(double at, double size) {
        return wholeHalves && size % 2 != 0
                ? Filled.text(Num.fmt(at) + " + " + Num.fmt(size) + "/2 = " + Num.fmt(at) + " + " + Num.op(half(size)))
                : Filled.of("{} + {}", at, half(size));
    }

    @Override
    public List<Check> checks() {
        if (overlap == null) {
            return List.of(new Check("", Phrase.of("check.intersects"), Phrase.of("check.noArea"), false));
        }
        double bx = ballCentre().x(),
                by = ballCentre().y(),
                ox = centre(overlap).x(),
                oy = centre(overlap).y();
        return List.of(
                new Check("", "ballCentreX < overlapCentreX → xVel = −|xVel|", Num.compared(" < ", bx, ox), bx < ox),
                new Check("", "ballCentreX > overlapCentreX → xVel = |xVel|", Num.compared(" > ", bx, ox), bx > ox),
                new Check("", "ballCentreY < overlapCentreY → yVel = −|yVel|", Num.compared(" < ", by, oy), by < oy),
                new Check("", "ballCentreY > overlapCentreY → yVel = |yVel|", Num.compared(" > ", by, oy), by > oy));
    }
}
