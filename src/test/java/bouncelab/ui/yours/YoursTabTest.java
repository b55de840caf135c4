package bouncelab.ui.yours;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.trace.HitPaddleCall;
import bouncelab.ui.ShownWindow;
import bouncelab.ui.session.DefaultShot;
import bouncelab.ui.tab.LazyTab;
import bouncelab.ui.window.MainWindow;
import bouncelab.ui.window.Windows;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.BooleanSupplier;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Labeled;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TextArea;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.GridPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Your test tab in the whole window, headless: compile, the sixth algorithm everywhere, problems, the card. */
@ExtendWith(ApplicationExtension.class)
class YoursTabTest {
    private MainWindow window;
    private YoursView view;

    @Start
    void start(Stage stage) {
        window = Windows.full(DefaultShot.pong(), stage);
        ShownWindow.show(stage, window.createScene(1280, 800));
        view = (YoursView) LazyTab.unwrap(tab("Your test").getUserData());
    }

    static String student(String name) {
        try (InputStream in = YoursTabTest.class.getResourceAsStream("/bouncelab/student/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private Tab tab(String title) {
        return window.tabs().getTabs().stream()
                .filter(t -> t.getText().equals(title))
                .findFirst()
                .orElseThrow();
    }

    private static void fx(Runnable r) {
        ShownWindow.fx(r);
    }

    /** Asked on the FX thread, where the compile and the grading land. */
    private static void waitUntil(BooleanSupplier done) {
        ShownWindow.waitOnFx("the compile and the grading", done);
    }

    /** Puts the text in the editor and compiles it with Ctrl+Enter, waiting for the card (or the problems). */
    private void compile(FxRobot robot, String text) {
        fx(() -> window.tabs().getSelectionModel().select(tab("Your test")));
        fx(() -> view.editor().replaceText(text));
        robot.clickOn(view.editor());
        robot.press(KeyCode.CONTROL).type(KeyCode.ENTER).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        waitUntil(() -> !view.model().busyProperty().get());
    }

    /** Tab in the editor is a tab in the code; Esc, then Tab, leaves it (the keyboard had no way out). */
    @Test
    void escThenTabLeavesTheEditorWhereTabAloneIsCode(FxRobot robot) {
        fx(() -> window.tabs().getSelectionModel().select(tab("Your test")));
        ShownWindow.pulse();
        fx(() -> {
            view.editor().replaceText("");
            view.editor().requestFocus();
        });
        robot.type(KeyCode.TAB);
        assertEquals("\t", onFxText(), "a tab in the code");
        assertTrue(ShownWindow.onFx(view.editor()::isFocused));
        robot.type(KeyCode.ESCAPE, KeyCode.TAB);
        assertFalse(ShownWindow.onFx(view.editor()::isFocused), "out of the editor");
        assertEquals("\t", onFxText(), "and no tab typed");
        assertEquals(
                "yours-compile",
                ShownWindow.onFx(() -> window.root().getScene().getFocusOwner().getId()));
    }

    private String onFxText() {
        return ShownWindow.onFx(view.editor()::getText);
    }

    @Test
    void theSlidesCodeBecomesASixthAlgorithmOnEveryTab(FxRobot robot) {
        assertTrue(robot.lookup("#algorithm-yours").tryQuery().isEmpty(), "no sixth button before a compile");
        compile(robot, student("slides.pde"));
        assertEquals(List.of(), view.model().problems());
        assertTrue(window.model().algorithms().has(AlgorithmId.YOURS));

        // key 6 on the Step tab picks it, and its working lists each hitPaddle call
        fx(() -> window.tabs().getSelectionModel().select(0));
        assertNotNull(robot.lookup("#algorithm-yours").query(), "the sixth button");
        robot.clickOn(window.court());
        robot.type(KeyCode.DIGIT6);
        assertEquals(AlgorithmId.YOURS, window.model().algorithm());
        int frame = firstFrameWithCalls();
        fx(() -> window.model().jumpTo(frame));
        assertTrue(window.model().currentTrace().items().stream().anyMatch(i -> i instanceof HitPaddleCall));
        String working = robot.lookup("#inspector").queryAs(TextArea.class).getText();
        assertTrue(working.contains("hitPaddle"), working);

        // Compare: six courts
        fx(() -> window.tabs().getSelectionModel().select(tab("Compare")));
        assertEquals(
                6,
                robot.lookup("#compare-grid")
                        .queryAs(GridPane.class)
                        .getChildren()
                        .size());
    }

    private int firstFrameWithCalls() {
        for (int f = 1; f <= window.model().lastFrame(); f++) {
            if (window.model().timeline().trace(f).items().stream().anyMatch(i -> i instanceof HitPaddleCall)) {
                return f;
            }
        }
        throw new AssertionError("no frame asks hitPaddle");
    }

    /** A student who opens the tab and presses Ctrl+Enter, without clicking into the code, compiles it. */
    @Test
    void theEditorHasTheKeysAsSoonAsTheTabIsShown(FxRobot robot) {
        fx(() -> view.editor().replaceText(student("slides.pde")));
        fx(() -> window.tabs().getSelectionModel().select(tab("Your test")));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(view.editor().isFocused(), "the editor has the keys");
        robot.press(KeyCode.CONTROL).type(KeyCode.ENTER).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        waitUntil(() -> !view.model().busyProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(robot.lookup("#algorithm-yours").tryQuery().isPresent(), "compiled: a sixth button");
    }

    @Test
    void savingAndReopeningAShotBringsTheTestBackAndChosen(FxRobot robot) throws Exception {
        compile(robot, student("slides.pde"));
        fx(() -> window.model().setAlgorithm(AlgorithmId.YOURS));
        Path file = Files.createTempDirectory("yours").resolve("shot.json");
        fx(() -> assertTrue(window.files().save(file)));
        String json = Files.readString(file);
        assertTrue(json.contains("\"algorithm\": \"yours\""), json);
        assertTrue(json.contains("\"yours\": \"boolean hitPaddle"), json);

        fx(() -> {
            view.editor().replaceText("something else");
            window.model().setAlgorithm(AlgorithmId.SIMPLE);
        });
        fx(() -> assertTrue(window.files().open(file)));
        waitUntil(() -> !view.model().busyProperty().get());
        assertEquals(student("slides.pde").replace("\r\n", "\n"), view.editor().getText());
        assertEquals(AlgorithmId.YOURS, window.model().algorithm());
    }

    @Test
    void aCompileErrorIsShownAndMarkedAtItsLine(FxRobot robot) {
        compile(robot, student("semicolon.pde"));
        assertFalse(view.model().problems().isEmpty());
        int line = view.model().problems().get(0).line();
        assertTrue(line > 0);
        assertEquals(List.of(line), view.markedLines());
        assertTrue(robot.lookup("#algorithm-yours").tryQuery().isEmpty(), "nothing compiled: no sixth button");
        assertTrue(
                view.model().status().startsWith("Your test did not compile: line " + line),
                view.model().status());
    }

    @Test
    void anEndlessLoopShowsTheBannerAndTheWindowStillAnswers(FxRobot robot) {
        compile(robot, student("loop.pde"));
        fx(() -> window.tabs().getSelectionModel().select(0));
        fx(() -> window.model().setAlgorithm(AlgorithmId.YOURS));
        String banner = window.banner().text();
        assertTrue(banner.startsWith("Your test failed at frame "), banner);
        assertTrue(banner.contains("line 3") || banner.contains("line 4"), banner);
        assertFalse(banner.contains("\n"));
        // the window goes on: stepping and another algorithm work
        robot.clickOn(window.court());
        robot.type(KeyCode.RIGHT, 3);
        assertEquals(3, window.model().frame());
        robot.type(KeyCode.DIGIT2);
        assertEquals(AlgorithmId.PYTHAGORAS, window.model().algorithm());
    }

    @Test
    void theReportCardShowsTheExamplesAndACaseOpensOnTheStepTab(FxRobot robot) {
        compile(robot, student("box.pde"));
        assertNotNull(view.model().card());
        assertTrue(robot.lookup("#example-corner").tryQuery().isPresent(), "the slides' corner example");
        assertTrue(robot.lookup("#example-off-the-corner").tryQuery().isPresent());
        assertTrue(view.model().card().examplesPassed() < view.model().card().examplesTotal(), "a box test fails one");
        assertNotNull(view.model().card().throughSpeed());
        assertTrue(
                robot.lookup((Node n) -> n instanceof Labeled l
                                && l.getText() != null
                                && l.getText().startsWith("Your test is asked where the ball is after each frame"))
                        .tryQuery()
                        .isPresent(),
                "the card says why its through speed is Pythagoras'");
        var d = view.model().card().agreement().disagreeing().get(0);
        Node cases = robot.lookup("#yours-cases").query();
        fx(
                () -> { // scroll the card down to its cases
                    for (Node n = cases; n != null; n = n.getParent()) {
                        if (n instanceof ScrollPane sp) {
                            sp.setVvalue(sp.getVmax());
                        }
                    }
                });
        robot.clickOn(((Parent) cases).getChildrenUnmodifiable().get(0));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(0, window.tabs().getSelectionModel().getSelectedIndex());
        assertEquals(AlgorithmId.YOURS, window.model().algorithm());
        assertEquals(1, window.model().frame());
        assertEquals(d.probe().centre().x(), window.model().scenario().ball().x());
    }
}
