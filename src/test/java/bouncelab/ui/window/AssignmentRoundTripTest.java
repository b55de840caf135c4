package bouncelab.ui.window;

import bouncelab.cli.BounceLabCli;
import bouncelab.cli.CliStreams;
import bouncelab.io.recovery.RecoveryStore;
import bouncelab.io.scenario.Assignment;
import bouncelab.io.scenario.ScenarioLoader;
import bouncelab.io.scenario.ScenarioWriter;
import bouncelab.io.scenario.Shot;
import bouncelab.ui.ShownWindow;
import bouncelab.ui.session.DefaultShot;
import bouncelab.ui.tab.LazyTab;
import bouncelab.ui.yours.StarterTemplate;
import bouncelab.ui.yours.YoursView;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Collectors;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TextField;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 31's round trip, as a teacher and two students do it: File, Make an assignment writes one file; a student
 * opens it and lands on Your test with the task beside the editor and the starter in it, types a name and a test,
 * and Save keeps both in that file; another saves the starter untouched and no name; grade --report on the class
 * folder (the handout in it too) files them under the name typed, else the file's name.
 */
@ExtendWith(ApplicationExtension.class)
class AssignmentRoundTripTest {
    private static final String TASK =
            "# Catch the fast ball\n\nWrite `hitPaddle` so the ball *never* goes " + "through.\n";
    private static final String STARTER = "boolean hitPaddle(Paddle paddle, Ball ball) {\n  return false;\n}\n";
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    private MainWindow open(Path recovery) {
        AtomicReference<MainWindow> w = new AtomicReference<>();
        ShownWindow.fx(() -> {
            MainWindow window = Windows.full(DefaultShot.pong(), stage, new RecoveryStore(recovery), null);
            ShownWindow.show(stage, window.createScene(1024, 768));
            w.set(window);
        });
        return w.get();
    }

    @Test
    void handOutOpenWorkSaveAndGrade(@TempDir Path dir) throws IOException {
        Path handout = dir.resolve("handout").resolve("tunnel.json");
        Files.createDirectories(handout.getParent());
        MainWindow teacher = open(Files.createDirectories(dir.resolve("teacher-recovery")));
        ShownWindow.fx(() -> {
            teacher.files().setAssignmentAsk(() -> Optional.of(new AssignmentDialog.Draft(TASK, STARTER, handout)));
            menuItem(teacher, "File", "Make an assignment…").fire();
        });
        Shot handedOut = ScenarioLoader.loadShot(handout);
        assertEquals(new Assignment(TASK, STARTER, ""), handedOut.assignment());
        assertNull(handedOut.yours());
        assertEquals(DefaultShot.pong().court(), handedOut.scenario().court());

        Path classFolder = Files.createDirectories(dir.resolve("class-10b"));
        Files.copy(handout, classFolder.resolve("tunnel.json")); // the handout sits among the work: not graded
        Path amy = Files.copy(handout, classFolder.resolve("amy.json"));
        Path ben = Files.copy(handout, classFolder.resolve("ben.json"));

        MainWindow student = open(Files.createDirectories(dir.resolve("amy-recovery")));
        ShownWindow.fx(() -> assertTrue(student.files().open(amy)));
        ShownWindow.fx(() -> {
            assertEquals(
                    "Your test",
                    student.tabs().getSelectionModel().getSelectedItem().getText());
            YoursView view = (YoursView) LazyTab.unwrap(
                    student.tabs().getSelectionModel().getSelectedItem().getUserData());
            assertEquals(STARTER, view.editor().getText());
            assertNotNull(view.taskPane(), "the task beside the editor");
            String shown = view.taskPane().lookupAll(".lesson-text").stream()
                    .map(n -> ((Text) n).getText())
                    .collect(Collectors.joining());
            assertTrue(shown.contains("Catch the fast ball") && shown.contains("never"), shown);
            TextField name = (TextField) view.taskPane().lookup("#yours-student");
            name.setText("x".repeat(81)); // longer than a shot file keeps a name: not taken
            assertEquals("", name.getText());
            name.setText("Amy Lee");
            view.editor().replaceText(resource("slides.pde"));
            assertTrue(student.files().unsaved(), "her work is Save's to keep");
            assertTrue(student.files().saveOrChoose(), "Save writes the file she opened, without asking");
        });
        Shot handedBack = ScenarioLoader.loadShot(amy);
        assertEquals("Amy Lee", handedBack.assignment().student());
        assertEquals(TASK, handedBack.assignment().task());
        assertEquals(resource("slides.pde"), handedBack.yours());

        ShownWindow.fx(() -> {
            assertTrue(student.files().open(ben));
            assertTrue(student.files().saveOrChoose()); // the starter as it came: handed back untouched
        });
        assertEquals(STARTER, ScenarioLoader.loadShot(ben).yours());

        Path marks = dir.resolve("marks");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = BounceLabCli.run(
                new String[] {"grade", "--report", marks.toString(), classFolder.toString()},
                new CliStreams(new ByteArrayInputStream(new byte[0]), out, err));
        assertEquals(0, status, err.toString(StandardCharsets.UTF_8));
        assertEquals(2, out.toString(StandardCharsets.UTF_8).lines().count(), "the handout keeps no test");
        List<String> rows = Files.readAllLines(marks.resolve("marks.csv"));
        assertEquals(3, rows.size(), rows::toString);
        assertTrue(rows.get(1).startsWith("Amy Lee,true,14,14,1,"), rows.get(1));
        assertTrue(rows.get(2).startsWith("ben,true,"), rows.get(2));
        assertFalse(rows.get(2).startsWith("ben,true,14,14"), rows.get(2));
        assertTrue(Files.isRegularFile(marks.resolve("feedback/Amy Lee.pdf")));
    }

