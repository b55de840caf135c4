package bouncelab.core.trace;

import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Vec2;
import java.util.List;

/**
 * The slides' 'simple' gap test, which is a bounding-box overlap: the ball is too far away on the X axis when the
 * distance between centres is more than half the rectangle's width plus half the ball's diameter; likewise on Y.
 * Hit when it is too far on neither.
 */
public record BoxTest(
        String objectId,
        Vec2 ballCentre,
        double diameter,
        Rect rect,
        double circleDistanceX,
        double circleDistanceY,
        boolean hit)
        implements TraceItem {

    public static final TraceKind<BoxTest> KIND = TraceKind.of("box", BoxTest.class)
            .quantities("circleDistanceX", "circleDistanceY")
            .text("object", BoxTest::objectId)
            .bool("hit", BoxTest::hit)
            .decisive(BoxTest::hit)
            .checks(2)
            .drawnOn(Overlay.BOXES)
            .build();

    @Override
    public TraceKind<BoxTest> traceKind() {
        return KIND;
    }

    @Override
    public Phrase summary() {
        return Phrase.of("box", "object", objectId, "hit", hit);
    }

    @Override
    public List<Quantity> quantities() {
        return List.of(
                new Quantity(
                        "circleDistanceX",
                        circleDistanceX,
                        "|ball.x − rect.x − rect.width/2|",
                        Filled.of("|{} − {} − {}|", ballCentre.x(), rect.x(), rect.width() / 2)),
                new Quantity(
                        "circleDistanceY",
                        circleDistanceY,
                        "|ball.y − rect.y − rect.height/2|",
                        Filled.of("|{} − {} − {}|", ballCentre.y(), rect.y(), rect.height() / 2)));
    }

    @Override
    public List<Check> checks() {
        double limX = rect.width() / 2 + diameter / 2;
        double limY = rect.height() / 2 + diameter / 2;
        return List.of(
                new Check(
                        "(1)",
                        "circleDistanceX > width/2 + diameter/2",
                        Num.compared(" > ", circleDistanceX, rect.width() / 2, diameter / 2),
                        circleDistanceX > limX),
                new Check(
                        "(2)",
                        "circleDistanceY > height/2 + diameter/2",
                        Num.compared(" > ", circleDistanceY, rect.height() / 2, diameter / 2),
                        circleDistanceY > limY));
    }
}
