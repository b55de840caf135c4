package bouncelab.lessons;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Writes small lesson folders for tests. The good lesson's lines are fixed so tests can name them. */
final class LessonFolders {
    private LessonFolders() {}

    /** Front matter on lines 1–7; the body starts on line 8. */
    static final String FRONT = """
            ---
            title: A good lesson
            article: "Pong - Collision Detection"
            algorithm: pythagoras
            overlays: path, labels
            frame: 1
            ---
            """;

    /**
     * Line 9 heading, 11 a paragraph with a placeholder and an action, 13–18 a question (fence on 13, ask 14,
     * choices 15, answer 16, check 17).
     */
    static final String BODY = """

            # Hello

            The ball ends frame {{frame}} at x = {{ball.x}}. [Step on](action:frame=2)

            ```question
            ask: Does the ball reach the paddle in frame 2?
            choices: yes | no
            answer: no
            check: no event bounce at frame 2
            ```
            """;

    /** A Pong paddle on the right and a slow ball: nothing happens for a long while. */
    static final String SCENARIO = """
            {
              "court": {"width": 800, "height": 600, "walls": ["top", "bottom"]},
              "dt": 0.02,
              "ball": {"x": 400, "y": 300, "radius": 8, "vx": 100, "vy": 0},
              "paddles": [
                {"id": "right", "x": 700, "y": 250, "width": 12, "height": 100}
              ],
              "algorithm": "swept"
            }
            """;

    static Path write(Path root, String name, String lessonMd, String scenarioJson) {
        Path dir = root.resolve(name);
        try {
            Files.createDirectories(dir);
            if (lessonMd != null) {
                Files.writeString(dir.resolve(LessonLoader.LESSON_FILE), lessonMd);
            }
            if (scenarioJson != null) {
                Files.writeString(dir.resolve(LessonLoader.SCENARIO_FILE), scenarioJson);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return dir;
    }

    static Path good(Path root, String name) {
        return write(root, name, FRONT + BODY, SCENARIO);
    }
}
