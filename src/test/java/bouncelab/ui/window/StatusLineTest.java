package bouncelab.ui.window;

import bouncelab.io.prefs.FontSize;
import bouncelab.ui.ShownWindow;
import bouncelab.ui.render.Fonts;
import bouncelab.ui.step.StepTab;
import java.util.Arrays;
import java.util.List;
import javafx.scene.text.Font;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import static bouncelab.ui.ShownWindow.fx;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The keys take one line of the status line: the first that fit, then "F1 every key"; a message shows whole. */
@ExtendWith(ApplicationExtension.class)
class StatusLineTest {
    private Font font;

    @Start
    void start(Stage stage) {
        // the toolkit started: text can be measured, in the app's own font
        font = Fonts.sans(20);
    }

    @Test
    void keysThatFitShowWholeAndOthersShowTheirFirstKeysThenF1() {
        assertEquals(StepTab.keysHint(), StatusLine.fitted(StepTab.keysHint(), 1e5, font));

        double room = width("→ step · Space play · Shift+→ next event · F1 every key") + 2;
        String shown = StatusLine.fitted(StepTab.keysHint(), room, font);
        assertEquals("→ step · Space play · Shift+→ next event · F1 every key", shown);
        assertTrue(width(shown) <= room);

        assertEquals("F1 every key", StatusLine.fitted(StepTab.keysHint(), 40, font), "too narrow for any key");
        // the keys up to F1 fit: F1 is not said twice
        String upToF1 = StepTab.keysHint().substring(0, StepTab.keysHint().indexOf("F1 every key") + 12);
        assertEquals(upToF1, StatusLine.fitted(StepTab.keysHint(), width(upToF1) + 2, font));
    }

    @Test
    void atTheLargestTypeOnASmallProjectorTheKeysTakeOneLineAndAMessageShowsWhole() {
        MainWindow window = ShownWindow.laidOutAt(1024, 768, new FontSize(28));
        var status = window.status();
        // to Compare and back: the keys fitted again, to the window's width, not to the last text's
        fx(() -> window.tabs().getSelectionModel().select(1));
        fx(() -> window.tabs().getSelectionModel().select(0));
        fx(() -> window.root().layout());
        String text = status.getText();
        assertTrue(text.startsWith("→ step · Space play · "), text);
        assertEquals(1024, status.getWidth(), 0.5);
        List<String> keys = Arrays.asList(StepTab.keysHint().split(" · "));
        assertTrue(
                text.endsWith("F1 every key")
                        && text.length() < StepTab.keysHint().length(),
                text);
        assertTrue(keys.containsAll(Arrays.asList(text.split(" · "))), "only whole keys, in order: " + text);
        assertTrue(StepTab.keysHint().startsWith(text.substring(0, text.lastIndexOf(" · "))), text);
        double line = status.getFont().getSize() * 1.6;
        assertTrue(
                status.getHeight() < line + status.snappedTopInset() + status.snappedBottomInset(),
                "one line: " + status.getHeight());

        String message =
                "Saved /a/long/path/to/a/folder/a/teacher/made/for/this/class/myshot.json and " + "x".repeat(80);
        fx(() -> window.showStatus(message));
        assertEquals(message, status.getText(), "a message is never shortened");
    }

    private double width(String s) {
        Text t = new Text(s);
        t.setFont(font);
        return Math.ceil(t.getLayoutBounds().getWidth()) + 1;
    }
}
