package bouncelab.ui.render;

import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Vec2;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.TextAlignment;

import java.util.List;

/**
 * The pen that draws on a JavaFX canvas: court coordinates through the viewport onto its graphics context. Labels are
 * measured, kept inside the canvas and moved down past those already placed, then drawn on a pale back.
 */
public final class CanvasPen implements Pen {
    private static final double LABEL_PX = 13;
    /** Measures label widths; only ever used on the FX thread, like the canvas itself. */
    private static final javafx.scene.text.Text MEASURE = new javafx.scene.text.Text();

    private final GraphicsContext g;
    private final Viewport v;
    private final Palette palette;
    private final double width;
    private final double height;
    private final List<double[]> placed = new java.util.ArrayList<>();
    private final List<Label> labels = new java.util.ArrayList<>();
    /** Labels' size against the standard 13 px: larger with larger type, so a class can read them. */
    private final double k;
    private final Font labelFont;

    /**
     * @param palette    the labels' colours
     * @param width      the canvas's size, in screen px, for clearing it and keeping labels inside it
     * @param labelScale labels' size against the standard 13 px
     */
    public CanvasPen(GraphicsContext g, Viewport v, Palette palette, double width, double height, double labelScale) {
        this.g = g;
        this.v = v;
        this.palette = palette;
        this.width = width;
        this.height = height;
        this.k = labelScale;
        this.labelFont = Font.font("DejaVu Sans", FontWeight.NORMAL, LABEL_PX * labelScale);
    }

    @Override
    public void clear() {
        g.clearRect(0, 0, width, height);
    }

    @Override
    public void fillRect(Rect r, Color c) {
        g.setFill(c);
        g.fillRect(v.sx(r.x()), v.sy(r.y()), r.width() * v.scale(), r.height() * v.scale());
    }

    /** One fill colour for them all: no state change per rectangle. */
    @Override
    public void fillRects(List<Rect> rects, Color c) {
        g.setFill(c);
        for (Rect r : rects) {
            g.fillRect(v.sx(r.x()), v.sy(r.y()), r.width() * v.scale(), r.height() * v.scale());
        }
    }

    /** One path of every outline, stroked once. */
    @Override
    public void strokeRects(List<Rect> rects, Color c, double width) {
        g.beginPath();
        for (Rect r : rects) {
            g.rect(v.sx(r.x()), v.sy(r.y()), r.width() * v.scale(), r.height() * v.scale());
        }
        style(c, width, null);
        g.stroke();
        g.beginPath();
    }

    @Override
    public void strokeRect(Rect r, Color c, double width, double[] dashes) {
        style(c, width, dashes);
        g.strokeRect(v.sx(r.x()), v.sy(r.y()), r.width() * v.scale(), r.height() * v.scale());
        g.setLineDashes((double[]) null);
    }

    @Override
    public void strokeRoundRect(Rect r, double d, Color c, double width, double[] dashes) {
        style(c, width, dashes);
        Rect e = r.expandedBy(d);
        double arc = 2 * d * v.scale();
        g.strokeRoundRect(v.sx(e.x()), v.sy(e.y()), e.width() * v.scale(), e.height() * v.scale(), arc, arc);
        g.setLineDashes((double[]) null);
    }

    @Override
    public void fillCircle(Vec2 c, double r, Color colour) {
        double rr = Math.max(r * v.scale(), 1.5);
        g.setFill(colour);
        g.fillOval(v.sx(c.x()) - rr, v.sy(c.y()) - rr, 2 * rr, 2 * rr);
    }

    @Override
    public void strokeCircle(Vec2 c, double r, Color colour, double width, double[] dashes) {
        double rr = Math.max(r * v.scale(), 1.5);
        style(colour, width, dashes);
        g.strokeOval(v.sx(c.x()) - rr, v.sy(c.y()) - rr, 2 * rr, 2 * rr);
        g.setLineDashes((double[]) null);
    }

