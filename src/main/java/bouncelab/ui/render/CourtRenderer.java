package bouncelab.ui.render;

import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Side;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.Brick;
import bouncelab.core.scenario.Court;
import bouncelab.core.scenario.Paddle;
import bouncelab.core.trace.FrameTrace;
import bouncelab.ui.model.Overlay;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.shape.StrokeLineCap;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Draws one frame of the court onto a canvas from a {@link CourtScene}: the objects, then each overlay of the
 * frame's working from the trace. It decides colours and line styles and nothing else; every position it draws
 * comes from the state or the trace.
 */
public final class CourtRenderer {
    private Palette palette;
    private double labelScale = 1;

    public CourtRenderer(Palette palette) {
        this.palette = palette;
    }

    public Palette palette() {
        return palette;
    }

    /** Labels' size against the standard 13 px (1.5 draws them at 19.5 px); the next draw uses it. */
    public void setLabelScale(double scale) {
        labelScale = scale;
    }

    /** A new theme's colours; the next draw uses them. */
    public void setPalette(Palette p) {
        palette = p;
    }

    public void draw(GraphicsContext g, CourtScene s, Viewport v, double width, double height) {
        Pen pen = new Pen(g, v, palette, width, height, labelScale);
        g.setLineCap(StrokeLineCap.ROUND);
        g.setFill(palette.get(Ink.COURT).darker().desaturate());
        g.clearRect(0, 0, width, height);
        drawCourt(pen, s.court());
        Set<String> broken = new HashSet<>();
        if (s.trace() != null) {
            s.before().bricks().stream().map(Brick::id)
                    .filter(id -> s.after().bricks().stream().noneMatch(b -> b.id().equals(id)))
                    .forEach(broken::add);
        }
        for (Brick b : s.before().bricks()) {
            pen.fillRect(b.rect(), palette.get(broken.contains(b.id()) ? Ink.BRICK_BROKEN : Ink.BRICK));
            pen.strokeRect(b.rect(), palette.get(Ink.COURT), 1);
            if (b.id().equals(s.selectedId())) {
                pen.strokeRect(b.rect(), palette.get(Ink.SELECTION), 3);
            }
        }
        for (Paddle p : s.before().paddles()) {
            pen.fillRect(p.rect(), palette.get(Ink.PADDLE));
            if (p.id().equals(s.selectedId())) {
                pen.strokeRect(p.rect(), palette.get(Ink.SELECTION), 3);
            }
        }
        FrameTrace t = s.trace();
        Ball ball = s.after().ball();
        if (s.on(Overlay.TRAIL)) {
            drawTrail(pen, s.trail(), ball.radius());
        }
        if (t != null) {
            new TraceLayers(pen, s, t).draw();
        }
        Vec2 shown = shownBallPosition(s);
        pen.fillCircle(shown, ball.radius(), palette.get(Ink.BALL));
        pen.strokeCircle(shown, ball.radius(), palette.get(Ink.COURT), 1);
        if (s.on(Overlay.VELOCITY) && !s.after().out()) {
            // full strength at the start, where its tip can be dragged; faint afterwards
            Color c = s.trace() == null ? palette.get(Ink.VELOCITY) : palette.get(Ink.VELOCITY, 0.35);
            drawVelocity(pen, shown, velocityTip(s), c, s.trace() == null);
        }
        pen.drawLabels();
    }

    /** Where the ball is drawn: at the end of the frame, or at the end of the pass being shown. */
    static Vec2 shownBallPosition(CourtScene s) {
        FrameTrace t = s.trace();
        if (t != null && s.pass() > 0 && s.pass() < t.path().size() - 1) {
            return t.path().get(s.pass());
        }
        return s.after().ball().centre();
    }

    /** The tip of the velocity arrow: where the ball would be after a tenth of a second (never shorter than 30 px). */
    public static Vec2 velocityTip(CourtScene s) {
        return velocityTip(s.after().ball().at(shownBallPosition(s)));
    }

    public static Vec2 velocityTip(Ball b) {
        return b.centre().plus(b.velocity().times(VELOCITY_ARROW_SECONDS));
    }

    /** The velocity arrow shows 0.1 s of travel; dragging its tip sets the velocity the same way. */
    public static final double VELOCITY_ARROW_SECONDS = 0.1;

    private void drawCourt(Pen pen, Court c) {
        pen.fillRect(c.bounds(), palette.get(Ink.COURT));
        Rect r = c.bounds();
        for (Side side : Side.values()) {
            var e = r.edge(side);
            if (c.isWall(side)) {
                pen.line(e.a(), e.b(), palette.get(Ink.COURT_EDGE), 4, null);
            } else {
                pen.line(e.a(), e.b(), palette.get(Ink.OPEN_SIDE), 2, new double[]{10, 8});
            }
        }
    }

    private void drawTrail(Pen pen, List<Vec2> trail, double r) {
        int n = trail.size();
        for (int i = 0; i < n; i++) {
            double alpha = 0.08 + 0.3 * (i + 1) / n;
            pen.fillCircle(trail.get(i), r, palette.get(Ink.TRAIL, alpha));
        }
    }

    private void drawVelocity(Pen pen, Vec2 from, Vec2 tip, Color c, boolean draggable) {
        if (from.distanceTo(tip) < 1e-9) {
            return;
        }
        pen.arrow(from, tip, c, 2, null);
        if (draggable) {
            pen.handle(tip, c);
        }
    }
}
