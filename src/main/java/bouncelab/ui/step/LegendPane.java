package bouncelab.ui.step;

import bouncelab.ui.common.Glossary;
import bouncelab.ui.common.Styles;
import bouncelab.ui.common.Tips;
import bouncelab.ui.common.UiWords;
import bouncelab.ui.render.CourtColour;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/** What the colours and line styles of the court mean. */
public final class LegendPane extends VBox {

    private record Entry(CourtColour colour, String text) {}

    private static final Entry[] ENTRIES = {
        new Entry(CourtColour.BALL, "legend.ball"),
        new Entry(CourtColour.PATH, "legend.path"),
        new Entry(CourtColour.RESOLVED, "legend.resolved"),
        new Entry(CourtColour.EXPANDED, "legend.expanded"),
        new Entry(CourtColour.TESTED_EDGE, "legend.testedEdge"),
        new Entry(CourtColour.CHOSEN, "legend.chosen"),
        new Entry(CourtColour.BOX, "legend.box"),
        new Entry(CourtColour.OVERLAP, "legend.overlap"),
        new Entry(CourtColour.PYTHAGORAS, "legend.pythagoras"),
        new Entry(CourtColour.TUNNEL, "legend.tunnel"),
        new Entry(CourtColour.PHANTOM, "legend.phantom"),
        new Entry(CourtColour.PATH, "legend.grid"),
    };

    public LegendPane() {
        setSpacing(3);
        for (Entry e : ENTRIES) {
            Region swatch = new Region();
            swatch.getStyleClass().addAll(Styles.LEGEND_SWATCH, e.colour().styleClass());
            String text = UiWords.window(e.text());
            Label l = new Label(text);
            l.setWrapText(true); // a longer language's words wrap in the narrow panel, never end in "…"
            l.setMinHeight(Region.USE_PREF_SIZE);
            l.setMinWidth(0);
            String said = Glossary.explain(text);
            if (!said.isEmpty()) {
                Tips.wrapped(l, said);
            }
            HBox row = new HBox(swatch, l);
            row.getStyleClass().add(Styles.LEGEND_ROW);
            getChildren().add(row);
        }
    }
}