    @Test
    void aPlainShotOpenedAfterAnAssignmentTakesTheTaskAway(@TempDir Path dir) throws IOException {
        Path handout = dir.resolve("a.json");
        Files.writeString(
                handout,
                ScenarioWriter.toJson(
                        new Shot(DefaultShot.pong(), null, false).withAssignment(new Assignment(TASK, null, ""))));
        Path plain = dir.resolve("plain.json");
        Files.writeString(plain, ScenarioWriter.toJson(DefaultShot.pong()));
        MainWindow window = open(Files.createDirectories(dir.resolve("recovery")));
        ShownWindow.fx(() -> assertTrue(window.files().open(handout)));
        ShownWindow.fx(() -> {
            YoursView view = (YoursView) LazyTab.unwrap(
                    window.tabs().getSelectionModel().getSelectedItem().getUserData());
            assertEquals(StarterTemplate.text(), view.editor().getText(), "no starter of its own: the tab's");
            assertNotNull(view.taskPane());
            assertTrue(window.files().open(plain));
            assertNull(view.taskPane());
        });
    }

    /** The name a student types is in the recovery copy too: a crash before Save does not lose it. */
    @Test
    void theNameTypedOutlivesACrash(@TempDir Path dir) throws IOException {
        Path amy = dir.resolve("amy.json");
        Files.writeString(
                amy,
                ScenarioWriter.toJson(
                        new Shot(DefaultShot.pong(), null, false).withAssignment(new Assignment(TASK, STARTER, ""))));
        Path recovery = Files.createDirectories(dir.resolve("recovery"));
        MainWindow window = open(recovery);
        ShownWindow.fx(() -> assertTrue(window.files().open(amy)));
        ShownWindow.fx(() -> {
            YoursView view = (YoursView) LazyTab.unwrap(
                    window.tabs().getSelectionModel().getSelectedItem().getUserData());
            ((TextField) view.taskPane().lookup("#yours-student")).setText("Amy Lee");
            window.autosave().flush(); // the moment's wait over
        });
        Shot kept = ScenarioLoader.loadShot(window.autosave().store().file());
        assertEquals("Amy Lee", kept.assignment().student());
        assertEquals(TASK, kept.assignment().task());
    }

    private static MenuItem menuItem(MainWindow window, String menu, String item) {
        MenuBar bar = (MenuBar) window.root().lookup(".menu-bar");
        Menu m = bar.getMenus().stream()
                .filter(x -> x.getText().replace("_", "").equals(menu))
                .findFirst()
                .orElseThrow();
        return m.getItems().stream()
                .filter(i -> item.equals(i.getText()))
                .findFirst()
                .orElseThrow();
    }

    private static String resource(String name) {
        try (InputStream in = AssignmentRoundTripTest.class.getResourceAsStream("/bouncelab/student/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).replace("\r\n", "\n");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