    @Override
    public void line(Vec2 a, Vec2 b, Color c, double width, double[] dashes) {
        style(c, width, dashes);
        g.strokeLine(v.sx(a.x()), v.sy(a.y()), v.sx(b.x()), v.sy(b.y()));
        g.setLineDashes((double[]) null);
    }

    @Override
    public void arrow(Vec2 a, Vec2 b, Color c, double width, double[] dashes) {
        line(a, b, c, width, dashes);
        double x = v.sx(b.x()), y = v.sy(b.y());
        double ang = Math.atan2(y - v.sy(a.y()), x - v.sx(a.x()));
        double len = 12;
        g.setFill(c);
        g.fillPolygon(new double[]{x, x - len * Math.cos(ang - 0.4), x - len * Math.cos(ang + 0.4)},
                new double[]{y, y - len * Math.sin(ang - 0.4), y - len * Math.sin(ang + 0.4)}, 3);
    }

    @Override
    public void handle(Vec2 p, Color fill, Color edge) {
        double x = v.sx(p.x()), y = v.sy(p.y());
        g.setFill(fill);
        g.fillRect(x - 5, y - 5, 10, 10);
        g.setStroke(edge);
        g.setLineWidth(2);
        g.strokeRect(x - 5, y - 5, 10, 10);
    }

    @Override
    public void dot(Vec2 p, Color c, double screenRadius) {
        g.setFill(c);
        g.fillOval(v.sx(p.x()) - screenRadius, v.sy(p.y()) - screenRadius, 2 * screenRadius, 2 * screenRadius);
    }

    @Override
    public void cross(Vec2 p, Color c, double size) {
        double x = v.sx(p.x()), y = v.sy(p.y());
        g.setStroke(c);
        g.setLineWidth(3);
        g.strokeLine(x - size, y - size, x + size, y + size);
        g.strokeLine(x - size, y + size, x + size, y - size);
    }

    /**
     * A label on a pale back, offset from a court point by screen pixels; kept inside the canvas and moved down
     * past labels already placed, so that none is written over another.
     */
    @Override
    public void label(String text, Vec2 at, double dx, double dy) {
        MEASURE.setFont(labelFont);
        MEASURE.setText(text);
        double w = MEASURE.getLayoutBounds().getWidth() + 8 * k;
        double x = Math.max(4, Math.min(width - w - 4, v.sx(at.x()) + dx * k));
        double y = Math.max(14 * k, Math.min(height - 14 * k, v.sy(at.y()) + dy * k));
        for (int tries = 0; tries < 8 && overlapsPlaced(x, y, w); tries++) {
            y += 22 * k;
        }
        placed.add(new double[]{x - 3 * k, y - 10 * k, w, 20 * k});
        labels.add(new Label(text, x, y, w));
    }

    @Override
    public void drawLabels() {
        g.setFont(labelFont);
        g.setTextAlign(TextAlignment.LEFT);
        g.setTextBaseline(VPos.CENTER);
        for (Label l : labels) {
            g.setFill(palette.get(CourtColour.LABEL_BACK));
            g.fillRoundRect(l.x() - 3 * k, l.y() - 10 * k, l.width(), 20 * k, 6 * k, 6 * k);
            g.setFill(palette.get(CourtColour.LABEL));
            g.fillText(l.text(), l.x() + k, l.y());
        }
        labels.clear();
    }

    private record Label(String text, double x, double y, double width) {
    }

    private boolean overlapsPlaced(double x, double y, double w) {
        for (double[] r : placed) {
            if (x - 3 * k < r[0] + r[2] && r[0] < x - 3 * k + w && y - 10 * k < r[1] + r[3] && r[1] < y + 10 * k) {
                return true;
            }
        }
        return false;
    }

    private void style(Color c, double width, double[] dashes) {
        g.setStroke(c);
        g.setLineWidth(width);
        g.setLineDashes(dashes);
    }
}
