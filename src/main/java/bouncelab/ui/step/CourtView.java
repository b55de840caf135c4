package bouncelab.ui.step;

import bouncelab.core.choice.AlgorithmId.CornerShape;
import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.trace.Overlay;
import bouncelab.ui.common.Styles;
import bouncelab.ui.common.UiWords;
import bouncelab.ui.render.CourtRenderer;
import bouncelab.ui.render.CourtScene;
import bouncelab.ui.render.StaticLayer;
import bouncelab.ui.render.Viewport;
import bouncelab.ui.session.PlaybackModel;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BiConsumer;
import java.util.function.Supplier;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.SetChangeListener;
import javafx.scene.AccessibleRole;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Region;
import org.jspecify.annotations.Nullable;

/**
 * The court on two canvases, one over the other: the court, bricks and paddles underneath, redrawn only when they
 * change, and the frame's working on top, redrawn from the model's current frame whenever anything changes. Wheel
 * zooms at the pointer, dragging empty space pans, dragging the ball, its velocity tip, or a paddle or brick edits
 * the shot (its bottom-right corner resizes it), stopping where the ball would first touch a paddle or brick
 * ({@link ShotEditor}).
 */
public final class CourtView extends Pane {
    private static final int TRAIL_FRAMES = 8;
    private static final double GRAB = 9; // screen px

    private final PlaybackModel model;
    private final CourtRenderer renderer;
    private final Canvas staticCanvas = new Canvas();
    private final Canvas canvas = new Canvas();
    /** Draws nothing but the court's focus ring, over the canvases, while the court has the focus. */
    private final Region focusRing = new Region();

    private @Nullable StaticLayer drawnLayer;
    private int drawnStyle = -1;
    private @Nullable Viewport viewport;
    /**
     * How the view is zoomed, so that a new size (a resize, presentation, a type size) zooms it again the same way:
     * the whole court, or this frame's working, again; only a zoom or pan by hand is kept as it is.
     */
    public enum Zoom {
        FIT,
        WORKING,
        BY_HAND
    }

    private Zoom zoom = Zoom.FIT;
    private double laidOutWidth = -1;
    private double laidOutHeight = -1;
    private final StringProperty selectedId = new SimpleStringProperty(this, "selectedId");
    private @Nullable Drag drag;
    private final List<BiConsumer<GraphicsContext, Viewport>> layers = new ArrayList<>();
    private final FrameInWords words;
    private final EventSounds sounds;

    private enum Mode {
        PAN,
        BALL,
        AIM,
        MOVE,
        RESIZE
    }

    private record Drag(
            Mode mode,
            double startX,
            double startY,
            Viewport startView,
            ShotDrag edits,
            @Nullable String id) {}

    private final DragWhy why = new DragWhy(UiWords.words());

    public CourtView(PlaybackModel model, CourtRenderer renderer) {
        this.model = model;
        this.renderer = renderer;
        getStyleClass().add(Styles.COURT_PANE);
        // over the canvases, which would hide a border of the court's own: its focus ring (the stylesheet's)
        focusRing.getStyleClass().add(Styles.COURT_FOCUS_RING);
        focusRing.setMouseTransparent(true);
        focusRing.setManaged(false);
        getChildren().addAll(staticCanvas, canvas, focusRing);
        staticCanvas.setMouseTransparent(true);
        setMinSize(200, 150);
        model.frameProperty().addListener(o -> frameChanged());
        model.passProperty().addListener(o -> redraw());
        model.timelineProperty().addListener(o -> redraw());
        model.overlays().addListener((SetChangeListener<Object>) c -> redraw());
        model.scenarioProperty().addListener((o, was, now) -> {
            if (was == null || !was.court().equals(now.court())) {
                zoom = Zoom.FIT;
            }
        });
        // for a screen reader: the court is a picture whose accessible text is the frame in words, said again each
        // time the frame changes; Tab reaches it between the controls above and the working beside it
        words = new FrameInWords(model, UiWords.words());
        sounds = new EventSounds(model, EventSoundPlayer::play);
        setAccessibleRole(AccessibleRole.IMAGE_VIEW);
        accessibleTextProperty().bind(words.textProperty());
        setAccessibleHelp(UiWords.window("court.help"));
        setFocusTraversable(true);
        canvas.setOnScroll(this::onScroll);
        canvas.setOnMousePressed(this::onPress);
        canvas.setOnMouseDragged(this::onDrag);
        canvas.setOnMouseReleased(this::onRelease);
    }

    /** Why a drag that edits the shot was held back short of the pointer: for the window's status line. */
    public DragWhy dragWhy() {
        return why;
    }

    /** The frame shown, in words: this court's accessible text, and the line the working may show. */
    public FrameInWords words() {
        return words;
    }

