package bouncelab.ui;

import bouncelab.ui.common.Styles;
import bouncelab.ui.common.UiWords;
import bouncelab.ui.window.MainWindow;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.ToolBar;
import javafx.scene.input.KeyCode;
import javafx.scene.shape.Circle;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** F5 makes the window a projector's: the court alone, large type, transport only, a pointer; Esc undoes it. */
@ExtendWith(ApplicationExtension.class)
class PresentationModeTest {
    private Stage stage;
    private MainWindow window;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        window = ShownWindow.on(stage);
    }

    @Test
    void f5EnlargesTheTypeAndHidesTheSidePanelsAndEscBringsThemBack(FxRobot robot) {
        Button play = robot.lookup("#play").queryButton();
        double courtWidth = window.court().getWidth();
        double[] dividers = robot.lookup(".split-pane").queryAs(SplitPane.class).getDividerPositions();
        assertEquals(14, play.getFont().getSize(), 0.01);
        assertNotNull(window.lessonPanel().getScene());

        robot.moveTo(window.court()).type(KeyCode.F5);
        ShownWindow.pulse(); // styled and laid out at the large type before anything is measured
        assertTrue(window.presentation().isOn());
        assertTrue(stage.isFullScreen());
        assertNull(window.lessonPanel().getScene(), "the lessons are hidden");
        assertTrue(robot.lookup("#inspector").tryQuery().isEmpty(), "the working is hidden");
        assertFalse(robot.lookup("#algorithm-tools").query().isVisible(), "the algorithm bar is hidden");
        assertFalse(robot.lookup(".menu-bar").query().isVisible(), "the menus are hidden");
        assertNull(window.tabs().getScene(), "the tabs and their headers are hidden: the stepping view alone");
        assertTrue(play.isVisible(), "the transport stays");
        assertTrue(robot.lookup("#timeline").query().isVisible(), "the timeline stays");
        assertEquals(24, play.getFont().getSize(), 0.01, "type enlarged");
        assertTrue(window.root().getStyleClass().contains("font-24"));
        assertTrue(window.root().getPseudoClassStates().contains(Styles.PRESENTING));
        assertFalse(robot.lookup("#time-label").query().isVisible(), "what the bar can lose, it loses");
        assertTrue(
                window.court().getWidth() > 1.6 * courtWidth,
                "court " + window.court().getWidth() + " px wide, was " + courtWidth);
        robot.type(KeyCode.RIGHT, 3);
        assertEquals(3, window.model().frame(), "the keys still step");

        // what the class is looking at is always said, over the court and never on it
        String title = window.presentationBar().titleText();
        assertTrue(
                title.contains(window.model().algorithm().title()) && title.contains("rules: Bounce Lab's own"), title);
        robot.type(KeyCode.DIGIT4);
        assertTrue(
                window.presentationBar().titleText().contains("Swept"),
                window.presentationBar().titleText());
        assertTrue(robot.lookup("#presentation-legend").query().isVisible(), "a compact legend");
        assertTrue(robot.lookup("#presentation-esc").query().isVisible(), "how to go back, said in the bar");
        assertEquals("", stage.getFullScreenExitHint(), "nothing written over the court");
        var bar = window.presentationBar().localToScene(window.presentationBar().getBoundsInLocal());
        var court = window.court().localToScene(window.court().getBoundsInLocal());
        assertTrue(bar.getMaxY() <= court.getMinY(), "the bar " + bar + " is above the court " + court);

        robot.type(KeyCode.ESCAPE);
        ShownWindow.pulse();
        assertFalse(window.presentation().isOn());
        assertFalse(stage.isFullScreen());
        assertNotNull(window.lessonPanel().getScene());
        assertNotNull(window.tabs().getScene());
        assertTrue(robot.lookup("#inspector").tryQuery().isPresent());
        assertTrue(robot.lookup("#algorithm-tools").query().isVisible());
        assertFalse(window.root().getPseudoClassStates().contains(Styles.PRESENTING));
        assertTrue(robot.lookup("#time-label").query().isVisible());
        assertEquals(14, play.getFont().getSize(), 0.01);
        // the window leaves full screen at about its old size (Monocle's differs by a few pixels)
        assertEquals(courtWidth, window.court().getWidth(), 0.02 * courtWidth);
        double[] after = robot.lookup(".split-pane").queryAs(SplitPane.class).getDividerPositions();
        assertEquals(dividers[0], after[0], 0.01);
        assertEquals(dividers[1], after[1], 0.01);
    }

    /**
     * How to go back is said at the bar's end: readable from the back of a room (as large as the legend, the 24 px the
     * README promises), plainer than the title and in the quieter colour, so it does not pull the eye from the court.
     */
    @Test
    void theBarSaysHowToGoBackReadablyButQuietly(FxRobot robot) {
        ShownWindow.fxLaidOut(window::togglePresentation);
        Label esc = robot.lookup("#presentation-esc").queryAs(Label.class);
        Label title = robot.lookup("#presentation-title").queryAs(Label.class);
        assertEquals("Esc: back to the window", esc.getText());
        assertTrue(esc.isVisible());
        assertEquals(24, esc.getFont().getSize(), 0.1, "the presenting type's size");
        var legendText = robot.from(robot.lookup("#presentation-legend").queryAs(Node.class))
                .lookup(".label")
                .queryAs(Label.class);
        assertEquals(legendText.getFont().getSize(), esc.getFont().getSize(), 0.1);
        assertTrue(esc.getFont().getSize() <= title.getFont().getSize());
        assertTrue(
                !esc.getFont().getStyle().contains("Bold")
                        && title.getFont().getStyle().contains("Bold"),
                "plainer than the title: " + esc.getFont() + ", " + title.getFont());
        assertTrue(!esc.getTextFill().equals(title.getTextFill()), "quieter than the title: " + esc.getTextFill());
        var bar = window.presentationBar().localToScene(window.presentationBar().getBoundsInLocal());
        var at = esc.localToScene(esc.getBoundsInLocal());
        assertTrue(bar.contains(at), "in the bar, never over the court: " + at);
        ShownWindow.fxLaidOut(window::togglePresentation);
    }

    /**
     * Leaving presentation, the tool bars are as they were: at the large type the Step tab's bar had put the Rules
     * choice and the zoom buttons into its » menu, and kept them there (and stood taller) back at normal type.
     */
    @Test
    void afterPresentingOnEveryTabTheToolBarsShowWhatTheyShowedBefore(FxRobot robot) {
        ToolBar tools = robot.lookup("#algorithm-tools").queryAs(ToolBar.class);
        Node rules = robot.lookup("#rules-choice").query();
        double height = tools.getHeight();
        assertTrue(shownIn(rules, tools), "the Rules choice is on the bar, not in its » menu");
        for (int tab = 0; tab < window.tabs().getTabs().size(); tab++) {
            int t = tab;
            // each laid out: the bars are refitted to the large type and back, as a teacher's would be
            ShownWindow.fxLaidOut(() -> window.tabs().getSelectionModel().select(t));
            ShownWindow.fxLaidOut(window::togglePresentation);
            ShownWindow.fxLaidOut(window::togglePresentation);
        }
        ShownWindow.fxLaidOut(() -> window.tabs().getSelectionModel().select(0));
        assertTrue(shownIn(rules, tools), "the Rules choice is back on the bar");
        assertTrue(shownIn(robot.lookup("#zoom-fit").query(), tools), "and the zoom buttons");
        assertEquals(height, tools.getHeight(), 0.5, "the bar as tall as before");
    }

    private static boolean shownIn(Node item, Node bar) {
        for (Node n = item; n != null; n = n.getParent()) {
            if (n == bar) {
                return item.isVisible();
            }
        }
        return false;
    }

    @Test
    void thePointerHighlightFollowsTheMouseOverTheCourtOnlyWhilePresenting(FxRobot robot) {
        Circle disc = robot.lookup("#pointer-highlight").queryAs(Circle.class);
        robot.moveTo(window.court());
        assertFalse(disc.isVisible(), "no pointer when not presenting");

        ShownWindow.fxLaidOut(window::togglePresentation); // the court at its new size
        Point2D centre = window.court()
                .localToScreen(window.court().getWidth() / 2, window.court().getHeight() / 2);
        robot.moveTo(centre.add(100, 50));
        assertTrue(disc.isVisible());
        assertEquals(centre.add(100, 50).distance(disc.localToScreen(disc.getCenterX(), disc.getCenterY())), 0, 1.5);
        robot.moveBy(-240, 60);
        assertEquals(centre.add(-140, 110).distance(disc.localToScreen(disc.getCenterX(), disc.getCenterY())), 0, 1.5);
        robot.moveTo(robot.lookup("#play").queryButton());
        assertFalse(disc.isVisible(), "the pointer shows over the court only");

        robot.moveTo(centre).type(KeyCode.ESCAPE);
        assertFalse(disc.isVisible());
    }

    /**
     * What the window says on its status line is said in the presentation bar while presenting, where the status line
     * is hidden: V with no question to vote on had looked like a key that did nothing. A step clears it.
     */
    @Test
    void whatTheWindowSaysWhilePresentingIsSaidInTheBar(FxRobot robot) {
        robot.moveTo(window.court()).type(KeyCode.F5);
        assertEquals("", window.presentationBar().noticeText());
        robot.type(KeyCode.V); // no lesson open: no question for a class vote
        ShownWindow.pulse();
        assertEquals(
                UiWords.messages("vote.noQuestion"), window.presentationBar().noticeText());
        var notice = robot.lookup("#presentation-notice").query();
        assertTrue(notice.isVisible());
        var bar = window.presentationBar().localToScene(window.presentationBar().getBoundsInLocal());
        var court = window.court().localToScene(window.court().getBoundsInLocal());
        assertTrue(bar.getMaxY() <= court.getMinY(), "the bar " + bar + " is above the court " + court);
        robot.type(KeyCode.RIGHT);
        assertEquals("", window.presentationBar().noticeText(), "said until the teacher moves on");
        robot.type(KeyCode.V);
        robot.type(KeyCode.ESCAPE);
        assertEquals("", window.presentationBar().noticeText(), "said for the presentation only");
        assertEquals(UiWords.messages("vote.noQuestion"), window.status().getText(), "and on the status line");
        robot.type(KeyCode.F5);
        ShownWindow.fx(() -> window.files().openInBackground(java.nio.file.Path.of("no-such-shot.json")));
        ShownWindow.waitOnFx(
                "the refusal", () -> !window.presentationBar().noticeText().isEmpty());
        assertTrue(window.presentationBar().noticeText().contains("no-such-shot.json"), "a problem is said too");
    }

    /** A teacher presenting a lesson can show its text beside the court with L, in the large type; Esc restores all. */
    @Test
    void lShowsTheLessonBesideTheCourtWhilePresenting(FxRobot robot) {
        ShownWindow.fx(() ->
                window.lessons().open(window.lessons().find("06-tunnelling").orElseThrow()));
        double[] dividers = robot.lookup(".split-pane").queryAs(SplitPane.class).getDividerPositions();
        double courtWidth = window.court().getWidth();
        robot.moveTo(window.court()).type(KeyCode.F5);
        assertNull(window.lessonPanel().getScene());
        robot.type(KeyCode.L);
        ShownWindow.pulse(); // measured as laid out
        assertNotNull(window.lessonPanel().getScene(), "the lesson beside the court");
        assertTrue(robot.lookup("#inspector").tryQuery().isEmpty(), "the working stays hidden");
        var heading = robot.lookup(".lesson-panel .label").queryAllAs(Label.class).stream()
                .filter(Node::isVisible)
                .findFirst()
                .orElseThrow();
        assertTrue(
                heading.getFont().getSize() >= 24,
                "large type: " + heading.getFont().getSize());
        assertTrue(
                window.court().getWidth() > 300,
                "the court keeps most of the room: " + window.court().getWidth());
        robot.type(KeyCode.ESCAPE);
        ShownWindow.pulse();
        assertNotNull(window.lessonPanel().getScene());
        assertTrue(robot.lookup("#inspector").tryQuery().isPresent());
        double[] after = robot.lookup(".split-pane").queryAs(SplitPane.class).getDividerPositions();
        assertEquals(dividers.length, after.length);
        assertEquals(dividers[0], after[0], 0.01);
        // the working as wide as before: the lessons' divider while presenting is no measure of it (it had taken it
        // for the working's, and the working came back three times as wide, the court squeezed)
        assertEquals(dividers[1], after[1], 0.01);
        assertEquals(courtWidth, window.court().getWidth(), 2);
    }
}
