package bouncelab.cli;

import bouncelab.lessons.Lesson;
import bouncelab.ui.ShownWindow;
import bouncelab.ui.step.InspectorPane;
import bouncelab.ui.window.MainWindow;
import java.util.ArrayList;
import java.util.List;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import static bouncelab.cli.CliRun.strings;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code trace --lesson} works a lesson's frame as the window shows it. Lesson 6 runs under XNA's loop in the window
 * (its front matter says {@code rules: xna}; its scenario file says no rules), so the window's working of its frame
 * 9 has the XNA loop's float line, which {@code trace} on the scenario file alone (Bounce Lab's rules) lacks.
 */
@ExtendWith(ApplicationExtension.class)
class LessonTraceAsTheWindowTest {
    private static final String FLOATS = "in floats, with position the sprite's top-left corner";
    private MainWindow window;

    @Start
    void start(Stage stage) {
        window = ShownWindow.on(stage);
    }

    @Test
    void lessonSixsFrameNineIsWorkedAsTheWindowWorksIt() {
        List<String> shown = shownWorking("06-tunnelling", 9);
        CliRun r = CliRun.run("trace", "--lesson", "06-tunnelling", "--working", "--frames", "9");
        assertEquals(0, r.status(), r.err());
        var frame9 = CliRun.parse(r.lines().get(8));
        assertEquals("xna", CliRun.str(frame9, "rules"), "the lesson's rules, said on the line");
        assertEquals(shown, strings(frame9, "working"));
        assertTrue(shown.stream().anyMatch(l -> l.startsWith(FLOATS)), shown.toString());

        // the scenario file alone is Bounce Lab's shot: the same frame without XNA's float line
        CliRun file = CliRun.run("trace", "lessons/06-tunnelling/scenario.json", "--working", "--frames", "9");
        assertFalse(
                strings(CliRun.parse(file.lines().get(8)), "working").stream().anyMatch(l -> l.startsWith(FLOATS)));
    }

    /** Every lesson of the course, at the frame it opens at: the same working in the window and from trace. */
    @Test
    void everyLessonsOpeningFrameIsWorkedAlike() {
        List<String> differ = new ArrayList<>();
        for (Lesson l :
                ShownWindow.onFx(() -> window.lessons().courseProperty().get().lessons())) {
            if (l.openFrame() < 1) {
                continue; // frame 0: nothing worked yet
            }
            List<String> shown = shownWorking(l.id(), l.openFrame());
            CliRun r = CliRun.run("trace", "--lesson", l.id(), "--working", "--frames", "" + l.openFrame());
            assertEquals(0, r.status(), r.err());
            List<String> traced = strings(CliRun.parse(r.lines().get(l.openFrame() - 1)), "working");
            if (!shown.equals(traced)) {
                differ.add(l.id() + " frame " + l.openFrame() + ": window " + shown + " trace " + traced);
            }
        }
        assertEquals(List.of(), differ);
    }

    /** The working lines the window shows for {@code frame} of the lesson, without its header and its last line. */
    private List<String> shownWorking(String id, int frame) {
        ShownWindow.fx(() -> window.lessons().open(window.lessons().find(id).orElseThrow()));
        ShownWindow.fx(() -> window.model().jumpTo(frame));
        String text = ShownWindow.onFx(() -> ((InspectorPane) window.root().lookup("#inspector")).working());
        List<String> lines = new ArrayList<>();
        for (String line : text.split("\n")) {
            if (line.startsWith("• ")) {
                lines.add(line.substring(2)); // an item's summary
            } else if (line.startsWith("    ")) {
                lines.add(line.strip()); // its quantities and checks
            }
        }
        return lines;
    }
}
