package bouncelab.ui.yours;

import bouncelab.ui.ShownWindow;
import bouncelab.ui.common.UiWords;
import bouncelab.ui.session.DefaultShot;
import bouncelab.ui.tab.LazyTab;
import bouncelab.ui.window.MainWindow;
import bouncelab.ui.window.Windows;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The Your test tab of a window opened in Spanish says what grading says in Spanish: the compiler's problems, the
 * status line and the report card, with the language's numbers (98,52 %, 10.000).
 */
@ExtendWith(ApplicationExtension.class)
class YoursSpanishTest {
    /** Words no Spanish sentence has. */
    private static final Pattern ENGLISH = Pattern.compile(
            "(?i)(?<![\\w.])(the|is|was|your|yours|not|did|line|of|and|with|right|hit|random|cases|says|click)"
                    + "(?![\\w.])");

    private MainWindow window;
    private YoursView view;
    private Tab tab;

    @Start
    void start(Stage stage) {
        window = Windows.full(DefaultShot.pong(), stage, null, null, Locale.forLanguageTag("es"));
        ShownWindow.show(stage, window.createScene(1280, 800));
        tab = window.tabs().getTabs().stream()
                .filter(t -> LazyTab.unwrap(t.getUserData()) instanceof YoursView)
                .findFirst()
                .orElseThrow();
        view = (YoursView) LazyTab.unwrap(tab.getUserData());
    }

    /** The window's language is the app's while it runs: the next test's is English again. */
    @AfterEach
    void english() {
        UiWords.use(Locale.ENGLISH);
    }

    private void compile(FxRobot robot, String text) {
        ShownWindow.fx(() -> window.tabs().getSelectionModel().select(tab));
        ShownWindow.fx(() -> view.editor().replaceText(text));
        robot.clickOn(view.editor());
        robot.press(KeyCode.CONTROL).type(KeyCode.ENTER).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        ShownWindow.waitOnFx(
                "the compile and the grading",
                () -> !view.model().busyProperty().get());
    }

    private static void noEnglish(String text) {
        Matcher m = ENGLISH.matcher(text);
        assertTrue(!m.find(), () -> "the English word '" + m.group() + "' in: " + text);
    }

    @Test
    void aProblemAndTheCardAreInSpanish(FxRobot robot) {
        compile(robot, YoursTabTest.student("semicolon.pde"));
        String status = ShownWindow.onFx(() -> view.model().status());
        assertTrue(
                status.startsWith(
                        "Tu prueba no compiló: línea 2: Falta un punto y coma (;) al final de una " + "instrucción"),
                status);
        String problem = ShownWindow.onFx(() -> view.model().problems().get(0).oneLine(UiWords.words()));
        assertTrue(problem.startsWith("línea 2: Falta un punto y coma"), problem);

        compile(robot, YoursTabTest.student("box.pde"));
        List<String> card = ShownWindow.onFx(() -> robot.lookup("#yours-card").queryAll().stream()
                .flatMap(n -> robot.from(n).lookup((Node l) -> l instanceof Label).queryAll().stream())
                .map(l -> ((Label) l).getText())
                .toList());
        String all = String.join(" | ", card);
        assertTrue(all.contains("Ejemplos: 12 de 14 bien"), all);
        assertTrue(all.contains("Casos al azar: 98,52 % de 10.000 coinciden con la prueba exacta del círculo"), all);
        assertTrue(all.contains("fuera de la esquina — correcto: no choca; la tuya dice choca."), all);
        assertTrue(all.contains("Barrido de velocidades: la pelota lo atraviesa desde 9 px/fotograma"), all);
        noEnglish(all);
        assertEquals(
                "Ficha de resultados",
                ShownWindow.onFx(() -> ((Label) robot.lookup("#yours-card")
                                .queryAs(ReportCardPane.class)
                                .getChildren()
                                .get(0))
                        .getText()));
    }
}
