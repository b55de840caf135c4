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
    private static final double LANE = 15;
    private static final double THUMB = 8; // the slider's track starts and ends about half a thumb in

    private final CompareModel model;
    private Palette palette;
    private final FrameSlider slider;
    private final Canvas lanes = new Canvas(10, LANE * 5);

    CompareTimeline(CompareModel model, Palette palette) {
        this.model = model;
        this.palette = palette;
        getStyleClass().add(Styles.COMPARE_TIMELINE);
        slider = new FrameSlider(model.transport(), "compare-timeline");
        model.frameProperty().addListener(o -> draw());
        model.revisionProperty().addListener(o -> draw());
        lanes.setHeight(LANE * model.algorithms().size());
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
        g.setFont(Font.font("DejaVu Sans", 11));
        g.setTextBaseline(VPos.CENTER);
        var ids = model.algorithms();
        if (lanes.getHeight() != LANE * ids.size()) { // yours came or went
            lanes.setHeight(LANE * ids.size());
            g.clearRect(0, 0, w, lanes.getHeight());
        }
        for (int i = 0; i < ids.size(); i++) {
            AlgorithmId id = ids.get(i);
            String name = id.fileName();
            double mid = LANE * i + LANE / 2;
            g.setFill(palette.get(id, 0.35));
            for (int f : model.run(id).timeline().eventFrames()) {
                g.fillRect(xOf(f) - 0.75, mid - 3, 1.5, 6);
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
                g.fillPolygon(new double[]{x - 5, x + 5, x}, new double[]{mid - 6, mid - 6, mid + 5}, 3);
                text = name + " " + d.getAsInt();
                x += 8;
            } else {
                text = name + ": agrees throughout";
                x = THUMB;
            }
            g.setFill(palette.get(CourtColour.LABEL));
            boolean right = x + 7 * text.length() > w; // near the end: write it to the left of the marker
            g.setTextAlign(right ? TextAlignment.RIGHT : TextAlignment.LEFT);
            g.fillText(text, right ? x - 16 : x, mid);
        }
        double now = xOf(model.frame());
        g.setStroke(palette.get(CourtColour.LABEL, 0.5));
        g.strokeLine(now, 0, now, lanes.getHeight());
    }
}
