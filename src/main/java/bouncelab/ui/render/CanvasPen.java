package bouncelab.ui.render;

import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Vec2;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;
import org.jspecify.annotations.Nullable;

/**
 * The pen that draws on a JavaFX canvas: court coordinates through the viewport onto its graphics context. Labels are
 * measured, kept inside the court's drawn part and moved to the nearest place none already placed covers, off the
 * ball and the paddles and bricks where there is room ({@link LabelRoom}), then drawn on a pale back.
 */
public final class CanvasPen implements Pen {
    /** A label's type size at the standard size (label scale 1). */
    public static final double LABEL_PX = 13;

    private final GraphicsContext g;
    private final Viewport v;
    private final Palette palette;
    private final double width;
    private final double height;
    /** Where labels may go: the labels' backs placed, and what they keep off. */
    private final LabelRoom room;

    private final List<double[]> placed;
    /** The first line of each label's back placed, for tests. */
    private final Map<double[], String> placedText = new IdentityHashMap<>();

    private final List<Label> labels = new ArrayList<>();
    /** Labels' size against the standard 13 px: larger with larger type, so a class can read them. */
    private final double k;

    private final Font labelFont;
    /** The labels' widths and lines in their font. */
    private final LabelLines measured;

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
        this.labelFont = Fonts.sans(LABEL_PX * labelScale);
        this.measured = new LabelLines(labelFont);
        this.room = new LabelRoom(labelScale, width, height);
        this.placed = room.placed;
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
    public void strokeRect(Rect r, Color c, double width, double @Nullable [] dashes) {
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
    public void strokeCircle(Vec2 c, double r, Color colour, double width, double @Nullable [] dashes) {
        double rr = Math.max(r * v.scale(), 1.5);
        style(colour, width, dashes);
        g.strokeOval(v.sx(c.x()) - rr, v.sy(c.y()) - rr, 2 * rr, 2 * rr);
        g.setLineDashes((double[]) null);
    }

    @Override
    public void line(Vec2 a, Vec2 b, Color c, double width, double @Nullable [] dashes) {
        style(c, width, dashes);
        g.strokeLine(v.sx(a.x()), v.sy(a.y()), v.sx(b.x()), v.sy(b.y()));
        g.setLineDashes((double[]) null);
    }

    @Override
    public void arrow(Vec2 a, Vec2 b, Color c, double width, double @Nullable [] dashes) {
        line(a, b, c, width, dashes);
        double x = v.sx(b.x()), y = v.sy(b.y());
        double ang = Math.atan2(y - v.sy(a.y()), x - v.sx(a.x()));
        double len = 12;
        g.setFill(c);
        g.fillPolygon(
                new double[] {x, x - len * Math.cos(ang - 0.4), x - len * Math.cos(ang + 0.4)},
                new double[] {y, y - len * Math.sin(ang - 0.4), y - len * Math.sin(ang + 0.4)},
                3);
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
     * A label on a pale back, offset from a court point by screen pixels; kept inside the canvas and moved to the
     * nearest place free of labels already placed, so that none is written over another.
     */
    @Override
    public void label(String text, Vec2 at, double dx, double dy) {
        // a label wider than the court (a swept pass's at 1024 × 768) is broken at its " · " onto lines of its own
        // rather than cut at the court's edge
        place(linesClearOfObjects(text, at, dx, dy, null), at, dx, dy, true, null);
    }

    /**
     * Moved only to a free place that touches {@code by} or lies within a row of it, else left out: placed after the
     * working's labels on a small picture crowded with them (lesson 13's third answer on a worksheet), a paddle's id
     * found its free place only far up over the bricks, naming nothing there.
     */
    @Override
    public void labelNear(String text, Vec2 at, double dx, double dy, Rect by) {
        double row = 22 * k;
        double[] near = {
            v.sx(by.x()) - row, v.sy(by.y()) - row, by.width() * v.scale() + 2 * row, by.height() * v.scale() + 2 * row
        };
        place(linesClearOfObjects(text, at, dx, dy, near), at, dx, dy, true, near);
    }

    /**
     * {@code text}'s lines, broken to the room's width; where those find room only over a paddle or brick, broken
     * shorter, at its relations, if that finds room clear of them. Presented at 1024 × 768, lesson 4's
     * "cornerDistance (squared) = 128 > 100 = radius²" (560 px) had lain over the paddle with room beside it for
     * half its width.
     */
    private List<String> linesClearOfObjects(String text, Vec2 at, double dx, double dy, double @Nullable [] near) {
        List<String> lines = measured.lines(text, room.width());
        if (clearOfObjects(lines, at, dx, dy, near)) {
            return lines;
        }
        double widest = lines.stream().mapToDouble(measured::width).max().orElse(0);
        for (double share : new double[] {0.7, 0.5}) {
            List<String> shorter = measured.linesAtRelations(text, widest * share);
            if (shorter.size() > lines.size() && shorter.size() <= 3 && clearOfObjects(shorter, at, dx, dy, near)) {
                return shorter;
            }
        }
        return lines;
    }

    /** Whether {@code lines}, placed as {@link #place} would place them now, lie over no paddle or brick. */
    private boolean clearOfObjects(List<String> lines, Vec2 at, double dx, double dy, double @Nullable [] near) {
        double w = lines.stream().mapToDouble(measured::width).max().orElse(0) + 8 * k;
        double below = 20 * k * (lines.size() - 1);
        double[] free = room.find(v.sx(at.x()) + dx * k, v.sy(at.y()) + dy * k, v.sx(at.x()), w, below, near);
        return free != null && room.isClear(free[0], free[1], w, below, LabelRoom.Clear.OBJECTS);
    }

    /** Kept clear as a label's back is: the labels placed after it go round it. */
    @Override
    public void keepClear(Rect r) {
        room.ball.add(onCanvas(r));
    }

    /** Gone round by the labels placed after it where they find room, else covered rather than another label. */
    @Override
    public void keepOff(Rect r) {
        double[] box = onCanvas(r);
        if (box[0] < width && box[0] + box[2] > 0 && box[1] < height && box[1] + box[3] > 0) {
            room.objects.add(box);
        }
    }

    /** The labels placed after it stay inside the court's drawn part where they fit there. */
    @Override
    public void keepWithin(Rect court) {
        room.court(onCanvas(court));
    }

    private double[] onCanvas(Rect r) {
        return new double[] {v.sx(r.left()), v.sy(r.top()), r.width() * v.scale(), r.height() * v.scale()};
    }

    /** A label only where it is asked for: left out when another is there already (a brick's id, say). */
    @Override
    public void labelInPlace(String text, Vec2 at, double dx, double dy) {
        place(List.of(text), at, dx, dy, false, null);
    }

    /**
     * A label whose end is {@code dx} screen px left of a court point (before the labels' scale), {@code dy} below
     * it: written behind a ball that moves right, where its path ahead stays clear.
     */
    public void labelEndingAt(String text, Vec2 at, double dx, double dy) {
        List<String> lines = measured.lines(text, room.width());
        double w = lines.stream().mapToDouble(measured::width).max().orElse(0) + 8 * k;
        place(lines, at, -dx - w / k, dy, true, null);
    }

    /**
     * The box, in screen px from a point, that labels at scale {@code k} take where asked ({@link #labelEndingAt} if
     * {@code leftOf}, else {@link #label}), the second a row under the first and so on: the room a picture must leave.
     */
    public static Rect labelsBeside(List<String> texts, boolean leftOf, double dx, double dy, double k) {
        LabelLines measured = new LabelLines(Fonts.sans(LABEL_PX * k));
        double w = texts.stream().mapToDouble(measured::width).max().orElse(0) + 8 * k;
        double left = leftOf ? -dx * k - w - 3 * k : dx * k - 3 * k;
        return new Rect(left, dy * k - 10 * k, w, 22 * k * Math.max(0, texts.size() - 1) + 20 * k);
    }

    /**
     * Where each label line placed so far and not yet drawn lies on the canvas: the x range of its back, and the y of
     * its middle; for tests.
     */
    List<double[]> placedExtents() {
        return labels.stream()
                .map(l -> new double[] {l.x() - 3 * k, l.x() - 3 * k + l.width(), l.y()})
                .toList();
    }

    /** Every label's back placed on this pen so far, drawn or not, as {x, y, width, height} on the canvas; for tests. */
    List<double[]> placedBoxes() {
        return placed.stream().map(double[]::clone).toList();
    }

    /** The first line of each label whose back {@link #placedBoxes} gives, in the same order; for tests. */
    List<String> placedBoxTexts() {
        return placed.stream().map(placedText::get).toList();
    }

    /** The parts kept clear of labels, as {x, y, width, height} on the canvas; for tests. */
    List<double[]> clearBoxes() {
        return room.ball.stream().map(double[]::clone).toList();
    }

    /** The texts of the labels placed so far and not yet drawn; for tests. */
    List<String> placedTexts() {
        return labels.stream().map(Label::text).toList();
    }

    /**
     * Places a label's lines as one block, each line 20 px under the one before, where {@link LabelRoom#find} finds
     * room. If the canvas has no place free of labels left (a label of several lines at the largest type on a small
     * court) it goes where it was asked for and the labels placed before it there are left out: a later label says
     * more (a pass's hit) than an earlier one (A, B). A label that may not move ({@code mayMove} false), or that must
     * stay {@code near} a box of the canvas (null: anywhere) and finds no free place there, is left out instead.
     */
    private void place(List<String> lines, Vec2 at, double dx, double dy, boolean mayMove, double @Nullable [] near) {
        double w = lines.stream().mapToDouble(measured::width).max().orElse(0) + 8 * k;
        double below = 20 * k * (lines.size() - 1); // from the first line's middle to the last's
        double ax = v.sx(at.x()), ay = v.sy(at.y());
        double wantX = ax + dx * k, wantY = ay + dy * k;
        double[] spot;
        if (!mayMove) {
            spot = room.asked(wantX, wantY, w, below);
            if (!room.isClear(spot[0], spot[1], w, below, LabelRoom.Clear.BALL)) {
                return;
            }
        } else {
            double[] free = room.find(wantX, wantY, ax, w, below, near);
            if (free == null && near != null) {
                return; // not far from what it names, nor over another label
            }
            spot = free != null ? free : room.asked(wantX, wantY, w, below);
            if (free == null) {
                double lx = spot[0], ly = spot[1];
                List<double[]> covered = placed.stream()
                        .filter(r -> room.overlaps(List.<double[]>of(r), lx, ly, w, below))
                        .toList();
                placed.removeAll(covered);
                labels.removeIf(l -> covered.contains(l.back()));
            }
        }
        double x = spot[0], y = spot[1];
        double[] back = {x - 3 * k, y - 10 * k, w, 20 * k + below};
        placed.add(back);
        placedText.put(back, lines.get(0));
        for (int i = 0; i < lines.size(); i++) {
            labels.add(new Label(lines.get(i), x, y + 20 * k * i, w, back));
        }
    }

    @Override
    public double scale() {
        return v.scale();
    }

    @Override
    public double labelScale() {
        return k;
    }

    @Override
    public Rect shown() {
        Vec2 a = v.toCourt(0, 0), b = v.toCourt(width, height);
        return Rect.fromEdges(a.x(), a.y(), b.x(), b.y());
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

    /** One line of a label; {@code back} is the whole label's, as placed. */
    private record Label(String text, double x, double y, double width, double[] back) {}

    private void style(Color c, double width, double @Nullable [] dashes) {
        g.setStroke(c);
        g.setLineWidth(width);
        g.setLineDashes(dashes);
    }
}
