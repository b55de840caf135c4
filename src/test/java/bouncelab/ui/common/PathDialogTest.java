package bouncelab.ui.common;

import bouncelab.ui.ShownWindow;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 15: where to save a worksheet (or any export, or a shot) is asked in the app's own dialog, which fits a bare
 * 1024 × 768 screen; the system's chooser had opened 1096 × 822 there, its Save button off the screen.
 */
@ExtendWith(ApplicationExtension.class)
class PathDialogTest {
    private static final List<PathDialog.Format> WORKSHEET = List.of(
            new PathDialog.Format("PDF to print, A4", ".pdf"),
            new PathDialog.Format("PDF to print, US Letter", ".pdf"),
            new PathDialog.Format("Web page, its pictures in a folder beside it", ".html"));
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        ShownWindow.show(stage, new Scene(new StackPane(new Label("the window")), 1024, 768));
    }

    private static <T> T fx(Callable<T> work) throws Exception {
        return WaitForAsyncUtils.asyncFx(work).get();
    }

    @Test
    void whatWasTypedIsCheckedInOneLine(@TempDir Path dir) throws Exception {
        PathDialog.Format pdf = WORKSHEET.get(0);
        assertTrue(PathDialog.problem(PathDialog.Purpose.SAVE_FILE, " ", pdf).startsWith("Type where"));
        assertEquals(
                "There is no folder " + dir.resolve("nowhere") + " to save into.",
                PathDialog.problem(
                        PathDialog.Purpose.SAVE_FILE,
                        dir.resolve("nowhere/ws.pdf").toString(),
                        pdf));
        assertEquals(
                dir + " is a folder: add a file name.",
                PathDialog.problem(PathDialog.Purpose.SAVE_FILE, dir.toString(), pdf));
        assertNull(PathDialog.problem(
                PathDialog.Purpose.SAVE_FILE, dir.resolve("ws").toString(), pdf));
        assertEquals(
                "There is no file " + dir.resolve("shot.json") + ".",
                PathDialog.problem(
                        PathDialog.Purpose.OPEN_FILE, dir.resolve("shot.json").toString(), pdf));
        Files.writeString(dir.resolve("shot.json"), "{}");
        assertNull(PathDialog.problem(
                PathDialog.Purpose.OPEN_FILE, dir.resolve("shot.json").toString(), pdf));
        assertNull(PathDialog.problem(PathDialog.Purpose.SAVE_FOLDER, dir.toString(), pdf));

        assertEquals(dir.resolve("ws.pdf"), PathDialog.withEnding(PathDialog.Purpose.SAVE_FILE, dir + "/ws", pdf));
        assertEquals(dir.resolve("ws.pdf"), PathDialog.withEnding(PathDialog.Purpose.SAVE_FILE, dir + "/ws.pdf", pdf));
        assertEquals(
                dir.resolve("ws.htm"),
                PathDialog.withEnding(PathDialog.Purpose.SAVE_FILE, dir + "/ws.htm", WORKSHEET.get(2)));
    }

    /**
     * Typing /dev/full quietly wrote /dev/full.csv, and Export CSV onto a file that was there replaced it without a
     * word. A device or a pipe is refused in words, as a folder is; a file that is there is asked about first.
     */
    @Test
    void devicesAreRefusedAndAFileThatIsThereIsAskedAbout(@TempDir Path dir) throws Exception {
        PathDialog.Format csv = new PathDialog.Format("CSV table", ".csv");
        if (Files.exists(Path.of("/dev/full"))) {
            assertEquals(
                    "/dev/full is a device, a named pipe or a socket, not a file: choose a file.",
                    PathDialog.problem(PathDialog.Purpose.SAVE_FILE, "/dev/full", csv));
            assertEquals(
                    "/dev/full is a device, a named pipe or a socket, not a file: choose a file.",
                    PathDialog.problem(PathDialog.Purpose.OPEN_FILE, "/dev/full", csv));
        }
        Path pipe = dir.resolve("pipe.csv");
        Process p = new ProcessBuilder("mkfifo", pipe.toString()).start();
        if (p.waitFor() == 0) {
            assertEquals(
                    pipe + " is a device, a named pipe or a socket, not a file: choose a file.",
                    PathDialog.problem(
                            PathDialog.Purpose.SAVE_FILE, dir.resolve("pipe").toString(), csv));
        }
        assertNull(PathDialog.replaces(
                PathDialog.Purpose.SAVE_FILE, dir.resolve("log").toString(), csv));
        Files.writeString(dir.resolve("log.csv"), "the teacher's marks");
        assertNull(PathDialog.problem(
                PathDialog.Purpose.SAVE_FILE, dir.resolve("log").toString(), csv));
        assertEquals(
                "log.csv already exists in " + dir + ". Replace it?",
                PathDialog.replaces(
                        PathDialog.Purpose.SAVE_FILE, dir.resolve("log").toString(), csv));
        assertNull(PathDialog.replaces(
                PathDialog.Purpose.OPEN_FILE, dir.resolve("log.csv").toString(), csv));
    }

    /** In the window: Cancel (the default) keeps the dialog open and the file as it was; Replace goes ahead. */
    @Test
    void replacingAFileIsAskedAndCancelKeepsIt(FxRobot robot, @TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("log.csv"), "the teacher's marks");
        CompletableFuture<Optional<PathDialog.Choice>> answer = new CompletableFuture<>();
        Platform.runLater(() -> answer.complete(PathDialog.ask(
                stage,
                "Export the log as CSV",
                PathDialog.Purpose.SAVE_FILE,
                dir.resolve("log.csv"),
                List.of(new PathDialog.Format("CSV table", ".csv")))));
        ShownWindow.waitOnFx(
                "the dialog", () -> robot.lookup("#path-field").tryQuery().isPresent());
        Button save = robot.lookup((Node n) -> n instanceof Button b && "Save".equals(b.getText()))
                .queryButton();
        for (String choice : List.of("Cancel", "Replace")) {
            Platform.runLater(save::fire); // the question's window waits on the FX thread for its answer
            ShownWindow.waitOnFx(
                    "the question",
                    () -> robot.lookup((Node n) -> n instanceof Button b && "Replace".equals(b.getText()))
                            .tryQuery()
                            .isPresent());
            DialogPane question = robot.lookup(".dialog-pane").queryAllAs(DialogPane.class).stream()
                    .filter(d ->
                            d.getContentText() != null && d.getContentText().contains("Replace it?"))
                    .findFirst()
                    .orElseThrow();
            assertEquals("log.csv already exists in " + dir + ". Replace it?", question.getContentText());
            Button answerButton = robot.from(question)
                    .lookup((Node n) -> n instanceof Button b && choice.equals(b.getText()))
                    .queryButton();
            assertEquals(choice.equals("Cancel"), answerButton.isDefaultButton(), "Cancel is the default");
            fx(() -> {
                answerButton.fire();
                return null;
            });
            if (choice.equals("Cancel")) {
                WaitForAsyncUtils.waitForFxEvents();
                assertFalse(answer.isDone(), "still asking where");
                assertTrue(robot.lookup("#path-problem")
                        .queryAs(Label.class)
                        .getText()
                        .startsWith("Not replaced"));
            }
        }
        assertEquals(
                dir.resolve("log.csv"),
                answer.get(ShownWindow.WAIT_SECONDS, TimeUnit.SECONDS)
                        .orElseThrow()
                        .path());
        assertEquals("the teacher's marks", Files.readString(dir.resolve("log.csv")), "asking wrote nothing");
    }

    @Test
    void itFitsA1024By768ScreenAndGivesThePathAndFormatChosen(FxRobot robot, @TempDir Path dir) throws Exception {
        CompletableFuture<Optional<PathDialog.Choice>> answer = new CompletableFuture<>();
        Platform.runLater(() -> answer.complete(PathDialog.ask(
                stage,
                "Export the lesson as a worksheet",
                PathDialog.Purpose.SAVE_FILE,
                dir.resolve("06-tunnelling-worksheet.pdf"),
                WORKSHEET)));
        // looked for on the FX thread, which is building the dialog meanwhile
        ShownWindow.waitOnFx(
                "the dialog", () -> robot.lookup("#path-field").tryQuery().isPresent());
        TextField field = robot.lookup("#path-field").queryAs(TextField.class);
        Window dialog = fx(() -> field.getScene().getWindow());
        assertTrue(dialog.getWidth() > 300 && dialog.getWidth() <= 1024, "width " + dialog.getWidth());
        assertTrue(dialog.getHeight() > 100 && dialog.getHeight() <= 768, "height " + dialog.getHeight());
        Button save = robot.lookup((Node n) -> n instanceof Button b && "Save".equals(b.getText()))
                .queryButton();
        Bounds onScreen = fx(() -> save.localToScreen(save.getBoundsInLocal()));
        assertTrue(
                onScreen.getMaxX() <= 1024
                        && onScreen.getMaxY() <= 768
                        && onScreen.getMinX() >= 0
                        && onScreen.getMinY() >= 0,
                "Save on the screen: " + onScreen);

        // the web page: the name's ending follows the format
        @SuppressWarnings("unchecked")
        ChoiceBox<String> format = robot.lookup("#path-format").queryAs(ChoiceBox.class);
        fx(() -> {
            format.getSelectionModel().select(2);
            return null;
        });
        assertEquals(dir.resolve("06-tunnelling-worksheet.html").toString(), field.getText());

        // a folder that is not there keeps the dialog open, saying why
        fx(() -> {
            field.setText(dir.resolve("missing/ws").toString());
            save.fire();
            return null;
        });
        assertFalse(answer.isDone());
        assertEquals(
                "There is no folder " + dir.resolve("missing") + " to save into.",
                robot.lookup("#path-problem").queryAs(Label.class).getText());

        fx(() -> {
            field.setText(dir.resolve("ws").toString());
            save.fire();
            return null;
        });
        PathDialog.Choice c =
                answer.get(ShownWindow.WAIT_SECONDS, TimeUnit.SECONDS).orElseThrow();
        assertEquals(dir.resolve("ws.html"), c.path());
        assertEquals(2, c.format());
    }

    @Test
    void cancelGivesNothing(FxRobot robot, @TempDir Path dir) throws Exception {
        CompletableFuture<Optional<PathDialog.Choice>> answer = new CompletableFuture<>();
        Platform.runLater(() -> answer.complete(PathDialog.ask(
                stage,
                "Save the shot",
                PathDialog.Purpose.SAVE_FILE,
                dir.resolve("shot.json"),
                List.of(new PathDialog.Format("Bounce Lab shot", ".json")))));
        // looked for on the FX thread, which is building the dialog meanwhile
        ShownWindow.waitOnFx(
                "the dialog", () -> robot.lookup("#path-field").tryQuery().isPresent());
        assertTrue(
                robot.lookup("#path-format")
                        .tryQuery()
                        .map(n -> !n.isVisible() || n.getScene() == null)
                        .orElse(true),
                "one format: no choice to make");
        Button cancel = robot.lookup((Node n) -> n instanceof Button b && "Cancel".equals(b.getText()))
                .queryButton();
        fx(() -> {
            cancel.fire();
            return null;
        });
        assertEquals(Optional.empty(), answer.get(ShownWindow.WAIT_SECONDS, TimeUnit.SECONDS));
    }
}
