package bouncelab.ui.common;

import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A tooltip is made when the pointer first comes over its node, with the text last given; screen readers get it at once. */
@ExtendWith(ApplicationExtension.class)
class TipsTest {
    private final Button button = new Button("play");
    private final Region swatch = new Region();
    private final Button other = new Button("other");

    @Start
    void start(Stage stage) {
        swatch.setPrefSize(60, 30);
        stage.setScene(new Scene(new HBox(20, button, swatch, other), 400, 100));
        stage.show();
    }

    @Test
    void aButtonsTooltipIsMadeAsThePointerEntersWithTheLatestText(FxRobot robot) {
        WaitForAsyncUtils.asyncFx(() -> {
            Tips.text(button, "Play / pause");
            Tips.text(button, "Play / pause (Space)");
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertNull(button.getTooltip(), "nothing made before the pointer comes");
        assertEquals("Play / pause (Space)", button.getAccessibleHelp());

        robot.moveTo(button);
        Tooltip tip = button.getTooltip();
        assertEquals("Play / pause (Space)", tip.getText());

        robot.moveTo(other);
        robot.moveTo(button);
        assertTrue(tip == button.getTooltip(), "made once");

        WaitForAsyncUtils.asyncFx(() -> Tips.text(button, "Pause"));
        WaitForAsyncUtils.waitForFxEvents();
        assertNull(button.getTooltip(), "a new text replaces the tooltip made");
        robot.moveTo(other);
        robot.moveTo(button);
        assertEquals("Pause", button.getTooltip().getText());
    }

    @Test
    void aNodeThatIsNoControlGetsOneInstalledAndClearedTakesItAway(FxRobot robot) {
        WaitForAsyncUtils.asyncFx(() -> Tips.wrapped(swatch, "Expanded edges: the brick grown by the ball's radius"));
        WaitForAsyncUtils.waitForFxEvents();
        robot.moveTo(swatch);
        WaitForAsyncUtils.waitForFxEvents();
        Tooltip tip = (Tooltip) swatch.getProperties().values().stream()
                .filter(Tooltip.class::isInstance)
                .findFirst()
                .orElseThrow();
        assertEquals("Expanded edges: the brick grown by the ball's radius", tip.getText());
        assertTrue(tip.isWrapText());

        WaitForAsyncUtils.asyncFx(() -> Tips.clear(swatch));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(swatch.getProperties().values().stream().noneMatch(Tooltip.class::isInstance));

        WaitForAsyncUtils.asyncFx(() -> {
            Tips.text(button, "gone before it was made");
            Tips.clear(button);
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.moveTo(button);
        assertNull(button.getTooltip());
        assertNull(button.getAccessibleHelp());
    }
}
