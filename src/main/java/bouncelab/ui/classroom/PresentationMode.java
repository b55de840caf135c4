package bouncelab.ui.classroom;

import bouncelab.ui.common.Styles;
import bouncelab.ui.theme.Appearance;
import java.util.List;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.value.ObservableBooleanValue;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.SplitPane;
import javafx.stage.Stage;
import org.jspecify.annotations.Nullable;

/**
 * Presentation mode (F5, Esc leaves): for a teacher at a projector. Full screen when there is a stage, the view
 * shown alone (the window puts it in place of the tabs: the court, or the compare grid, or the sweep chart), the
 * court as large as it goes, the top reduced to the transport controls, larger type, and a pointer highlight that
 * follows the mouse over the court. Leaving puts back exactly what was there, including whether the
 * lessons were shown and where the dividers were.
 */
public final class PresentationMode {
    private final @Nullable Stage stage;
    private final Parent root;
    private final Appearance appearance;
    private final SplitPane split;
    private final Node court;
    private final List<Node> chrome;
    private final PointerHighlight pointer;
    private final ReadOnlyBooleanWrapper on = new ReadOnlyBooleanWrapper(this, "on", false);
    private @Nullable List<Node> savedItems;
    private double @Nullable [] savedDividers;
    private boolean wasFullScreen;

    /**
     * @param root   the window's root, which is in the state {@code :presenting} meanwhile
     * @param court  the split pane's item that holds the court; it alone stays
     * @param chrome what is hidden while presenting: the menu bar, the algorithm bar, the status line
     */
    public PresentationMode(
            @Nullable Stage stage,
            Parent root,
            Appearance appearance,
            SplitPane split,
            Node court,
            List<Node> chrome,
            PointerHighlight pointer) {
        this.stage = stage;
        this.root = root;
        this.appearance = appearance;
        this.split = split;
        this.court = court;
        this.chrome = List.copyOf(chrome);
        this.pointer = pointer;
        chrome.forEach(n -> n.managedProperty().bind(n.visibleProperty()));
        if (stage != null) {
            // Esc leaves full screen by itself; leaving full screen any way leaves presentation mode
            stage.fullScreenProperty().addListener((o, was, now) -> {
                if (!now && on.get()) {
                    exit();
                }
            });
        }
    }

    /**
     * While presenting and {@code playing} (a game), {@code stepperOnly} (the stepper's transport and timeline, which
     * speak of the stepper's run and are greyed out meanwhile) are hidden: the class sees the game and its court
     * larger, not controls that do nothing.
     */
    public void hideWhile(ObservableBooleanValue playing, Node... stepperOnly) {
        BooleanBinding shown = on.not().or(Bindings.createBooleanBinding(() -> !playing.get(), playing));
        for (Node n : stepperOnly) {
            n.visibleProperty().bind(shown);
            n.managedProperty().bind(shown);
        }
    }

    public ReadOnlyBooleanProperty onProperty() {
        return on.getReadOnlyProperty();
    }

    public boolean isOn() {
        return on.get();
    }

    public void toggle() {
        if (on.get()) {
            exit();
        } else {
            enter();
        }
    }

    public void enter() {
        if (on.get()) {
            return;
        }
        on.set(true);
        savedItems = List.copyOf(split.getItems());
        savedDividers = split.getDividerPositions();
        split.getItems().setAll(court);
        chrome.forEach(n -> n.setVisible(false));
        appearance.enlargedProperty().set(true);
        root.pseudoClassStateChanged(Styles.PRESENTING, true);
        pointer.activeProperty().set(true);
        if (stage != null) {
            wasFullScreen = stage.isFullScreen();
            stage.setFullScreenExitHint(""); // said in the presentation bar instead, never over the court
            stage.setFullScreen(true);
        }
    }

    public void exit() {
        if (!on.get()) {
            return;
        }
        on.set(false);
        split.getItems().setAll(savedItems);
        split.setDividerPositions(savedDividers);
        chrome.forEach(n -> n.setVisible(true));
        appearance.enlargedProperty().set(false);
        root.pseudoClassStateChanged(Styles.PRESENTING, false);
        pointer.activeProperty().set(false);
        if (stage != null && stage.isFullScreen() && !wasFullScreen) {
            stage.setFullScreen(false);
        }
    }
}
