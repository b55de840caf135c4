package bouncelab.ui.render;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.Brick;
import bouncelab.core.scenario.Paddle;
import bouncelab.core.simulation.SimState;
import bouncelab.core.trace.BrickBroken;
import bouncelab.core.trace.FrameTrace;
import bouncelab.core.trace.Overlay;
import bouncelab.words.Words;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.shape.StrokeLineCap;

/**
 * Draws one frame of the court onto a canvas from a {@link CourtScene}: the objects, then each overlay of the
 * frame's working from the trace. It decides colours and line styles and nothing else; every position it draws
 * comes from the state or the trace. It draws with a {@link Pen}: a {@link CanvasPen} on the window's canvases, or
 * any other, such as a test's that records the calls. The picture comes in two layers, so that a view can keep the static one (the
 * court, 750 bricks, the paddles) on its own canvas and redraw only the moving one, frame after frame.
 */
public final class CourtRenderer {
    private Palette palette;
    private double labelScale = 1;
    /** The language of the working's labels on the court (English unless a view says). */
    private Words words = Words.ENGLISH;
    /** Counts changes of colours or label size: a view that keeps a drawn static layer draws it again. */
    private int style;

    public CourtRenderer(Palette palette) {
        this.palette = palette;
    }

    /** The court's labels in {@code words}' language from now on: "atraviesa right en toi 2,778 ms". */
    public void speak(Words words) {
        this.words = words;
    }

    public Palette palette() {
        return palette;
    }

    /** Labels' size against the standard 13 px (1.5 draws them at 19.5 px); the next draw uses it. */
    public void setLabelScale(double scale) {
        if (scale != labelScale) {
            labelScale = scale;
            style++;
        }
    }

    /** A new theme's colours; the next draw uses them. */
    public void setPalette(Palette p) {
        if (!p.equals(palette)) {
            palette = p;
            style++;
        }
    }

    /** Changes with every new palette or label size: part of what a kept static layer was drawn with. */
    public int style() {
        return style;
    }

    /** The whole picture on one canvas: the static layer, then the moving one over it. */
    public void draw(GraphicsContext g, CourtScene s, Viewport v, double width, double height) {
        drawStatic(g, staticLayer(s, v, width, height));
        drawMoving(g, s, v, width, height);
    }

    /** The part of the picture that changes only when a brick breaks, the shot is edited or the view moves. */
    public static StaticLayer staticLayer(CourtScene s, Viewport v, double width, double height) {
        Set<String> broken = s.trace() == null
                ? Set.of()
                : s.trace().items(BrickBroken.class).stream()
                        .map(BrickBroken::objectId)
                        .collect(Collectors.toUnmodifiableSet());
        return new StaticLayer(
                s.court(), s.before().bricks(), broken, s.before().paddles(), s.selectedId(), v, width, height);
    }

    /** Clears the canvas and draws the court, the bricks and the paddles. */
    public void drawStatic(GraphicsContext g, StaticLayer layer) {
        Pen pen = canvasPen(g, layer.viewport(), layer.width(), layer.height());
        g.setLineCap(StrokeLineCap.ROUND);
        drawStatic(pen, layer);
    }

    /**
     * Draws {@code layer} again only within {@code pixels} (canvas pixels, whole ones), over a canvas that holds an
     * earlier layer's picture: see {@link StaticLayer#changedPixelsSince}.
     */
    public void drawStaticWithin(GraphicsContext g, StaticLayer layer, Rect pixels) {
        g.save();
        g.beginPath();
        g.rect(pixels.x(), pixels.y(), pixels.width(), pixels.height());
        g.clip();
        g.clearRect(pixels.x(), pixels.y(), pixels.width(), pixels.height());
        g.setLineCap(StrokeLineCap.ROUND);
        layer.draw(canvasPen(g, layer.viewport(), layer.width(), layer.height()), palette, pixels);
        g.restore();
    }

