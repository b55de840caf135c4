package bouncelab.ui.sweep;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.sweep.SweepSpec;
import bouncelab.ui.ShownWindow;
import bouncelab.ui.common.UiWords;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 32: the sweep's inputs show their numbers as the window's language writes them and take them so written
 * ("0,5" in Spanish, as well as "0.5"); the table's speeds and rates are written the same way.
 */
@ExtendWith(ApplicationExtension.class)
class SweepFormWordsTest {
    private static final SweepSpec HALVES =
            new SweepSpec(12, 16, 0.5, 3, 0.5, 10, 1, 0, List.of(AlgorithmId.PYTHAGORAS));

    @Start
    void start(Stage stage) {}

    @AfterEach
    void english() {
        UiWords.use(Locale.ENGLISH);
    }

    @Test
    void spanishInputsShowAndTakeADecimalComma() {
        Object[] seen = new Object[4];
        ShownWindow.fx(() -> {
            UiWords.use(Locale.forLanguageTag("es"));
            SweepForm form = new SweepForm(HALVES);
            seen[0] = form.field("step").getText();
            form.field("from").setText("0,25");
            form.field("angle").setText("1.5"); // a point is still taken
            seen[1] = form.read(HALVES.algorithms());
            form.field("thickness").setText("1,5,5");
            seen[2] = form.read(HALVES.algorithms());
            seen[3] = SweepText.number(100 / 3.0);
        });
        assertEquals("0,5", seen[0]);
        SweepSpec read = ((Optional<?>) seen[1]).map(SweepSpec.class::cast).orElseThrow();
        assertEquals(0.25, read.speedFrom());
        assertEquals(0.5, read.speedStep());
        assertEquals(1.5, read.angle());
        assertTrue(((Optional<?>) seen[2]).isEmpty(), "two decimal marks are no number");
        assertEquals("33,33", seen[3]);
    }

    @Test
    void englishInputsKeepThePointAndRefuseAComma() {
        Object[] seen = new Object[2];
        ShownWindow.fx(() -> {
            UiWords.use(Locale.ENGLISH);
            SweepForm form = new SweepForm(HALVES);
            seen[0] = form.field("step").getText();
            form.field("from").setText("0,25");
            seen[1] = form.read(HALVES.algorithms());
        });
        assertEquals("0.5", seen[0]);
        assertTrue(((Optional<?>) seen[1]).isEmpty());
    }

    /** What the spec refuses is said in the window's language, its numbers with the language's decimal mark. */
    @Test
    void aRefusedSpecIsSaidInTheWindowsLanguage() {
        String[] said = new String[2];
        ShownWindow.fx(() -> {
            UiWords.use(Locale.forLanguageTag("es"));
            SweepForm es = new SweepForm(HALVES);
            es.field("from").setText("10,5");
            es.field("to").setText("5");
            es.read(HALVES.algorithms());
            said[0] = ((Label) es.lookup("#sweep-problem")).getText();
            UiWords.use(Locale.ENGLISH);
            SweepForm en = new SweepForm(HALVES);
            en.field("from").setText("10.5");
            en.field("to").setText("5");
            en.read(HALVES.algorithms());
            said[1] = ((Label) en.lookup("#sweep-problem")).getText();
        });
        assertEquals("Velocidades: DESDE no puede ser mayor que HASTA, pero es 10,5:5", said[0]);
        assertEquals("Speeds: FROM must not be more than TO, got 10.5:5", said[1]);
    }
}
