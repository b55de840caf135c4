package bouncelab.ui.classroom;

import bouncelab.ui.MouseEvents;
import java.util.concurrent.atomic.AtomicReference;
import javafx.event.Event;
import javafx.geometry.Point2D;
import javafx.scene.Scene;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Pane;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The presenter's pointer disc stays on the pointer when the court is laid out afresh under a pointer that has not
 * moved (F5 presenting): it had stayed where the pointer was over the court before, 35 px off it.
 */
@ExtendWith(ApplicationExtension.class)
class PointerHighlightTest {
    private Pane court;
    private PointerHighlight highlight;

    @Start
    void start(Stage stage) {
        court = new Pane();
        court.setPrefSize(400, 300);
        highlight = new PointerHighlight(court);
        StackPane root = new StackPane(court, highlight);
        stage.setScene(new Scene(root, 400, 300));
        stage.show();
    }

    @Test
    void theDiscStaysOnAStillPointerWhenTheCourtMovesUnderIt() {
        AtomicReference<Point2D> seen = new AtomicReference<>();
        WaitForAsyncUtils.asyncFx(() -> {
            highlight.activeProperty().set(true);
            Event.fireEvent(court, MouseEvents.pointerAt(MouseEvent.MOUSE_MOVED, 200, 150));
            // the court and its layer laid out afresh, 35 px lower, the pointer where it was
            court.setTranslateY(35);
            highlight.setTranslateY(35);
            seen.set(highlight
                    .disc()
                    .localToScene(
                            highlight.disc().getCenterX(), highlight.disc().getCenterY()));
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(highlight.disc().isVisible());
        assertEquals(0, seen.get().distance(200, 150), 0.5, "at " + seen.get());
    }
}
