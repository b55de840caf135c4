package bouncelab.ui;

import bouncelab.ui.window.MainWindow;
import java.util.List;
import java.util.Optional;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import static bouncelab.ui.ShownWindow.fx;
import static bouncelab.ui.ShownWindow.onFx;
import static bouncelab.ui.ShownWindow.waitOnFx;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * V and a question's "Class vote (V)" button reach the class vote. Where this machine has a local-network address the
 * projector's window opens (its server on that address only); where it has none the status line says so, which is
 * the vote refusing, not the key lost. Either way nothing else happens: one window at a time.
 */
@ExtendWith(ApplicationExtension.class)
class ClassVoteKeysTest {
    private MainWindow window;

    @Start
    void start(Stage stage) {
        window = ShownWindow.on(stage);
    }

    @AfterEach
    void closeVotes() {
        fx(() -> votes().forEach(w -> ((Stage) w).close())); // the server stops with its window
    }

    private static List<Window> votes() {
        return Window.getWindows().stream()
                .filter(w -> w instanceof Stage s
                        && s.getTitle() != null
                        && s.getTitle().startsWith("Class vote · "))
                .toList();
    }

    private static String status(FxRobot robot) {
        return onFx(() -> robot.lookup("#status").queryAs(Label.class).getText());
    }

    private static void waitForTheVote(FxRobot robot) {
        waitOnFx(
                "the class vote's window or its refusal",
                () -> !votes().isEmpty()
                        || robot.lookup("#status")
                                .queryAs(Label.class)
                                .getText()
                                .startsWith("Class vote: "));
    }

    @Test
    void withoutALessonVSaysWhatToOpenFirst(FxRobot robot) {
        robot.moveTo(window.court()).type(KeyCode.V);
        waitForTheVote(robot);
        assertTrue(votes().isEmpty());
        assertEquals("Class vote: open a lesson with a question that has choices first", status(robot));
    }

    @Test
    void vOnALessonOpensTheVoteOnItsQuestion(FxRobot robot) {
        fx(() -> window.lessons().open(window.lessons().find("06-tunnelling").orElseThrow()));
        robot.moveTo(window.court()).type(KeyCode.V);
        waitForTheVote(robot);
        assertOpenedOrRefused(robot, "Class vote · Tunnelling · question 1");

        robot.type(KeyCode.V); // a second V brings the same window forward
        ShownWindow.pulse();
        assertTrue(votes().size() <= 1, "one vote at a time: " + votes().size());
    }

    @Test
    void theQuestionsButtonOpensTheVoteOnThatQuestion(FxRobot robot) {
        fx(() -> window.lessons().open(window.lessons().find("06-tunnelling").orElseThrow()));
        ShownWindow.pulse();
        fx(() -> robot.lookup("#question-2-vote").queryButton().fire());
        waitForTheVote(robot);
        assertOpenedOrRefused(robot, "Class vote · Tunnelling · question 2");
    }

    private static void assertOpenedOrRefused(FxRobot robot, String title) {
        Optional<Window> shown = votes().stream().findFirst();
        if (shown.isPresent()) {
            assertEquals(title, ((Stage) shown.get()).getTitle());
        } else {
            assertEquals("Class vote: this computer is on no local network, so phones cannot reach it", status(robot));
        }
    }
}
