package bouncelab.ui;

import bouncelab.ui.common.Glossary;
import bouncelab.ui.window.MainWindow;
import java.util.List;
import javafx.event.Event;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.control.TextArea;
import javafx.scene.control.skin.TextAreaSkin;
import javafx.scene.input.MouseEvent;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import static bouncelab.ui.ShownWindow.fx;
import static bouncelab.ui.ShownWindow.onFx;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

/**
 * The working's hover tip says what the symbols of the line under the pointer mean, also when the wheel scrolls
 * another line under a pointer that has not moved: it kept explaining the line scrolled away ("dt, y2" over a
 * corner distance).
 */
@ExtendWith(ApplicationExtension.class)
class WorkingHoverTest {
    private MainWindow window;

    @Start
    void start(Stage stage) {
        window = ShownWindow.on(stage);
    }

    /** The line of the working seen at (x, y) of the pane, scrolled as it is: found from the text's own lines. */
    private static String lineAt(TextArea working, double x, double y) {
        Node content = working.lookup(".content");
        Point2D at = content.sceneToLocal(working.localToScene(x, y));
        int index = ((TextAreaSkin) working.getSkin())
                .getIndex(at.getX(), at.getY())
                .getCharIndex();
        return Glossary.lineAt(working.getText(), index);
    }

    /** What the glossary says of that line. */
    private static String explainedAt(TextArea working, double x, double y) {
        return Glossary.explain(lineAt(working, x, y));
    }

    @Test
    void theTipFollowsTheLineScrolledUnderThePointer() {
        TextArea working = (TextArea) window.root().lookup("#inspector");
        fx(() -> window.model().transport().jumpTo(14)); // a frame whose working is longer than the pane
        WaitForAsyncUtils.waitForFxEvents();
        double x = 60;
        double y = 30; // near the top: a line or two of scrolling brings another one there
        Point2D inScene = onFx(() -> working.localToScene(x, y)); // the event's own x, y follow
        // as a pointer does: it enters (the tip is made then) and moves
        for (var type : List.of(MouseEvent.MOUSE_ENTERED, MouseEvent.MOUSE_MOVED)) {
            fx(() -> Event.fireEvent(working, MouseEvents.pointerAt(type, inScene.getX(), inScene.getY())));
        }
        String before = onFx(() -> working.getTooltip().getText());
        assertEquals(onFx(() -> explainedAt(working, x, y)), before);
        for (int i = 0; i < 40 && onFx(() -> explainedAt(working, x, y)).equals(before); i++) {
            fx(() -> working.setScrollTop(working.getScrollTop() + 16));
            WaitForAsyncUtils.waitForFxEvents(); // pulses: the scrolled text laid out
        }
        String now = onFx(() -> explainedAt(working, x, y));
        assertNotEquals(before, now, "another line is under the pointer");
        assertEquals(now, onFx(() -> working.getTooltip().getText()));
    }
}
