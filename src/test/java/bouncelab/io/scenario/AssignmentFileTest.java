package bouncelab.io.scenario;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.geometry.Rect;
import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.Court;
import bouncelab.core.scenario.Paddle;
import bouncelab.core.scenario.Scenario;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 31's assignment file: a shot that also keeps the task (Markdown), the starter code and the name the student
 * types; written as handed out (an empty "student"), read back, and refused in one line when it is not one.
 */
class AssignmentFileTest {
    private static final Scenario SHOT = new Scenario(
            Court.closed(800, 600),
            1 / 60.0,
            new Ball(400, 300, 8, 900, 0, 0),
            List.of(new Paddle("right", new Rect(740, 250, 12, 100))),
            List.of(),
            null,
            null,
            AlgorithmId.SWEPT);
    private static final String TASK = "# Catch the fast ball\n\nWrite `hitPaddle` so the ball *never* tunnels.\n";
    private static final String STARTER = "boolean hitPaddle(Paddle paddle, Ball ball) {\n  return false;\n}\n";

    /**
     * A shot is written only if it opens again: an 89-character name, or a test over the limit, was saved and the
     * file then refused. Refused before anything is written, with the field and why; a file there before is kept.
     */
    @Test
    void whatTheLoaderWouldRefuseIsNeverWritten(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("mine.json");
        Files.writeString(file, "the student's last good save");
        String longName = "Alexandra Konstantinopoulou-Papadimitriou, class 10B, period 4, Ms Smith's group, Tuesday";
        ScenarioException name = assertThrows(
                ScenarioException.class,
                () -> ScenarioWriter.save(
                        new Shot(SHOT, null, false).withAssignment(new Assignment(TASK, STARTER, longName)), file));
        assertEquals("student", name.field());
        assertTrue(name.getMessage().contains("at most 80 characters, got 89"), name.getMessage());
        ScenarioException yours = assertThrows(
                ScenarioException.class,
                () -> ScenarioWriter.save(new Shot(SHOT, "x".repeat(Shot.MAX_YOURS + 1), false), file));
        assertEquals("yours", yours.field());
        assertEquals("the student's last good save", Files.readString(file));
        ScenarioWriter.save(new Shot(SHOT, "x".repeat(Shot.MAX_YOURS), false), file); // at the limit: written
        assertEquals(Shot.MAX_YOURS, ScenarioLoader.loadShot(file).yours().length());
    }

    @Test
    void handedOutItKeepsTaskStarterAndAnEmptyNameAndNoTest(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("tunnel.json");
        ScenarioWriter.save(new Shot(SHOT, null, false).withAssignment(new Assignment(TASK, STARTER, "")), file);
        String json = Files.readString(file);
        assertTrue(json.contains("\"student\": \"\""), json);
        Shot back = ScenarioLoader.loadShot(file);
        assertEquals(new Assignment(TASK, STARTER, ""), back.assignment());
        assertNull(back.yours(), "nothing of the student's yet, so a class folder's grade leaves it alone");
        assertEquals(SHOT, back.scenario());
    }

    @Test
    void handedBackItKeepsTheirNameAndTheirTest(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("tunnel.json");
        String theirs = STARTER.replace("false", "ball.x() > paddle.x()");
        ScenarioWriter.save(
                new Shot(SHOT, theirs, false).withAssignment(new Assignment(TASK, STARTER, "Amy Lee")), file);
        Shot back = ScenarioLoader.loadShot(file);
        assertEquals("Amy Lee", back.assignment().student());
        assertEquals(theirs, back.yours());
        assertEquals(STARTER, back.assignment().starter());
    }

    @Test
    void aPlainShotIsNoAssignment() {
        assertNull(ScenarioLoader.loadShot(write(ScenarioWriter.toJson(SHOT))).assignment());
    }

    @Test
    void aNameOrStarterWithoutATaskOrANameTooLongIsOneLineNamingTheField() {
        String json = ScenarioWriter.toJson(SHOT).stripTrailing();
        String open = json.substring(0, json.length() - 1);
        ScenarioException noTask = assertThrows(
                ScenarioException.class, () -> ScenarioLoader.loadShot(write(open + ",\n  \"student\": \"Amy\"\n}\n")));
        assertTrue(
                noTask.getMessage().contains("'student'") && noTask.getMessage().contains("\"task\""),
                noTask.getMessage());
        ScenarioException longName = assertThrows(
                ScenarioException.class,
                () -> ScenarioLoader.loadShot(
                        write(open + ",\n  \"task\": \"t\",\n  \"student\": \"" + "a".repeat(81) + "\"\n}\n")));
        assertTrue(longName.getMessage().matches(".*:\\d+: field 'student': .*80.*"), longName.getMessage());
        ScenarioException notText = assertThrows(
                ScenarioException.class, () -> ScenarioLoader.loadShot(write(open + ",\n  \"task\": 3\n}\n")));
        assertTrue(notText.getMessage().contains("'task': must be a string"), notText.getMessage());
        for (ScenarioException e : List.of(noTask, longName, notText)) {
            assertTrue(!e.getMessage().contains("\n"), e.getMessage());
        }
    }

    private static Path write(String text) {
        try {
            Path f = Files.createTempFile("assignment", ".json");
            Files.writeString(f, text);
            return f;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
