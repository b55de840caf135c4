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
    /** Where the pointer last was, in the scene: the court moving under a still pointer keeps the disc on it. */
    private double sceneX, sceneY;

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
        // F5 lays the court out afresh under a pointer that has not moved: the disc had stayed where the pointer
        // was over the court before, 35 px off it
        // (a change listener: the transform is worked out lazily, and an invalidation listener heard only the first)
        localToSceneTransformProperty().addListener((o, was, now) -> place());
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
        sceneX = e.getSceneX();
        sceneY = e.getSceneY();
        inside = true;
        place();
        update();
    }

    private void place() {
        var p = sceneToLocal(sceneX, sceneY);
        disc.setCenterX(p.getX());
        disc.setCenterY(p.getY());
    }

    private void update() {
        disc.setVisible(active.get() && inside);
    }
}