    /** Sounds on the frame's events, while switched on. */
    public EventSounds sounds() {
        return sounds;
    }

    /** The canvas of the moving layer, on top: the working, the trail and the ball; it takes the mouse. */
    public Canvas canvas() {
        return canvas;
    }

    /** The canvas underneath, with the court, bricks and paddles: redrawn only when they change. */
    public Canvas staticCanvas() {
        return staticCanvas;
    }

    public @Nullable Viewport viewport() {
        return viewport;
    }

    public String selectedId() {
        return selectedId.get();
    }

    /** The paddle or brick last clicked, whose numbers the shot sheet shows. */
    public StringProperty selectedIdProperty() {
        return selectedId;
    }

    @Override
    protected void layoutChildren() {
        focusRing.resizeRelocate(0, 0, getWidth(), getHeight());
        canvas.setWidth(getWidth());
        canvas.setHeight(getHeight());
        staticCanvas.setWidth(getWidth());
        staticCanvas.setHeight(getHeight());
        boolean resized = getWidth() != laidOutWidth || getHeight() != laidOutHeight;
        laidOutWidth = getWidth();
        laidOutHeight = getHeight();
        if (getWidth() > 0 && getHeight() > 0 && (resized || viewport == null)) {
            if (zoom == Zoom.WORKING) {
                zoomToWorking();
                return;
            }
            if (zoom == Zoom.FIT) {
                viewport = fit();
            }
        }
        redraw();
    }

    /** How the view is zoomed now: fitted, onto the working, or by hand. */
    public Zoom zoom() {
        return zoom;
    }

    private Viewport fit() {
        var c = model.scenario().court();
        return Viewport.fit(c.width(), c.height(), Math.max(1, getWidth()), Math.max(1, getHeight()), 24);
    }

    public void zoomToFit() {
        zoom = Zoom.FIT;
        viewport = fit();
        redraw();
    }

    /**
     * Zooms onto this frame's working: A, B, the path and the objects the algorithm looked at, so that a 6 px brick
     * and the labels around it can be read from the back of a classroom.
     */
    public void zoomToWorking() {
        Rect box = workingBox.get();
        if (box == null) {
            zoomToFit();
            return;
        }
        zoom = Zoom.WORKING;
        viewport = Viewport.fitBox(box, Math.max(1, getWidth()), Math.max(1, getHeight()), WORKING_MARGIN);
        redraw();
    }

    /** Screen px left around the working when zoomed onto it. */
    public static final double WORKING_MARGIN = 40;

    private Supplier<Rect> workingBox = this::ownWorkingBox;

    /**
     * What {@link #zoomToWorking} zooms onto (null: the whole court), when it is more than this view's own run's
     * working: Compare's one court holds every run's ball.
     */
    public void setWorkingBox(Supplier<Rect> box) {
        workingBox = box;
    }

    /** This frame's working in the court's px, with a margin; null before there is a frame ({@link WorkingBox}). */
    public @Nullable Rect ownWorkingBox() {
        return WorkingBox.of(model);
    }

    /**
     * A new frame: drawn as the view is zoomed, except that a view zoomed onto the working follows it once a step
     * takes it out of sight (lesson 13's ball climbing to the wall, stepped frame by frame).
     */
    private void frameChanged() {
        Viewport v = viewport;
        Rect box = zoom == Zoom.WORKING && v != null && getWidth() > 0 ? workingBox.get() : null;
        if (box != null && v != null) {
            Vec2 a = v.toCourt(0, 0), b = v.toCourt(getWidth(), getHeight());
            if (!(a.x() <= box.left() && a.y() <= box.top() && b.x() >= box.right() && b.y() >= box.bottom())) {
                zoomToWorking();
                return;
            }
        }
        redraw();
    }

    /** As {@link #zoomToWorking}, now if the view has a size, else as soon as it is given one. */
    public void zoomToWorkingWhenShown() {
        if (getWidth() > 0 && getHeight() > 0) {
            zoomToWorking();
        } else {
            zoom = Zoom.WORKING; // done again once the view is laid out
            viewport = null;
        }
    }

    public void zoomBy(double factor) {
        zoom = Zoom.BY_HAND;
        viewport = current().zoomAt(factor, getWidth() / 2, getHeight() / 2);
        redraw();
    }

    private Viewport current() {
        return viewport == null ? fit() : viewport;
    }