    /** Clears the pen's surface and draws the court, the bricks and the paddles. */
    public void drawStatic(Pen pen, StaticLayer layer) {
        pen.clear();
        layer.draw(pen, palette);
    }

    /** A pen on the canvas behind {@code g}, with this renderer's colours and label size. */
    public CanvasPen canvasPen(GraphicsContext g, Viewport v, double width, double height) {
        return new CanvasPen(g, v, palette, width, height, labelScale);
    }

    /**
     * Draws, over whatever is on the canvas, what changes from frame to frame: the broad phase's cells, the trail,
     * the frame's working and the ball.
     */
    public void drawMoving(GraphicsContext g, CourtScene s, Viewport v, double width, double height) {
        Pen pen = canvasPen(g, v, width, height);
        g.setLineCap(StrokeLineCap.ROUND);
        drawMoving(pen, s);
    }

    /** As {@link #drawMoving(GraphicsContext, CourtScene, Viewport, double, double)}, with any pen. */
    public void drawMoving(Pen pen, CourtScene s) {
        FrameTrace t = s.trace();
        Ball ball = s.after().ball();
        Vec2 shown = shownBallPosition(s);
        pen.keepClear(Rect.aroundCircle(shown, ball.radius())); // no label over the ball, drawn after they are placed
        keepLabelsOff(pen, s.court().bounds(), s.before());
        if (s.on(Overlay.TRAIL)) {
            drawTrail(pen, s.trail(), ball.radius());
        }
        if (t != null) {
            new TraceLayers(pen, palette, s, t, words).draw();
        }
        if (s.on(Overlay.LABELS)) { // after the working's labels, so that theirs keep their places
            ObjectLabels.draw(pen, s.before());
        }
        pen.fillCircle(shown, ball.radius(), palette.get(CourtColour.BALL));
        pen.strokeCircle(shown, ball.radius(), palette.get(CourtColour.COURT), 1);
        ringIfSmall(pen, shown, ball.radius());
        if (s.on(Overlay.VELOCITY) && !s.after().out()) {
            // full strength at the start, where its tip can be dragged; faint afterwards
            Color c = s.trace() == null ? palette.get(CourtColour.VELOCITY) : palette.get(CourtColour.VELOCITY, 0.35);
            drawVelocity(pen, shown, velocityTip(s), c, s.trace() == null);
        }
        pen.drawLabels();
    }

    /**
     * Labels over a court already drawn, placed by one pen so that none covers another: each object's id (those in
     * {@code named} even where they do not fit inside it), then each of {@code extra} below its point, on the side
     * it asks for. A worksheet's question picture, which shows none of the working, is labelled so. Gives where each
     * label's back went, in canvas px, in the order they were placed (tests check that a picture shows them whole).
     */
    public List<Rect> drawLabels(
            GraphicsContext g,
            Viewport v,
            double width,
            double height,
            SimState state,
            Set<String> named,
            List<PointLabel> extra) {
        CanvasPen pen = canvasPen(g, v, width, height);
        // off the paddles and bricks, but not held inside the court: a question's picture leaves room for the ball's
        // labels behind it, past the court's edge when the ball is near it (lesson 1's ball at x = 130, held inside,
        // was hidden under its own labels)
        keepLabelsOffObjects(pen, state);
        Ball ball = state.ball();
        pen.keepClear(Rect.aroundCircle(ball.centre(), ball.radius())); // lesson 8 had "right" over the ball
        ObjectLabels.draw(pen, state, named);
        for (PointLabel l : extra) {
            if (l.leftOf()) {
                pen.labelEndingAt(l.text(), l.at(), POINT_LABEL_DX, POINT_LABEL_DY);
            } else {
                pen.label(l.text(), l.at(), POINT_LABEL_DX, POINT_LABEL_DY);
            }
        }
        List<Rect> placed = pen.placedBoxes().stream()
                .map(b -> new Rect(b[0], b[1], b[2], b[3]))
                .toList();
        pen.drawLabels();
        return placed;
    }

