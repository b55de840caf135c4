package bouncelab.ui.step;

import bouncelab.ui.common.Tips;
import bouncelab.ui.common.Glossary;
import bouncelab.ui.common.Styles;
import bouncelab.ui.render.CourtColour;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/** What the colours and line styles of the court mean. */
public final class LegendPane extends VBox {

    private record Entry(CourtColour colour, String text) {
    }

    private static final Entry[] ENTRIES = {
            new Entry(CourtColour.BALL, "ball (at the end of the frame)"),
            new Entry(CourtColour.PATH, "path A→B, dashed; ghost at B"),
            new Entry(CourtColour.RESOLVED, "resolved path through the bounces"),
            new Entry(CourtColour.EXPANDED, "edges pushed out by the radius, dashed"),
            new Entry(CourtColour.TESTED_EDGE, "edge tested: solid = hit, dashed = miss"),
            new Entry(CourtColour.CHOSEN, "closest hit, where the ball turns"),
            new Entry(CourtColour.BOX, "bounding boxes (simple)"),
            new Entry(CourtColour.OVERLAP, "intersection rectangle (Graybill)"),
            new Entry(CourtColour.PYTHAGORAS, "circleDistanceX/Y, corner distance"),
            new Entry(CourtColour.TUNNEL, "tunnelled: the part nobody saw"),
            new Entry(CourtColour.PHANTOM, "phantom corner hit (×)"),
            new Entry(CourtColour.PATH, "faint, dotted: grid cells the path walked (broad phase)"),
    };

    public LegendPane() {
        setSpacing(3);
        for (Entry e : ENTRIES) {
            Region swatch = new Region();
            swatch.getStyleClass().addAll(Styles.LEGEND_SWATCH, e.colour().styleClass());
            Label l = new Label(e.text());
            String said = Glossary.explain(e.text());
            if (!said.isEmpty()) {
                Tips.wrapped(l, said);
            }
            HBox row = new HBox(swatch, l);
            row.getStyleClass().add(Styles.LEGEND_ROW);
            getChildren().add(row);
        }
    }
}
