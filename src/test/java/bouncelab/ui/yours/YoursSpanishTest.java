package bouncelab.ui.yours;

import bouncelab.ui.ShownWindow;
import bouncelab.ui.common.UiWords;
import bouncelab.ui.render.Palette;
import bouncelab.ui.session.Algorithms;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The Your test tab in the window's language (Spanish here) says what grading says in it: the compiler's problems,
 * the status line and the report card, with the language's numbers (98,52 %, 10.000). The tab's model and card
 * alone, so that the language is the test's from start to end and English again after it.
 */
@ExtendWith(ApplicationExtension.class)
class YoursSpanishTest {
    /** Words no Spanish sentence has. */
    private static final Pattern ENGLISH = Pattern.compile(
            "(?i)(?<![\\w.])(the|is|was|your|yours|not|did|line|of|and|with|right|hit|random|cases|says|click)"
                    + "(?![\\w.])");

    @Start
    void start(Stage stage) {
        // the FX toolkit for the card's labels; no window, whose language would outlive the test
    }

    private static void noEnglish(String text) {
        Matcher m = ENGLISH.matcher(text);
        assertTrue(!m.find(), () -> "the English word '" + m.group() + "' in: " + text);
    }

    private static void labels(Node n, List<String> into) {
        if (n instanceof Label l) {
            into.add(l.getText());
        }
        if (n instanceof Parent p) {
            p.getChildrenUnmodifiable().forEach(c -> labels(c, into));
        }
    }

    @Test
    void aProblemTheStatusAndTheCardAreInTheWindowsLanguage() {
        UiWords.use(Locale.forLanguageTag("es"));
        try {
            YoursModel yours = new YoursModel(new Algorithms());
            yours.sourceProperty().set(YoursTabTest.student("semicolon.pde"));
            yours.compileNow();
            assertTrue(
                    yours.status()
                            .startsWith("Tu prueba no compiló: línea 2: Falta un punto y coma (;) al final de una "
                                    + "instrucción"),
                    yours.status());
            String problem = yours.problems().get(0).oneLine(UiWords.words());
            assertTrue(problem.startsWith("línea 2: Falta un punto y coma"), problem);

            yours.sourceProperty().set(YoursTabTest.student("box.pde"));
            yours.compileNow();
            assertTrue(yours.status().contains("98,52 % de 10.000 casos al azar"), yours.status());
            List<String> card = ShownWindow.onFx(() -> {
                ReportCardPane pane = new ReportCardPane(Palette.standard(), p -> {});
                pane.show(yours.card());
                List<String> texts = new ArrayList<>();
                labels(pane, texts);
                return texts;
            });
            String all = String.join(" | ", card);
            assertEquals("Ficha de resultados", card.get(0));
            assertTrue(all.contains("Ejemplos: 12 de 14 bien"), all);
            assertTrue(
                    all.contains("Casos al azar: 98,52 % de 10.000 coinciden con la prueba exacta del círculo"), all);
            assertTrue(all.contains("fuera de la esquina — correcto: no choca; la tuya dice choca."), all);
            assertTrue(all.contains("Barrido de velocidades: la pelota lo atraviesa desde 9 px/fotograma"), all);
            noEnglish(all);
        } finally {
            UiWords.use(Locale.ENGLISH);
        }
    }
}
