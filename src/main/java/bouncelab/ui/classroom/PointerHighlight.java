package bouncelab.ui.classroom;

import bouncelab.ui.common.Styles;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.Node;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Pane;
import javafx.scene.shape.Circle;

/**
 * A translucent disc that follows the mouse over the court, so a class can see what the teacher points at on a
 * projector. It lies over the court and lets every click and drag through; its colour is the theme's
 * {@code -bl-pointer}. It is never part of an exported picture, which is drawn from the court's canvas.
 */
public final class PointerHighlight extends Pane {
    static final double RADIUS = 30;

    private final Circle disc = new Circle(RADIUS);
    private final BooleanProperty active = new SimpleBooleanProperty(this, "active", false);
    private boolean inside;

    public PointerHighlight(Node area) {
        getStyleClass().add(Styles.POINTER_LAYER);
        setMouseTransparent(true);
        setPickOnBounds(false);
        disc.getStyleClass().add(Styles.POINTER_HIGHLIGHT);
        disc.setId("pointer-highlight");
        disc.setManaged(false);
        getChildren().add(disc);
        // filters: the court below still gets every event, and the disc follows during its drags too
        area.addEventFilter(MouseEvent.MOUSE_MOVED, this::follow);
        area.addEventFilter(MouseEvent.MOUSE_DRAGGED, this::follow);
        area.addEventFilter(MouseEvent.MOUSE_ENTERED, this::follow);
        area.addEventFilter(MouseEvent.MOUSE_EXITED, e -> {
            inside = false;
            update();
        });
        active.addListener(o -> update());
        update();
    }

    /** On while presenting. */
    public BooleanProperty activeProperty() {
        return active;
    }

    public Circle disc() {
        return disc;
    }

    private void follow(MouseEvent e) {
        var p = sceneToLocal(e.getSceneX(), e.getSceneY());
        disc.setCenterX(p.getX());
        disc.setCenterY(p.getY());
        inside = true;
        update();
    }

    private void update() {
        disc.setVisible(active.get() && inside);
    }
}
