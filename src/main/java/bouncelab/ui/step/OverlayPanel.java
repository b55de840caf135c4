package bouncelab.ui.step;

import bouncelab.core.trace.Overlay;
import bouncelab.ui.common.Styles;
import bouncelab.ui.common.Tips;
import bouncelab.ui.common.UiWords;
import bouncelab.ui.session.PlaybackModel;
import javafx.collections.SetChangeListener;
import javafx.scene.AccessibleAttribute;
import javafx.scene.AccessibleRole;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import org.controlsfx.control.ToggleSwitch;

/** One switch per kind of overlay. */
public final class OverlayPanel extends VBox {

    public OverlayPanel(PlaybackModel model) {
        getStyleClass().add(Styles.OVERLAY_PANEL);
        setSpacing(3);
        for (Overlay o : Overlay.values()) {
            ToggleSwitch sw = new OverlaySwitch();
            sw.setId("overlay-" + o.id());
            sw.setSelected(model.isOn(o));
            sw.selectedProperty().addListener((obs, was, now) -> model.setOverlay(o, now));
            model.overlays().addListener((SetChangeListener<Overlay>) c -> sw.setSelected(model.isOn(o)));
            Label name = new Label(UiWords.window("overlay." + o.id()));
            name.setLabelFor(sw); // the switch's name, read out
            HBox row = new HBox(sw, name);
            row.getStyleClass().add(Styles.OVERLAY_ROW);
            Tips.text(row, UiWords.window("overlay." + o.id() + ".tip"));
            getChildren().add(row);
        }
    }

    /** A switch a screen reader announces as one: a toggle button, on or off (ControlsFX's says neither). */
    private static final class OverlaySwitch extends ToggleSwitch {
        OverlaySwitch() {
            setAccessibleRole(AccessibleRole.TOGGLE_BUTTON);
            selectedProperty().addListener(o -> notifyAccessibleAttributeChanged(AccessibleAttribute.SELECTED));
        }

        @Override
        public Object queryAccessibleAttribute(AccessibleAttribute attribute, Object... parameters) {
            return attribute == AccessibleAttribute.SELECTED
                    ? isSelected()
                    : super.queryAccessibleAttribute(attribute, parameters);
        }
    }
}
