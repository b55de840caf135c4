package bouncelab.core.trace;

import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Vec2;
import java.util.List;

/**
 * One call of a hitPaddle() written outside Bounce Lab (a student's): what it was given, in the slides' getters,
 * and what it answered. Nothing of its working is known, only its inputs and its answer, so that is all this
 * records.
 */
public record HitPaddleCall(String objectId, Vec2 ballCentre, double diameter, Rect rect, boolean hit)
        implements TraceItem {

    public static final TraceKind<HitPaddleCall> KIND = TraceKind.of("call", HitPaddleCall.class)
            .quantities(
                    "ball.getXCoord()",
                    "ball.getYCoord()",
                    "ball.getDiameter()",
                    "paddle.getXCoord()",
                    "paddle.getYCoord()",
                    "paddle.getPaddleWidth()",
                    "paddle.getPaddleHeight()")
            .text("object", HitPaddleCall::objectId)
            .bool("hit", HitPaddleCall::hit)
            .decisive(HitPaddleCall::hit)
            .checks(1)
            .drawnOn(Overlay.BOXES)
            .build();

    @Override
    public TraceKind<HitPaddleCall> traceKind() {
        return KIND;
    }

    @Override
    public Phrase summary() {
        return Phrase.of("call", "object", objectId, "hit", Boolean.toString(hit));
    }

    @Override
    public List<Quantity> quantities() {
        return List.of(
                Quantity.value("ball.getXCoord()", ballCentre.x()),
                Quantity.value("ball.getYCoord()", ballCentre.y()),
                Quantity.value("ball.getDiameter()", diameter),
                Quantity.value("paddle.getXCoord()", rect.x()),
                Quantity.value("paddle.getYCoord()", rect.y()),
                Quantity.value("paddle.getPaddleWidth()", rect.width()),
                Quantity.value("paddle.getPaddleHeight()", rect.height()));
    }

    @Override
    public List<Check> checks() {
        return List.of(new Check(
                "",
                Check.code("hitPaddle(paddle, ball)"),
                Phrase.of(
                        "check.call",
                        "ball",
                        Phrase.point(ballCentre.x(), ballCentre.y()),
                        "diameter",
                        diameter,
                        "paddle",
                        Phrase.point(rect.x(), rect.y()),
                        "width",
                        rect.width(),
                        "height",
                        rect.height()),
                hit));
    }
}
