package bouncelab.ui.yours;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.io.recovery.RecoveryStore;
import bouncelab.ui.ShownWindow;
import bouncelab.ui.session.DefaultShot;
import bouncelab.ui.tab.LazyTab;
import bouncelab.ui.window.MainWindow;
import bouncelab.ui.window.Windows;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The window keeps the student's code in its data folder (here a test's own, given as the recovery folder): what
 * was typed comes back at the next start, compiled into algorithm 6, and the Your test tab shows its card.
 */
@ExtendWith(ApplicationExtension.class)
class KeptTestWindowTest {
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    private MainWindow open(Path dir) {
        AtomicReference<MainWindow> w = new AtomicReference<>();
        ShownWindow.fx(() -> {
            MainWindow window = Windows.full(DefaultShot.pong(), stage, new RecoveryStore(dir), null);
            ShownWindow.show(stage, window.createScene(1280, 800));
            w.set(window);
        });
        return w.get();
    }

    private static Tab tab(MainWindow window, String title) {
        return window.tabs().getTabs().stream()
                .filter(t -> t.getText().equals(title))
                .findFirst()
                .orElseThrow();
    }

    @Test
    void theKeptTestComesBackCompiledWithItsCard(@TempDir Path dir, FxRobot robot) throws Exception {
        String slides = YoursTabTest.student("slides.pde").replace("\r\n", "\n");
        Files.writeString(dir.resolve(YoursKeeper.FILE), slides);
        MainWindow window = open(dir);
        // compiled and graded before the tab was ever shown
        ShownWindow.waitOnFx(
                "the kept test's compile", () -> window.model().algorithms().has(AlgorithmId.YOURS));
        // the lessons' copy of the card: asking the tab would make its view now
        ShownWindow.waitOnFx("its card", () -> window.lessons().cardProperty().get() != null);
        Tab yours = tab(window, "Your test");
        LazyTab lazy = (LazyTab) yours.getUserData();
        assertFalse(lazy.isMade(), "the tab is made when first shown, after the card");
        ShownWindow.fx(() -> window.tabs().getSelectionModel().select(yours));
        YoursView view = (YoursView) LazyTab.unwrap(lazy);
        assertEquals(slides, view.editor().getText());
        // the card is filled in the pulse after the tab is first shown (a full run under load looked before it was)
        ShownWindow.waitOnFx(
                "the card shown",
                () -> !robot.from(view).lookup("#yours-card .label").queryAll().isEmpty());
        List<String> card = robot.from(view).lookup("#yours-card .label").queryAllAs(Label.class).stream()
                .map(Label::getText)
                .toList();
        assertTrue(card.contains("Examples: 14 of 14 right"), card::toString);
        assertFalse(card.stream().anyMatch(t -> t.startsWith("Compile your test")), card::toString);
    }

    @Test
    void whatIsTypedIsKeptWhenTheWindowCloses(@TempDir Path dir) throws Exception {
        MainWindow window = open(dir);
        Tab yours = tab(window, "Your test");
        ShownWindow.fx(() -> window.tabs().getSelectionModel().select(yours));
        YoursView view = (YoursView) LazyTab.unwrap(yours.getUserData());
        String mine = "boolean hitPaddle(Paddle paddle, Ball ball) {\n  return false; // typed\n}\n";
        ShownWindow.fx(() -> view.editor().replaceText(mine));
        ShownWindow.fx(window::stop); // quitting: the wait for the next write is not waited out
        assertEquals(mine, Files.readString(dir.resolve(YoursKeeper.FILE)));
    }
}
