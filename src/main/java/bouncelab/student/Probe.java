package bouncelab.student;

import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Vec2;

/** One question for a collision test: a ball (centre, diameter) and a paddle (top-left corner, size). */
public record Probe(Vec2 centre, double diameter, Rect paddle) {

    public static Probe of(double x, double y, double diameter, double px, double py, double width, double height) {
        return new Probe(new Vec2(x, y), diameter, new Rect(px, py, width, height));
    }

    /**
     * The exact answer: does the circle touch the rectangle (touching counts, as the slides' {@code <=} does)? The
     * point of the rectangle nearest the centre, against the radius.
     */
    public boolean touches() {
        double nx = Math.max(paddle.left(), Math.min(centre.x(), paddle.right()));
        double ny = Math.max(paddle.top(), Math.min(centre.y(), paddle.bottom()));
        double dx = centre.x() - nx;
        double dy = centre.y() - ny;
        double r = diameter / 2;
        return dx * dx + dy * dy <= r * r;
    }

    /** The student's answer; throws {@link StudentCodeException} if their code fails. */
    public boolean askedOf(StudentTest test) {
        return test.hitPaddle(null, centre, diameter, paddle); // null: "the paddle", in the test's language
    }
}
