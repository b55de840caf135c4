package bouncelab.ui.step;

import bouncelab.core.trace.Overlay;
import bouncelab.io.prefs.FontSize;
import bouncelab.ui.ShownWindow;
import bouncelab.ui.window.MainWindow;
import javafx.scene.control.TitledPane;
import org.controlsfx.control.ToggleSwitch;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The overlay switches are made when their folded panel is first opened, not with the window (its first scene is
 * smaller), and they then show the overlays as they are by then: turned on by a lesson or a key meanwhile.
 */
@ExtendWith(ApplicationExtension.class)
class OverlaysFoldedTest {
    @Test
    void theSwitchesAreMadeWhenOpenedAndShowWhatIsOnByThen() {
        MainWindow window = ShownWindow.laidOutAt(1280, 720, new FontSize(14));
        ShownWindow.fx(() -> {
            assertNull(window.root().lookup("#overlay-" + Overlay.BOXES.id()), "not made with the window");
            window.model().setOverlay(Overlay.BOXES, true);
            window.model().setOverlay(Overlay.TRAIL, false);
            ((TitledPane) window.root().lookup("#overlays-pane")).setExpanded(true);
        });
        ShownWindow.layOut(window, 1280, 720);
        ShownWindow.fx(() -> {
            ToggleSwitch boxes = (ToggleSwitch) window.root().lookup("#overlay-" + Overlay.BOXES.id());
            assertTrue(boxes.isSelected(), "on before the panel was made");
            assertFalse(((ToggleSwitch) window.root().lookup("#overlay-" + Overlay.TRAIL.id())).isSelected());
            boxes.setSelected(false); // and the switch still turns the overlay off
            assertFalse(window.model().isOn(Overlay.BOXES));
        });
    }
}
