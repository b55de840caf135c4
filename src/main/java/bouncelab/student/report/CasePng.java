package bouncelab.student.report;

import bouncelab.core.geometry.Rect;
import bouncelab.io.image.PngBytes;
import bouncelab.student.Probe;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Base64;

/**
 * A case drawn small for paper, as the Your test tab's card draws it: the paddle filled, the ball's circle and its
 * centre, scaled to fit. No words in it (the page says what it shows), so it needs no font.
 */
final class CasePng {
    /** Drawn at three times the size it is printed, so it stays sharp on paper. */
    static final int WIDTH = 216;

    static final int HEIGHT = 162;
    private static final double MARGIN = 12;
    private static final Color COURT = new Color(0xf4, 0xf4, 0xf0);
    private static final Color PADDLE = new Color(0x44, 0x55, 0x66);
    /** The colour-blind-safe orange the app gives yours. */
    private static final Color BALL = new Color(0xd5, 0x5e, 0x00);

    private CasePng() {}

    /** The picture as a data URI, for an img in the page. */
    static String dataUri(Probe probe) {
        try {
            return "data:image/png;base64," + Base64.getEncoder().encodeToString(PngBytes.of(draw(probe)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static BufferedImage draw(Probe probe) {
        BufferedImage image = new BufferedImage(WIDTH, HEIGHT, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            Rect p = probe.paddle();
            double r = probe.diameter() / 2;
            double cx = probe.centre().x(), cy = probe.centre().y();
            double left = Math.min(p.x(), cx - r), top = Math.min(p.y(), cy - r);
            double right = Math.max(p.x() + p.width(), cx + r), bottom = Math.max(p.y() + p.height(), cy + r);
            double scale = Math.min((WIDTH - 2 * MARGIN) / (right - left), (HEIGHT - 2 * MARGIN) / (bottom - top));
            double ox = (WIDTH - (right - left) * scale) / 2 - left * scale;
            double oy = (HEIGHT - (bottom - top) * scale) / 2 - top * scale;
            g.setColor(COURT);
            g.fillRect(0, 0, WIDTH, HEIGHT);
            g.setColor(PADDLE);
            g.fill(new Rectangle2D.Double(
                    ox + p.x() * scale, oy + p.y() * scale, p.width() * scale, p.height() * scale));
            g.setColor(BALL);
            g.setStroke(new BasicStroke(4.5f));
            g.draw(new Ellipse2D.Double(ox + (cx - r) * scale, oy + (cy - r) * scale, 2 * r * scale, 2 * r * scale));
            g.fill(new Ellipse2D.Double(ox + cx * scale - 4.5, oy + cy * scale - 4.5, 9, 9));
        } finally {
            g.dispose();
        }
        return image;
    }
}
