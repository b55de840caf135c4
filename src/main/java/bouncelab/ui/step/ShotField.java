package bouncelab.ui.step;

import bouncelab.core.geometry.Rect;
import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.Scenario;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.ToDoubleFunction;

/**
 * One number of the shot that can be typed in exactly: how to read it and how to make the scenario with a new
 * value. A value that makes no sense (a negative radius, a dt of zero) is refused with a reason.
 */
public record ShotField(
        String category,
        String name,
        String description,
        ToDoubleFunction<Scenario> get,
        BiFunction<Scenario, Double, Scenario> set,
        double min) {

    /**
     * The shot with this field set to {@code value}; a value it cannot take is refused ({@link Refused}), said as
     * it is, never made positive or clamped behind the user's back.
     */
    public Scenario apply(Scenario s, double value) {
        if (!Double.isFinite(value)) {
            throw new Refused(
                    "notFinite", ShotSheet.text(value), ShotSheet.text(min), name + " must be a finite number");
        }
        if (value < min) {
            String v = ShotSheet.text(value);
            throw min == 0
                    ? new Refused(
                            "negative",
                            v,
                            ShotSheet.text(min),
                            name + " cannot be negative: " + v + " was refused, the shot keeps its " + name + ".")
                    : new Refused(
                            "atLeast",
                            v,
                            ShotSheet.text(min),
                            name + " must be at least " + ShotSheet.text(min) + ": " + v + " was refused.");
        }
        return set.apply(s, value);
    }

    /**
     * A value the field cannot take: {@link #reason()} (notFinite, negative or atLeast) with the value and the
     * least it takes, as the shot sheet writes numbers, for the window to say in its language; the message is the
     * English.
     */
    public static final class Refused extends IllegalArgumentException {
        private final String reason;
        private final String value;
        private final String least;

        Refused(String reason, String value, String least, String english) {
            super(english);
            this.reason = reason;
            this.value = value;
            this.least = least;
        }

        public String reason() {
            return reason;
        }

        public String value() {
            return value;
        }

        public String least() {
            return least;
        }
    }

    /** The ball's and the frame's fields, then those of the selected paddle or brick (if any). */
    public static List<ShotField> forShot(Scenario s, String selectedId) {
        List<ShotField> f = new ArrayList<>(List.of(
                ball(
                        "x",
                        "centre x (px)",
                        Ball::x,
                        (b, v) -> new Ball(v, b.y(), b.radius(), b.vx(), b.vy(), b.accel()),
                        -1e9),
                ball(
                        "y",
                        "centre y (px)",
                        Ball::y,
                        (b, v) -> new Ball(b.x(), v, b.radius(), b.vx(), b.vy(), b.accel()),
                        -1e9),
                ball("radius", "radius (px)", Ball::radius, Ball::withRadius, 0),
                ball(
                        "vx",
                        "velocity x (px/s)",
                        Ball::vx,
                        (b, v) -> new Ball(b.x(), b.y(), b.radius(), v, b.vy(), b.accel()),
                        -1e9),
                ball(
                        "vy",
                        "velocity y (px/s)",
                        Ball::vy,
                        (b, v) -> new Ball(b.x(), b.y(), b.radius(), b.vx(), v, b.accel()),
                        -1e9),
                ball(
                        "accel",
                        "acceleration (px/s²) along each axis's direction of travel",
                        Ball::accel,
                        (b, v) -> new Ball(b.x(), b.y(), b.radius(), b.vx(), b.vy(), v),
                        0),
                new ShotField("Frame", "dt", "seconds per frame", Scenario::dt, Scenario::withDt, 1e-6)));
        if (selectedId != null && ShotEditor.rectOf(s, selectedId).isPresent()) {
            String cat = "Object " + selectedId;
            f.add(rect(cat, selectedId, "x", Rect::x, (r, v) -> new Rect(v, r.y(), r.width(), r.height())));
            f.add(rect(cat, selectedId, "y", Rect::y, (r, v) -> new Rect(r.x(), v, r.width(), r.height())));
            f.add(rect(cat, selectedId, "width", Rect::width, (r, v) -> new Rect(r.x(), r.y(), v, r.height())));
            f.add(rect(cat, selectedId, "height", Rect::height, (r, v) -> new Rect(r.x(), r.y(), r.width(), v)));
        }
        return f;
    }

    private static ShotField ball(
            String name,
            String description,
            ToDoubleFunction<Ball> get,
            BiFunction<Ball, Double, Ball> set,
            double min) {
        return new ShotField(
                "Ball",
                name,
                description,
                s -> get.applyAsDouble(s.ball()),
                (s, v) -> s.withBall(set.apply(s.ball(), v)),
                min);
    }

    private static ShotField rect(
            String cat, String id, String name, ToDoubleFunction<Rect> get, BiFunction<Rect, Double, Rect> set) {
        // a paddle or brick is never made smaller than ShotEditor.MIN_SIZE: a smaller size is refused, not changed
        double min = name.equals("width") || name.equals("height") ? ShotEditor.MIN_SIZE : -1e9;
        return new ShotField(
                cat,
                name,
                name + " of " + id + " (px)",
                s -> get.applyAsDouble(ShotEditor.rectOf(s, id).orElseThrow()),
                (s, v) -> ShotEditor.setRect(
                        s, id, set.apply(ShotEditor.rectOf(s, id).orElseThrow(), v)),
                min);
    }
}
