package bouncelab.ui.compare;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.ui.common.Styles;
import bouncelab.ui.common.UiWords;
import bouncelab.ui.render.CourtColour;
import bouncelab.ui.render.Palette;
import bouncelab.ui.session.FrameSlider;
import java.util.List;
import javafx.geometry.VPos;
import javafx.scene.Node;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.text.Font;
import javafx.scene.text.Text;
import javafx.scene.text.TextAlignment;

/**
 * The shared timeline: one slider for all runs and, under it, a lane per run with a faint tick at each of its
 * events and a marker at the frame where it first parts from swept-exact. The lanes are a canvas, which cannot follow
 * the stylesheet by itself: its names are written in the font the stylesheet gives the lanes' title beside them, so
 * they grow with the type size and with presenting as every other text does, and the lanes with them.
 */
final class CompareTimeline extends GridPane {
    /** A lane's height and its marks' sizes against its names' size (15 px lanes for 11 px names). */
    private static final double LANE_PER_PX = 15.0 / 11;

    private static final double STANDARD_PX = 11; // the names' size at the standard type, which the marks are drawn for
    private static final double THUMB = 8; // the slider's track starts and ends about half a thumb in

    private final CompareModel model;
    private Palette palette;
    private final FrameSlider slider;
    private final Canvas lanes = new Canvas(10, 10);
    private final Label lanesTitle = new Label(UiWords.window("compare.lanes", CompareModel.REFERENCE.fileName()));

    CompareTimeline(CompareModel model, Palette palette) {
        this.model = model;
        this.palette = palette;
        getStyleClass().add(Styles.COMPARE_TIMELINE);
        slider = new FrameSlider(model.transport(), "compare-timeline");
        model.frameProperty().addListener(o -> draw());
        model.revisionProperty().addListener(o -> draw());
        lanes.setHeight(lane() * model.algorithms().size());
        lanes.setId("compare-lanes");
        lanesTitle.fontProperty().addListener(o -> draw()); // the type size changed, or presenting began or ended
        Label frameTitle = new Label(UiWords.window("compare.frame"));
        frameTitle.setMinWidth(Region.USE_PREF_SIZE); // never "…", at any type size
        add(frameTitle, 0, 0);
        add(slider, 1, 0);
        lanesTitle.getStyleClass().add(Styles.LANES_TITLE);
        lanesTitle.setMinSize(Region.USE_PREF_SIZE, Region.USE_PREF_SIZE);
        add(lanesTitle, 0, 1);
        // the lanes follow the slider's width; held in a pane that may shrink, they never hold the view wider
        Pane lanesBox = new Pane(lanes);
        lanesBox.setMinWidth(0);
        // nor taller than the view can give them: short of room, they are drawn smaller to fit (fitLanesTo)
        lanesBox.setMinHeight(0);
        add(lanesBox, 1, 1);
        this.lanesBox = lanesBox;
        GridPane.setHgrow(slider, Priority.ALWAYS);
        slider.widthProperty().addListener(o -> draw());
    }

    private final Pane lanesBox;

    /**
     * Whether the "first differs" lanes show: presented side by side, each court's badge says where its run first
     * differs, and the lanes' room goes to the courts; the frame slider stays.
     */
    void showLanes(boolean shown) {
        for (Node n : List.of(lanesBox, lanesTitle)) {
            n.setVisible(shown);
            n.setManaged(shown);
        }
    }

    /** The most the lanes may take of the view's height (see {@link #fitLanesTo}). */
    private double room = Double.MAX_VALUE;
    /** The least a lane shrinks to: names of 8 px. */
    private static final double MIN_LANE = Math.ceil(8 * LANE_PER_PX);

    /**
     * The height the lanes have: at a large type in a short window (28 px on 1024 × 768) there is not room for
     * every lane at its names' size, and they are drawn smaller rather than cut off. Presenting, the tool bar goes
     * and one court is shown: they have their full size there.
     */
    void fitLanesTo(double height) {
        if (height != room) {
            room = height;
            draw();
        }
    }

    /** The font the lanes' names are written in: the stylesheet's for their title, unless there is no room. */
    Font font() {
        Font styled = lanesTitle.getFont();
        double fits = lane() / LANE_PER_PX;
        return fits >= styled.getSize() ? styled : Font.font(styled.getFamily(), fits);
    }

    private double lane() {
        double natural = Math.ceil(lanesTitle.getFont().getSize() * LANE_PER_PX);
        return Math.max(
                MIN_LANE, Math.min(natural, Math.floor(room / model.algorithms().size())));
    }

    /** The height of the row the lanes are in now (they, or their title beside them if it is taller). */
    double lanesRowHeight() {
        return Math.max(lanes.getHeight(), lanesTitle.prefHeight(-1));
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
        Font font = font();
        double k = font.getSize() / STANDARD_PX; // the marks grow with the names
        g.setFont(font);
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
                g.fillRect(xOf(f) - 0.75 * k, mid - 3 * k, 1.5 * k, 6 * k);
            }
            var d = model.firstDivergence(id);
            String text;
            double x;
            if (id == CompareModel.REFERENCE) {
                text = UiWords.window("compare.lane.reference", name);
                x = THUMB;
            } else if (!model.hasCounts(id)) {
                text = UiWords.window(model.isStopped() ? "compare.lane.cancelled" : "compare.lane.computing", name);
                x = THUMB;
            } else if (d.isPresent()) {
                x = xOf(d.getAsInt());
                g.setFill(palette.get(id));
                g.fillPolygon(
                        new double[] {x - 5 * k, x + 5 * k, x},
                        new double[] {mid - 6 * k, mid - 6 * k, mid + 5 * k},
                        3);
                text = name + " " + d.getAsInt();
                x += 8 * k;
            } else {
                text = UiWords.window("compare.lane.agrees", name);
                x = THUMB;
            }
            double tw = width(text, font);
            boolean right = x + tw > w; // near the end: left of the marker
            double left = right ? x - 16 * k - tw : x;
            g.setFill(palette.get(CourtColour.LABEL_BACK)); // the name over its lane's ticks, never through them
            g.fillRect(left - 1, mid - font.getSize() * 0.6, tw + 2, font.getSize() * 1.2);
            g.setFill(palette.get(CourtColour.LABEL));
            g.setTextAlign(TextAlignment.LEFT);
            g.fillText(text, left, mid);
        }
        double now = xOf(model.frame());
        g.setStroke(palette.get(CourtColour.LABEL, 0.5));
        g.strokeLine(now, 0, now, lanes.getHeight());
    }

    private static final Text MEASURE = new Text();

    private static double width(String text, Font font) {
        MEASURE.setFont(font);
        MEASURE.setText(text);
        return MEASURE.getLayoutBounds().getWidth();
    }
}
