package bouncelab.ui.step;

import bouncelab.ui.common.FoldedPane;
import bouncelab.ui.common.Styles;
import bouncelab.ui.common.Tips;
import bouncelab.ui.common.UiWords;
import bouncelab.ui.session.PlaybackModel;
import java.util.function.Consumer;
import javafx.beans.binding.Bindings;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.beans.value.ObservableBooleanValue;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TitledPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.jspecify.annotations.Nullable;

/**
 * The panel beside the court: the working of this frame, then the shot's exact values, the overlays and the
 * legend, each folded away until wanted. With large type it can be taller than the window, so it scrolls rather than
 * push the status line off.
 */
public final class WorkingPanel extends ScrollPane {
    private final InspectorPane inspector;
    private final CheckBox workItOut = new CheckBox(UiWords.window("workItOut.toggle"));
    /** The blanks, made when first asked for. */
    private @Nullable WorkItOutPane blanks;
    /** The title's second line in place of the run's name while the working is set aside. */
    private final StringProperty asideHeading = new SimpleStringProperty(this, "asideHeading");
    /** While it holds, the shot's exact values are set aside too: they are not the shot that moves. */
    private final BooleanProperty aside = new SimpleBooleanProperty(this, "aside");
    /** Said in place of the shot's exact values while they are set aside. */
    private final StringProperty asideShot = new SimpleStringProperty(this, "asideShot", "");

    public WorkingPanel(PlaybackModel model, CourtView court, Consumer<String> error) {
        inspector = new InspectorPane(model);
        VBox.setVgrow(inspector, Priority.ALWAYS);
        // folded like the others, and made when unfolded: open, its dozen switches left the working five lines at
        // 1280 x 720; the working is what the panel is for, and a lesson turns on the overlays it needs. Made at
        // once, its 109 nodes were a fifth of the window's first scene, styled and laid out before it showed.
        TitledPane overlays = new FoldedPane(UiWords.window("working.overlays"), () -> new OverlayPanel(model));
        overlays.setId("overlays-pane");
        // folded until wanted, and made then: the window's first appearance does not wait for them
        TitledPane legend = new FoldedPane(UiWords.window("working.legend"), LegendPane::new);
        TitledPane shotPane = new FoldedPane(UiWords.window("working.shot"), () -> {
            ShotSheet sheet = new ShotSheet(model, court::selectedId, error);
            court.selectedIdProperty().addListener(o -> sheet.refresh());
            Label note = new Label();
            note.setId("shot-aside");
            note.setWrapText(true);
            note.setMinHeight(Region.USE_PREF_SIZE);
            note.getStyleClass().add(Styles.GAME_HINT);
            note.textProperty().bind(asideShot);
            note.visibleProperty().bind(aside);
            note.managedProperty().bind(aside);
            sheet.visibleProperty().bind(aside.not());
            sheet.managedProperty().bind(aside.not());
            return new VBox(note, sheet);
        });
        shotPane.setId("shot-pane");
        Label working = new Label();
        working.setId("working-title");
        working.setMinHeight(Region.USE_PREF_SIZE); // both lines, however tall the working grows
        working.setWrapText(true); // a long run name ("pythagoras · Breakout week 3 (XNA)") wraps, not "…"
        working.textProperty()
                .bind(Bindings.createStringBinding(
                        () -> UiWords.window(
                                "working.title", asideHeading.get() != null ? asideHeading.get() : model.runName()),
                        model.runNameProperty(),
                        asideHeading));
        working.getStyleClass().add(Styles.PANEL_TITLE);
        // "work it out": the same working with its results as blanks, made the first time it is asked for
        workItOut.setId("work-it-out-toggle");
        workItOut.getStyleClass().add(Styles.WORK_IT_OUT_TOGGLE);
        Tips.text(workItOut, UiWords.window("workItOut.toggleTip"));
        VBox workingBox = new VBox(inspector);
        VBox.setVgrow(workingBox, Priority.ALWAYS);
        VBox.setVgrow(inspector, Priority.ALWAYS);
        workItOut.selectedProperty().addListener((o, was, on) -> {
            if (on && blanks == null) {
                blanks = new WorkItOutPane(model);
                VBox.setVgrow(blanks, Priority.ALWAYS);
            }
            workingBox.getChildren().setAll(on ? blanks : inspector);
        });
        workItOut.disableProperty().bind(aside);
        aside.addListener((o, was, now) ->
                workItOut.setSelected(workItOut.isSelected() && !now)); // a game's working is not a frame's
        working.setLabelFor(inspector); // a screen reader names the working's text by its title
        VBox side = new VBox(working, court.words().label(), workItOut, workingBox, shotPane, overlays, legend);
        side.getStyleClass().add(Styles.SIDE_PANEL);
        setContent(side);
        setFitToWidth(true);
        setFitToHeight(true);
        getStyleClass().add(Styles.SIDE_SCROLL);
        setMinWidth(300);
    }

    /**
     * While {@code aside} holds, the panel says {@code text} in place of a frame's working, and {@code heading}
     * under its title, and {@code shotText} in place of the shot's exact values: what moves then (a game) is not
     * the frame or the shot the stepper shows.
     */
    public void setAside(ObservableBooleanValue aside, String heading, String text, String shotText) {
        asideHeading.bind(Bindings.when(aside).then(heading).otherwise((String) null));
        inspector.insteadProperty().bind(Bindings.when(aside).then(text).otherwise((String) null));
        this.aside.bind(aside);
        asideShot.set(shotText);
    }
}