    /** The picture of the current frame, as the renderer is given it. */
    public CourtScene scene() {
        int f = model.frame();
        List<Vec2> trail = new ArrayList<>();
        for (int i = Math.max(0, f - TRAIL_FRAMES); i < f; i++) {
            trail.add(model.timeline().state(i).ball().centre());
        }
        // the corners of the run shown: while another algorithm's run is worked out, the last one's stays on screen
        boolean rounded = model.shownAlgorithm().corners() == CornerShape.ROUNDED;
        return new CourtScene(
                model.scenario().court(),
                model.stateBefore(),
                model.currentState(),
                model.currentTrace(),
                trail,
                EnumSet.copyOf(model.overlays().isEmpty() ? EnumSet.noneOf(Overlay.class) : model.overlays()),
                model.pass(),
                rounded,
                selectedId.get());
    }

    public void redraw() {
        if (getWidth() <= 0 || getHeight() <= 0) {
            return;
        }
        CourtScene scene = scene();
        Viewport v = current();
        StaticLayer layer = CourtRenderer.staticLayer(scene, v, getWidth(), getHeight());
        // stepping through frames that break nothing keeps the bricks as drawn, until a theme or label size changes
        if (!layer.equals(drawnLayer) || renderer.style() != drawnStyle) {
            var within = drawnLayer == null || renderer.style() != drawnStyle
                    ? Optional.<Rect>empty()
                    : layer.changedPixelsSince(drawnLayer);
            if (within.isPresent()) { // a few bricks broke: only where they are is drawn again
                renderer.drawStaticWithin(staticCanvas.getGraphicsContext2D(), layer, within.get());
            } else {
                renderer.drawStatic(staticCanvas.getGraphicsContext2D(), layer);
            }
            drawnLayer = layer;
            drawnStyle = renderer.style();
        }
        var g = canvas.getGraphicsContext2D();
        g.clearRect(0, 0, getWidth(), getHeight());
        renderer.drawMoving(g, scene, v, getWidth(), getHeight());
        layers.forEach(l -> l.accept(g, v));
    }

    /** Extra drawing on top of the court after every redraw, with the viewport of the moment (zoom and pan). */
    public void addLayer(BiConsumer<GraphicsContext, Viewport> layer) {
        layers.add(layer);
        redraw();
    }

    private void onScroll(ScrollEvent e) {
        zoom = Zoom.BY_HAND;
        viewport = current().zoomAt(e.getDeltaY() > 0 ? 1.15 : 1 / 1.15, e.getX(), e.getY());
        redraw();
        e.consume();
    }

    private void onPress(MouseEvent e) {
        Viewport v = current();
        Scenario shot = model.scenario();
        Vec2 court = v.toCourt(e.getX(), e.getY());
        var ball = shot.ball();
        Vec2 tip = v.toScreen(CourtRenderer.velocityTip(ball));
        Vec2 ballOnScreen = v.toScreen(ball.centre());
        Vec2 mouse = new Vec2(e.getX(), e.getY());
        boolean atStart = model.frame() == 0;
        Mode mode;
        String id = null;
        if (atStart && mouse.distanceTo(tip) <= GRAB) {
            mode = Mode.AIM;
        } else if (atStart && mouse.distanceTo(ballOnScreen) <= Math.max(GRAB, ball.radius() * v.scale())) {
            mode = Mode.BALL;
        } else {
            id = ShotEditor.objectAt(shot, court, GRAB / v.scale()).orElse(null);
            if (id != null) {
                Rect r = ShotEditor.rectOf(shot, id).orElseThrow();
                Vec2 corner = v.toScreen(new Vec2(r.right(), r.bottom()));
                mode = mouse.distanceTo(corner) <= GRAB ? Mode.RESIZE : Mode.MOVE;
            } else {
                mode = Mode.PAN;
            }
        }
        selectedId.set(id);
        drag = new Drag(mode, e.getX(), e.getY(), v, new ShotDrag(model, why), id);
        redraw();
    }

    /** The object a move or resize drag holds: one is grabbed to start either. */
    private static String grabbed(Drag d) {
        return Objects.requireNonNull(d.id(), "a move or resize grabs an object");
    }

    private void onRelease(MouseEvent e) {
        if (drag != null) {
            drag.edits().end();
        }
        drag = null;
    }

    private void onDrag(MouseEvent e) {
        if (drag == null) {
            return;
        }
        Viewport v = drag.startView();
        Vec2 by = new Vec2((e.getX() - drag.startX()) / v.scale(), (e.getY() - drag.startY()) / v.scale());
        switch (drag.mode()) {
            case PAN -> {
                zoom = Zoom.BY_HAND;
                viewport = v.panBy(e.getX() - drag.startX(), e.getY() - drag.startY());
                redraw();
            }
            case BALL -> drag.edits().ball(by);
            case AIM -> drag.edits().aim(by);
            case MOVE -> drag.edits().move(grabbed(drag), by);
            case RESIZE -> drag.edits().resize(grabbed(drag), by);
        }
    }
}
