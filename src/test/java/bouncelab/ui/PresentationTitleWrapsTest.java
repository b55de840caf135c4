package bouncelab.ui;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.choice.RulesId;
import bouncelab.ui.classroom.PresentationBar;
import bouncelab.ui.common.UiWords;
import bouncelab.ui.render.Palette;
import bouncelab.ui.session.DefaultShot;
import bouncelab.ui.session.PlaybackModel;
import bouncelab.ui.snapshot.Headless;
import java.util.Locale;
import javafx.geometry.Bounds;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The presentation bar's title (the algorithm and the rules' title) stays on the screen when it is longer than the
 * bar: in Spanish at 1024 px, "… · reglas: Breakout semana 3 (XNA)" ran off its right edge. It wraps instead.
 */
class PresentationTitleWrapsTest {
    @BeforeAll
    static void toolkit() {
        Headless.start();
    }

    @AfterEach
    void english() {
        UiWords.use(Locale.ENGLISH);
    }

    @Test
    void aTitleLongerThanTheBarWrapsWithinIt() {
        double[] seen = Headless.onFxThread(() -> {
            UiWords.use(Locale.forLanguageTag("es"));
            PlaybackModel model = new PlaybackModel(DefaultShot.pong());
            model.setAlgorithm(AlgorithmId.PYTHAGORAS);
            model.setRules(RulesId.XNA);
            PresentationBar bar = new PresentationBar(model);
            Scene scene = new Scene(bar, 1024, 200);
            scene.getStylesheets()
                    .add(PresentationBar.class.getResource(Palette.STYLESHEET).toExternalForm());
            bar.setStyle("-fx-font-size: 24px"); // presentation mode's type
            bar.applyCss();
            bar.layout();
            Label title = (Label) bar.lookup("#presentation-title");
            Bounds b = title.localToScene(title.getBoundsInLocal());
            return new double[] {b.getMaxX(), title.getHeight(), title.getFont().getSize()};
        });
        assertTrue(seen[0] <= 1024, "the title's right edge at " + seen[0] + " px, past the screen's 1024");
        assertTrue(seen[1] > 1.8 * seen[2], "on two lines: " + seen[1] + " px high at " + seen[2] + " px type");
    }
}
