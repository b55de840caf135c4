package bouncelab.ui;

import bouncelab.ui.common.UiWords;
import bouncelab.ui.session.DefaultShot;
import bouncelab.ui.window.MainWindow;
import bouncelab.ui.window.Windows;
import java.util.Locale;
import javafx.scene.control.Tab;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 32: an exported picture's caption and the presentation bar over Compare are in the window's language: the
 * frame and its time with the decimal comma, the rules named in Spanish. (English as it was: ExportsTest,
 * PresentingCompareTest.)
 */
@ExtendWith(ApplicationExtension.class)
class CaptionWordsTest {
    private MainWindow window;

    @Start
    void start(Stage stage) {
        window = Windows.full(DefaultShot.pong(), stage, null, null, Locale.forLanguageTag("es"));
        ShownWindow.show(stage, window.createScene(1280, 720));
    }

    @AfterEach
    void english() {
        UiWords.use(Locale.ENGLISH);
    }

    @Test
    void anExportedFramesCaptionIsInSpanish() {
        String caption = ShownWindow.onFx(() -> {
            window.model().jumpTo(14);
            return window.exports().caption();
        });
        assertEquals("un tiro sin guardar en un archivo · swept · fotograma 14 · t = 0,233 s", caption);
        String start = ShownWindow.onFx(() -> {
            window.model().jumpTo(0);
            return window.exports().caption();
        });
        assertTrue(start.endsWith(" · fotograma 0, el inicio"), start);
    }

    @Test
    void presentingCompareNamesItsRulesInSpanish(FxRobot robot) {
        Tab compare = window.tabs().getTabs().stream()
                .filter(t -> "tab-compare".equals(t.getId()))
                .findFirst()
                .orElseThrow();
        ShownWindow.fx(() -> window.tabs().getSelectionModel().select(compare));
        ShownWindow.pulse();
        robot.moveTo(compare.getContent()).type(KeyCode.F5);
        ShownWindow.pulse();
        String rules =
                UiWords.window("rules." + window.model().scenario().rules().id().fileName());
        assertEquals("Comparar · reglas: " + rules, window.presentationBar().titleText());
    }
}
