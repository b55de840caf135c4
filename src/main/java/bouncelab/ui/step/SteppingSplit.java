package bouncelab.ui.step;

import javafx.scene.Node;
import javafx.scene.control.SplitPane;

/**
 * The middle of the stepping view: the lessons, the court and the working side by side. The lessons can be put away
 * (View → Lessons, or L) and back; the court takes their room, the working keeps its own.
 */
final class SteppingSplit {
    private final SplitPane split;
    private final Node lessons;

    SteppingSplit(Node lessons, Node court, Node working) {
        this.lessons = lessons;
        split = new SplitPane(lessons, court, working);
        split.setDividerPositions(0.27, 0.72);
        SplitPane.setResizableWithParent(lessons, false);
        SplitPane.setResizableWithParent(working, false);
    }

    SplitPane pane() {
        return split;
    }

    /** Shows or hides the lessons; {@code presenting}, shown, they get more room for their large type. */
    void toggleLessons(boolean presenting) {
        if (split.getItems().contains(lessons)) {
            split.getItems().remove(lessons);
            split.setDividerPositions(0.72);
        } else {
            split.getItems().add(0, lessons);
            // presenting, the lesson's large type needs more room to be read from the back of the class
            split.setDividerPositions(presenting ? 0.36 : 0.27, 0.72);
        }
    }
}
