package bouncelab.ui.sweep;

import bouncelab.ui.ShownWindow;
import bouncelab.ui.common.UiWords;
import java.util.Locale;
import javafx.scene.chart.NumberAxis;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Issue 32: the sweep chart's ticks are written as the window's language writes numbers, not the machine's. */
@ExtendWith(ApplicationExtension.class)
class SweepChartWordsTest {
    @Start
    void start(Stage stage) {}

    @AfterEach
    void english() {
        UiWords.use(Locale.ENGLISH);
    }

    @Test
    void theTicksTakeTheLanguagesDecimalMark() {
        String[] said = new String[2];
        ShownWindow.fx(() -> {
            UiWords.use(Locale.forLanguageTag("es"));
            NumberAxis y = (NumberAxis) new SweepChart().getYAxis();
            said[0] = y.getTickLabelFormatter().toString(0.5);
            UiWords.use(Locale.ENGLISH);
            said[1] = y.getTickLabelFormatter().toString(0.5);
        });
        assertEquals("0,5", said[0]);
        assertEquals("0.5", said[1]);
    }
}
