package bouncelab.ui.render;

import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Vec2;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javafx.scene.paint.Color;

/**
 * A pen that draws nothing and remembers every call: which primitive, at which court points, in which colour, how
 * wide and whether dashed. With the viewport it can also say which screen pixels a call covers, so a test can check
 * what was drawn where without a canvas, a window or the stylesheet.
 */
final class RecordingPen implements Pen {

    /**
     * One call. {@code at} are the court points it was given (a rectangle's corners, a line's ends, a circle's
     * centre, a label's point); {@code size} is a circle's court radius, a dot's or cross's screen size, or 0;
     * {@code text} and {@code offset} (screen px) are a label's.
     */
    record Call(
            String what,
            List<Vec2> at,
            double size,
            Color colour,
            double width,
            List<Double> dashes,
            String text,
            Vec2 offset) {
        boolean dashed() {
            return !dashes.isEmpty();
        }

        @Override
        public String toString() {
            return what + " "
                    + at.stream().map(p -> "(" + p.x() + ", " + p.y() + ")").toList()
                    + (size != 0 ? " size " + size : "") + (colour != null ? " " + colour : "")
                    + (width != 0 ? " width " + width : "") + (dashed() ? " dashed" : "")
                    + (text != null ? " '" + text + "' " + offset : "");
        }
    }

    private final Viewport v;
    private final List<Call> calls = new ArrayList<>();
    private final List<Call> pendingLabels = new ArrayList<>();

    RecordingPen(Viewport v) {
        this.v = v;
    }

    @Override
    public double scale() {
        return v.scale();
    }

    List<Call> calls() {
        return List.copyOf(calls);
    }

    List<Call> calls(String what) {
        return calls.stream().filter(c -> c.what().equals(what)).toList();
    }

    /** The calls in this colour, whatever its opacity. */
    List<Call> in(Color colour) {
        return calls.stream()
                .filter(c -> c.colour() != null && sameHue(c.colour(), colour))
                .toList();
    }

    /** Whether any call in this colour (whatever its opacity) covers the screen pixel at {@code (x, y)}. */
    boolean covers(double x, double y, Color colour) {
        return in(colour).stream().anyMatch(c -> covers(c, x, y));
    }

    /** Whether any call in this colour covers the screen pixel the court point {@code p} is drawn at. */
    boolean covers(Vec2 p, Color colour) {
        return covers(v.sx(p.x()), v.sy(p.y()), colour);
    }

    private boolean covers(Call c, double x, double y) {
        Vec2 px = new Vec2(x, y);
        List<Vec2> s = c.at().stream().map(v::toScreen).toList();
        return switch (c.what()) {
            case "line", "arrow" -> distanceToSegment(px, s.get(0), s.get(1)) <= Math.max(c.width() / 2, 0.5);
            case "fillRect" ->
                x >= s.get(0).x()
                        && x <= s.get(1).x()
                        && y >= s.get(0).y()
                        && y <= s.get(1).y();
            case "fillCircle" -> px.distanceTo(s.get(0)) <= Math.max(c.size() * v.scale(), 1.5);
            case "dot" -> px.distanceTo(s.get(0)) <= c.size();
            case "strokeCircle" ->
                Math.abs(px.distanceTo(s.get(0)) - Math.max(c.size() * v.scale(), 1.5)) <= c.width() / 2;
            default -> false;
        };
    }

    private static double distanceToSegment(Vec2 p, Vec2 a, Vec2 b) {
        Vec2 ab = b.minus(a);
        double len2 = ab.dot(ab);
        double t = len2 == 0 ? 0 : Math.max(0, Math.min(1, p.minus(a).dot(ab) / len2));
        return p.distanceTo(a.plus(ab.times(t)));
    }

    private static boolean sameHue(Color a, Color b) {
        return a.getRed() == b.getRed() && a.getGreen() == b.getGreen() && a.getBlue() == b.getBlue();
    }

    private void add(String what, List<Vec2> at, double size, Color c, double width, double[] dashes) {
        List<Double> d =
                dashes == null ? List.of() : Arrays.stream(dashes).boxed().toList();
        calls.add(new Call(what, at, size, c, width, d, null, null));
    }

    private static List<Vec2> corners(Rect r) {
        return List.of(new Vec2(r.left(), r.top()), new Vec2(r.right(), r.bottom()));
    }

    @Override
    public void clear() {
        add("clear", List.of(), 0, null, 0, null);
    }

    @Override
    public void fillRect(Rect r, Color c) {
        add("fillRect", corners(r), 0, c, 0, null);
    }

    @Override
    public void fillRects(List<Rect> rects, Color c) {
        rects.forEach(r -> fillRect(r, c));
    }

    @Override
    public void strokeRects(List<Rect> rects, Color c, double width) {
        rects.forEach(r -> strokeRect(r, c, width));
    }

    @Override
    public void strokeRect(Rect r, Color c, double width, double[] dashes) {
        add("strokeRect", corners(r), 0, c, width, dashes);
    }

    @Override
    public void strokeRoundRect(Rect r, double d, Color c, double width, double[] dashes) {
        add("strokeRoundRect", corners(r.expandedBy(d)), d, c, width, dashes);
    }

    @Override
    public void fillCircle(Vec2 centre, double r, Color c) {
        add("fillCircle", List.of(centre), r, c, 0, null);
    }

    @Override
    public void strokeCircle(Vec2 centre, double r, Color c, double width, double[] dashes) {
        add("strokeCircle", List.of(centre), r, c, width, dashes);
    }

    @Override
    public void line(Vec2 a, Vec2 b, Color c, double width, double[] dashes) {
        add("line", List.of(a, b), 0, c, width, dashes);
    }

    @Override
    public void arrow(Vec2 a, Vec2 b, Color c, double width, double[] dashes) {
        add("arrow", List.of(a, b), 0, c, width, dashes);
    }

    @Override
    public void handle(Vec2 p, Color fill, Color edge) {
        add("handle", List.of(p), 5, edge, 2, null);
    }

    @Override
    public void dot(Vec2 p, Color c, double screenRadius) {
        add("dot", List.of(p), screenRadius, c, 0, null);
    }

    @Override
    public void cross(Vec2 p, Color c, double size) {
        add("cross", List.of(p), size, c, 3, null);
    }

    @Override
    public void label(String text, Vec2 at, double dx, double dy) {
        pendingLabels.add(new Call("label", List.of(at), 0, null, 0, List.of(), text, new Vec2(dx, dy)));
    }

    @Override
    public void drawLabels() {
        calls.addAll(pendingLabels);
        pendingLabels.clear();
    }
}
