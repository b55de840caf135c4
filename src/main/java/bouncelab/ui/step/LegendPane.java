package bouncelab.ui.step;

import bouncelab.ui.common.Styles;
import bouncelab.ui.render.Ink;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/** What the colours and line styles of the court mean. */
public final class LegendPane extends VBox {

    private record Entry(Ink ink, String text) {
    }

    private static final Entry[] ENTRIES = {
            new Entry(Ink.BALL, "ball (at the end of the frame)"),
            new Entry(Ink.PATH, "path A→B, dashed; ghost at B"),
            new Entry(Ink.RESOLVED, "resolved path through the bounces"),
            new Entry(Ink.EXPANDED, "edges pushed out by the radius, dashed"),
            new Entry(Ink.TESTED_EDGE, "edge tested: solid = hit, dashed = miss"),
            new Entry(Ink.CHOSEN, "closest hit, where the ball turns"),
            new Entry(Ink.BOX, "bounding boxes (simple)"),
            new Entry(Ink.OVERLAP, "intersection rectangle (Graybill)"),
            new Entry(Ink.PYTHAGORAS, "circleDistanceX/Y, corner distance"),
            new Entry(Ink.TUNNEL, "tunnelled: the part nobody saw"),
            new Entry(Ink.PHANTOM, "phantom corner hit (×)"),
            new Entry(Ink.PATH, "faint, dotted: grid cells the path walked (broad phase)"),
    };

    public LegendPane() {
        setSpacing(3);
        for (Entry e : ENTRIES) {
            Region swatch = new Region();
            swatch.getStyleClass().addAll(Styles.LEGEND_SWATCH, e.ink().styleClass());
            Label l = new Label(e.text());
            HBox row = new HBox(swatch, l);
            row.getStyleClass().add(Styles.LEGEND_ROW);
            getChildren().add(row);
        }
    }
}
