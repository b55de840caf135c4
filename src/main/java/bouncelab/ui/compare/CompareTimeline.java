package bouncelab.ui.compare;

import bouncelab.core.algorithm.AlgorithmId;
import bouncelab.ui.common.Styles;
import bouncelab.ui.render.CourtColour;
import bouncelab.ui.render.Palette;
import javafx.geometry.VPos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.Label;
import bouncelab.ui.step.FrameSlider;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;

/**
 * The shared timeline: one slider for all runs and, under it, a lane per run with a faint tick at each of its
 * events and a marker at the frame where it first parts from swept-exact.
 */
final class CompareTimeline extends GridPane {
    /** A lane's height and its label's size at the standard type size; both grow with it. */
    private static final double LANE = 15;
    private static final double LABEL_PX = 11;
    private static final double THUMB = 8; // the slider's track starts and ends about half a thumb in

    private final CompareModel model;
    private Palette palette;
    private final FrameSlider slider;
    private final Canvas lanes = new Canvas(10, LANE * 5);
    private double textScale = 1;

    CompareTimeline(CompareModel model, Palette palette) {
        this.model = model;
        this.palette = palette;
        getStyleClass().add(Styles.COMPARE_TIMELINE);
        slider = new FrameSlider(model.transport(), "compare-timeline");
        model.frameProperty().addListener(o -> draw());
        model.revisionProperty().addListener(o -> draw());
        lanes.setHeight(lane() * model.algorithms().size());
        Label frameTitle = new Label("frame");
        frameTitle.setMinWidth(Region.USE_PREF_SIZE); // never "…", at any type size
        add(frameTitle, 0, 0);
        add(slider, 1, 0);
        Label lanesTitle = new Label("first differs\nfrom " + CompareModel.REFERENCE.fileName());
        lanesTitle.getStyleClass().add(Styles.LANES_TITLE);
        lanesTitle.setMinSize(Region.USE_PREF_SIZE, Region.USE_PREF_SIZE);
        add(lanesTitle, 0, 1);
        // the lanes follow the slider's width; held in a pane that may shrink, they never hold the view wider
        javafx.scene.layout.Pane lanesBox = new javafx.scene.layout.Pane(lanes);
        lanesBox.setMinWidth(0);
        lanesBox.setMinHeight(Region.USE_PREF_SIZE);
        add(lanesBox, 1, 1);
        GridPane.setHgrow(slider, Priority.ALWAYS);
        slider.widthProperty().addListener(o -> draw());
    }

    /**
     * The most the lanes grow: five lanes at 1.25 × fit under the courts on a 1024 × 768 screen at the largest type
     * (at 2 × they were cut off by the tab); the courts' own labels grow the whole way.
     */
    static final double MAX_SCALE = 1.25;

    /** Labels at {@code scale} times the standard size (2 at 28 px type), up to {@link #MAX_SCALE}. */
    void setTextScale(double scale) {
        textScale = Math.min(scale, MAX_SCALE);
        draw();
    }

    private double lane() {
        return LANE * textScale;
    }

    /** A new theme's colours. */
    void setPalette(Palette p) {
        palette = p;
        draw();
    }

    Canvas lanes() {
        return lanes;
    }

    /** Where frame {@code f} is along the lanes, as on the slider above them. */
    double xOf(int f) {
        return THUMB + (lanes.getWidth() - 2 * THUMB) * f / model.lastFrame();
    }

    private void draw() {
        double w = Math.max(10, slider.getWidth());
        lanes.setWidth(w);
        GraphicsContext g = lanes.getGraphicsContext2D();
        g.clearRect(0, 0, w, lanes.getHeight());
        g.setFont(Font.font("DejaVu Sans", LABEL_PX * textScale));
        g.setTextBaseline(VPos.CENTER);
        var ids = model.algorithms();
        if (lanes.getHeight() != lane() * ids.size()) { // yours came or went, or the type size changed
            lanes.setHeight(lane() * ids.size());
            g.clearRect(0, 0, w, lanes.getHeight());
        }
        for (int i = 0; i < ids.size(); i++) {
            AlgorithmId id = ids.get(i);
            String name = id.fileName();
            double mid = lane() * i + lane() / 2;
            g.setFill(palette.get(id, 0.35));
            for (int f : model.run(id).timeline().eventFrames()) {
                g.fillRect(xOf(f) - 0.75 * textScale, mid - 3 * textScale, 1.5 * textScale, 6 * textScale);
            }
            var d = model.firstDivergence(id);
            String text;
            double x;
            if (id == CompareModel.REFERENCE) {
                text = name + " (reference)";
                x = THUMB;
            } else if (!model.hasCounts(id)) {
                text = name + (model.isStopped() ? ": not worked out (cancelled)" : ": computing…");
                x = THUMB;
            } else if (d.isPresent()) {
                x = xOf(d.getAsInt());
                g.setFill(palette.get(id));
                double k = textScale;
                g.fillPolygon(new double[]{x - 5 * k, x + 5 * k, x}, new double[]{mid - 6 * k, mid - 6 * k, mid + 5 * k}, 3);
                text = name + " " + d.getAsInt();
                x += 8 * k;
            } else {
                text = name + ": agrees throughout";
                x = THUMB;
            }
            g.setFill(palette.get(CourtColour.LABEL));
            boolean right = x + 7 * textScale * text.length() > w; // near the end: left of the marker
            g.setTextAlign(right ? TextAlignment.RIGHT : TextAlignment.LEFT);
            g.fillText(text, right ? x - 16 * textScale : x, mid);
        }
        double now = xOf(model.frame());
        g.setStroke(palette.get(CourtColour.LABEL, 0.5));
        g.strokeLine(now, 0, now, lanes.getHeight());
    }
}
