package bouncelab.lessons;

import bouncelab.core.scenario.Scenario;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * What reading one lesson.md needs and gathers: the scenario (to check placeholder and object names), the folder
 * (to check images), the line the body starts on, and the actions and questions found, in order.
 * Lives for one read only.
 */
final class ReadContext {
    final @Nullable Scenario scenario;
    final @Nullable LessonFolder folder;
    final int firstLine;
    final List<Inline.ActionLink> actions = new ArrayList<>();
    final List<Question> questions = new ArrayList<>();
    /** The mistakes found so far, one per block at most, in the order of the text. */
    final List<LessonFormatException> problems = new ArrayList<>();
    /** Counted as they are read, against {@link bouncelab.core.scenario.ShotLimits}. */
    int placeholders;

    int images;

    /** The lesson's scenario, which names in the text are checked against; a task's text has none and asks none. */
    Scenario scenario() {
        return Objects.requireNonNull(scenario, "a task's text names nothing in a scenario");
    }

    /** The lesson's folder, which pictures are found in; a task's text has none and shows none. */
    LessonFolder folder() {
        return Objects.requireNonNull(folder, "a task's text shows no pictures");
    }

    ReadContext(@Nullable Scenario scenario, @Nullable LessonFolder folder, int firstLine) {
        this.scenario = scenario;
        this.folder = folder;
        this.firstLine = firstLine;
    }

    /** A line of lesson.md from a 0-based line index of the body. */
    int line(int bodyLineIndex) {
        return firstLine + bodyLineIndex;
    }
}
