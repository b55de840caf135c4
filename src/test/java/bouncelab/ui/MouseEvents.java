package bouncelab.ui;

import javafx.event.EventType;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;

/** Mouse events a test fires itself, with no button down: the pointer at a place in the scene. */
public final class MouseEvents {
    private MouseEvents() {}

    /** A pointer event of {@code type} (moved, entered…) at ({@code sceneX}, {@code sceneY}) of the scene. */
    public static MouseEvent pointerAt(EventType<MouseEvent> type, double sceneX, double sceneY) {
        return new MouseEvent(
                type,
                sceneX,
                sceneY,
                sceneX,
                sceneY,
                MouseButton.NONE,
                0,
                false,
                false,
                false,
                false,
                false,
                false,
                false,
                false,
                false,
                false,
                null);
    }
}