    /**
     * The box, in screen px from their point, that {@link #drawLabels} writes point labels of one side in, one under
     * another, when the picture has room for them there.
     */
    public Rect pointLabelsReach(List<String> texts, boolean leftOf) {
        return CanvasPen.labelsBeside(texts, leftOf, POINT_LABEL_DX, POINT_LABEL_DY, labelScale);
    }

    /** How far from its point {@link #drawLabels} writes a point label, across and down, before the labels' scale. */
    private static final double POINT_LABEL_DX = 12;

    private static final double POINT_LABEL_DY = 22;

    /**
     * Labels stay inside the court and off its paddles and bricks where they find room: past the court's edge a
     * label names nothing (lesson 13's grid line ran past the wall), and over a paddle it hides it (lesson 6's B).
     */
    private static void keepLabelsOff(Pen pen, Rect court, SimState state) {
        pen.keepWithin(court);
        keepLabelsOffObjects(pen, state);
    }

    private static void keepLabelsOffObjects(Pen pen, SimState state) {
        for (Paddle p : state.paddles()) {
            pen.keepOff(p.rect());
        }
        for (Brick b : state.bricks()) {
            pen.keepOff(b.rect());
        }
    }

    /**
     * Another run's ball over a court already drawn (the compare view's overlay), in its algorithm's colour: its
     * resolved path this frame, dashed, and a ring around where it ended, {@code ring} screen px outside the ball so
     * that balls which agree show as rings round one another instead of hiding each other.
     */
    public void drawGhost(
            GraphicsContext g,
            Viewport v,
            double width,
            double height,
            List<Vec2> path,
            Vec2 at,
            double radius,
            AlgorithmId algorithm,
            double ring) {
        drawGhost(canvasPen(g, v, width, height), v.scale(), path, at, radius, algorithm, ring);
    }

    /**
     * As {@link #drawGhost(GraphicsContext, Viewport, double, double, List, Vec2, double, AlgorithmId, double)},
     * with any pen; {@code scale} is the viewport's, screen px per court px, for the ring's gap.
     */
    public void drawGhost(
            Pen pen, double scale, List<Vec2> path, Vec2 at, double radius, AlgorithmId algorithm, double ring) {
        Color c = palette.get(algorithm);
        for (int i = 1; i < path.size(); i++) {
            pen.line(path.get(i - 1), path.get(i), c, 2, new double[] {6, 5});
        }
        pen.strokeCircle(at, radius + ring / scale, c, 3);
    }

    /**
     * A ball whose radius is drawn under {@link #SMALL_BALL} screen px (the whole Pong court on a 1024 × 768
     * projector, Compare's side-by-side courts) is a dot nobody at the back of a room finds: a ring of a fixed screen
     * size, in the ball's colour and well clear of it, says where it is. The ball itself stays its true size.
     */
    private void ringIfSmall(Pen pen, Vec2 at, double radius) {
        double scale = pen.scale();
        if (radius * scale < SMALL_BALL) {
            pen.strokeCircle(at, SMALL_BALL_RING / scale, palette.get(CourtColour.BALL, 0.8), 2);
        }
    }

    /** Below this screen radius, in px, the ball is ringed (see {@link #ringIfSmall}). */
    static final double SMALL_BALL = 5;

    /** The ring's screen radius round a small ball, in px. */
    static final double SMALL_BALL_RING = 11;

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

    private void drawTrail(Pen pen, List<Vec2> trail, double r) {
        int n = trail.size();
        for (int i = 0; i < n; i++) {
            double alpha = 0.08 + 0.3 * (i + 1) / n;
            pen.fillCircle(trail.get(i), r, palette.get(CourtColour.TRAIL, alpha));
        }
    }

    private void drawVelocity(Pen pen, Vec2 from, Vec2 tip, Color c, boolean draggable) {
        if (from.distanceTo(tip) < 1e-9) {
            return;
        }
        pen.arrow(from, tip, c, 2, null);
        if (draggable) {
            pen.handle(tip, palette.get(CourtColour.COURT), c);
        }
    }
}
