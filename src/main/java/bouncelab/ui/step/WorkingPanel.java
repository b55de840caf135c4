package bouncelab.ui.step;

import bouncelab.ui.common.FoldedPane;
import bouncelab.ui.common.Styles;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TitledPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

import java.util.function.Consumer;

/**
 * The panel beside the court: the working of this frame, then the shot's exact values, the overlays and the
 * legend, folded away until wanted. With large type it can be taller than the window, so it scrolls rather than
 * push the status line off.
 */
public final class WorkingPanel extends ScrollPane {
    public WorkingPanel(PlaybackModel model, CourtView court, Consumer<String> error) {
        InspectorPane inspector = new InspectorPane(model);
        VBox.setVgrow(inspector, Priority.ALWAYS);
        TitledPane overlays = new TitledPane("Overlays", new OverlayPanel(model));
        // folded until wanted, and made then: the window's first appearance does not wait for them
        TitledPane legend = new FoldedPane("Legend", LegendPane::new);
        TitledPane shotPane = new FoldedPane("The shot: exact values", () -> {
            ShotSheet sheet = new ShotSheet(model, court::selectedId, error);
            court.selectedIdProperty().addListener(o -> sheet.refresh());
            return sheet;
        });
        Label working = new Label();
        working.setId("working-title");
        working.setMinHeight(Region.USE_PREF_SIZE); // both lines, however tall the working grows
        working.setWrapText(true); // a long run name ("pythagoras · Breakout week 3 (XNA)") wraps, not "…"
        working.textProperty().bind(model.runNameProperty().map(run -> "Working of this frame\n" + run));
        working.getStyleClass().add(Styles.PANEL_TITLE);
        VBox side = new VBox(working, inspector, shotPane, overlays, legend);
        side.getStyleClass().add(Styles.SIDE_PANEL);
        setContent(side);
        setFitToWidth(true);
        setFitToHeight(true);
        getStyleClass().add(Styles.SIDE_SCROLL);
        setMinWidth(300);
    }
}
