package bouncelab.core.trace;

import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Vec2;
import java.util.ArrayList;
import java.util.List;

/**
 * The slides' hitPaddle(): circleDistanceX and circleDistanceY, the four straight-on tests in order, then the
 * corner test (cornerDistance, a squared distance, against the radius squared). {@code decidedBy} is 1–4 for the
 * straight-on test that returned, 5 for the corner test; {@code cornerDistance} is NaN unless test 5 ran.
 */
public record PythagorasTest(
        String objectId,
        Vec2 ballCentre,
        double diameter,
        Rect rect,
        double circleDistanceX,
        double circleDistanceY,
        int decidedBy,
        double cornerDistance,
        boolean hit)
        implements TraceItem {

    public static final int CORNER_TEST = 5;

    public static final TraceKind<PythagorasTest> KIND = TraceKind.of("pythagoras", PythagorasTest.class)
            .quantities("circleDistanceX", "circleDistanceY", "cornerDistance", "radius²")
            .text("object", PythagorasTest::objectId)
            .bool("hit", PythagorasTest::hit)
            .number("decidedBy", PythagorasTest::decidedBy)
            .number("radiusSquared", PythagorasTest::radiusSquared) // also before the corner test, unlike radius²
            .decisive(PythagorasTest::hit)
            .checks(CORNER_TEST)
            .drawnOn(Overlay.PYTHAGORAS)
            .build();

    @Override
    public TraceKind<PythagorasTest> traceKind() {
        return KIND;
    }

    public boolean cornerDecided() {
        return decidedBy == CORNER_TEST;
    }

    public double radiusSquared() {
        return (diameter / 2) * (diameter / 2);
    }

    @Override
    public Phrase summary() {
        return Phrase.of(
                "pythagoras",
                "object",
                objectId,
                "hit",
                hit,
                "by",
                decidedBy == CORNER_TEST ? "corner" : Integer.toString(decidedBy));
    }

    @Override
    public List<Quantity> quantities() {
        List<Quantity> q = new ArrayList<>(List.of(
                new Quantity(
                        "circleDistanceX",
                        circleDistanceX,
                        "|ball.x − paddle.x − paddleWidth/2|",
                        Filled.of("|{} − {} − {}|", ballCentre.x(), rect.x(), rect.width() / 2)),
                new Quantity(
                        "circleDistanceY",
                        circleDistanceY,
                        "|ball.y − paddle.y − paddleHeight/2|",
                        Filled.of("|{} − {} − {}|", ballCentre.y(), rect.y(), rect.height() / 2))));
        if (cornerDecided()) {
            double ex = circleDistanceX - rect.width() / 2;
            double ey = circleDistanceY - rect.height() / 2;
            q.add(new Quantity(
                    "cornerDistance",
                    cornerDistance,
                    "(circleDistanceX − paddleWidth/2)² + (circleDistanceY − paddleHeight/2)²",
                    Filled.of(
                            "({} − {})² + ({} − {})² = {}² + {}² = {} + {}",
                            circleDistanceX,
                            rect.width() / 2,
                            circleDistanceY,
                            rect.height() / 2,
                            ex,
                            ey,
                            ex * ex,
                            ey * ey)));
            q.add(new Quantity("radius²", radiusSquared(), "(diameter/2)²", Filled.of("({}/2)²", diameter)));
        }
        return q;
    }

    @Override
    public List<Check> checks() {
        double hw = rect.width() / 2, hh = rect.height() / 2, hd = diameter / 2;
        List<Check> all = List.of(
                new Check(
                        "(1)",
                        "circleDistanceX > paddleWidth/2 + diameter/2",
                        Num.compared(" > ", circleDistanceX, hw, hd),
                        circleDistanceX > hw + hd),
                new Check(
                        "(2)",
                        "circleDistanceY > paddleHeight/2 + diameter/2",
                        Num.compared(" > ", circleDistanceY, hh, hd),
                        circleDistanceY > hh + hd),
                new Check(
                        "(3)",
                        "circleDistanceX <= paddleWidth/2",
                        Num.compared(" <= ", circleDistanceX, hw),
                        circleDistanceX <= hw),
                new Check(
                        "(4)",
                        "circleDistanceY <= paddleHeight/2",
                        Num.compared(" <= ", circleDistanceY, hh),
                        circleDistanceY <= hh),
                new Check(
                        "(5)",
                        "cornerDistance <= (diameter/2)²",
                        Num.compared(" <= ", cornerDistance, radiusSquared()),
                        cornerDistance <= radiusSquared()));
        return all.subList(0, decidedBy);
    }
}
