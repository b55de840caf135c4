package bouncelab.ui.yours;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.geometry.Rect;
import bouncelab.student.Probe;
import bouncelab.ui.render.CourtColour;
import bouncelab.ui.render.Palette;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;

/**
 * A case of the report card, small: the paddle and the ball, scaled to fit, in the court's colours. The ball is
 * drawn in the colour of {@code yours}, the paddle as on the court.
 */
final class CasePicture extends Canvas {
    static final double WIDTH = 72;
    static final double HEIGHT = 54;
    private static final double MARGIN = 4;

    private final Probe probe;

    CasePicture(Probe probe, Palette palette) {
        super(WIDTH, HEIGHT);
        this.probe = probe;
        draw(palette);
    }

    Probe probe() {
        return probe;
    }

    void draw(Palette palette) {
        GraphicsContext g = getGraphicsContext2D();
        Rect p = probe.paddle();
        double r = probe.diameter() / 2;
        double left = Math.min(p.x(), probe.centre().x() - r);
        double top = Math.min(p.y(), probe.centre().y() - r);
        double right = Math.max(p.x() + p.width(), probe.centre().x() + r);
        double bottom = Math.max(p.y() + p.height(), probe.centre().y() + r);
        double scale = Math.min((WIDTH - 2 * MARGIN) / (right - left), (HEIGHT - 2 * MARGIN) / (bottom - top));
        double ox = (WIDTH - (right - left) * scale) / 2 - left * scale;
        double oy = (HEIGHT - (bottom - top) * scale) / 2 - top * scale;
        g.setFill(palette.get(CourtColour.COURT));
        g.fillRect(0, 0, WIDTH, HEIGHT);
        g.setFill(palette.get(CourtColour.PADDLE));
        g.fillRect(ox + p.x() * scale, oy + p.y() * scale, p.width() * scale, p.height() * scale);
        g.setStroke(palette.get(AlgorithmId.YOURS));
        g.setLineWidth(1.5);
        g.strokeOval(
                ox + (probe.centre().x() - r) * scale,
                oy + (probe.centre().y() - r) * scale,
                2 * r * scale,
                2 * r * scale);
        g.setFill(palette.get(AlgorithmId.YOURS));
        g.fillOval(ox + probe.centre().x() * scale - 1.5, oy + probe.centre().y() * scale - 1.5, 3, 3);
    }
}
