package bouncelab.lessons;

import bouncelab.core.scenario.Scenario;
import java.util.ArrayList;
import java.util.List;

/**
 * What reading one lesson.md needs and gathers: the scenario (to check placeholder and object names), the folder
 * (to check images), the line the body starts on, and the actions and questions found, in order.
 * Lives for one read only.
 */
final class ReadContext {
    final Scenario scenario;
    final LessonFolder folder;
    final int firstLine;
    final List<Inline.ActionLink> actions = new ArrayList<>();
    final List<Question> questions = new ArrayList<>();
    /** The mistakes found so far, one per block at most, in the order of the text. */
    final List<LessonFormatException> problems = new ArrayList<>();
    /** Counted as they are read, against {@link bouncelab.core.scenario.ShotLimits}. */
    int placeholders;

    int images;

    ReadContext(Scenario scenario, LessonFolder folder, int firstLine) {
        this.scenario = scenario;
        this.folder = folder;
        this.firstLine = firstLine;
    }

    /** A line of lesson.md from a 0-based line index of the body. */
    int line(int bodyLineIndex) {
        return firstLine + bodyLineIndex;
    }
}
