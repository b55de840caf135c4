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
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The student's test kept with a shot: the field "yours", and "algorithm": "yours" only with it. */
class ShotYoursTest {
    private static final String CODE =
            "boolean hitPaddle(Paddle paddle, Ball ball) {\n  return \"a\\\\b\" != null;\n}\n";
    private static final Scenario SHOT = new Scenario(
            Court.closed(800, 600),
            1 / 60.0,
            new Ball(400, 300, 10, 120, 0, 0),
            List.of(new Paddle("right", new Rect(740, 250, 12, 100))),
            List.of(),
            null,
            null,
            AlgorithmId.SWEPT);

    @Test
    void aShotThatChoseYoursKeepsTheSourceAndChoosesItAgain(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("shot.json");
        ScenarioWriter.save(Shot.of(SHOT.withAlgorithm(AlgorithmId.YOURS), CODE), file);
        assertTrue(Files.readString(file).contains("\"algorithm\": \"yours\""));
        Shot back = ScenarioLoader.loadShot(file);
        assertEquals(CODE, back.yours());
        assertTrue(back.yoursChosen());
        assertEquals(
                Shot.STAND_IN.fileName(),
                back.scenario().algorithm().fileName(),
                "runs the stand-in until it compiles");
        assertEquals(SHOT.withAlgorithm(Shot.STAND_IN), ScenarioLoader.load(file));
    }

    @Test
    void aShotWithATestButAnotherAlgorithmKeepsBoth(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("shot.json");
        ScenarioWriter.save(Shot.of(SHOT, CODE), file);
        Shot back = ScenarioLoader.loadShot(file);
        assertEquals(CODE, back.yours());
        assertFalse(back.yoursChosen());
        assertEquals(SHOT, back.scenario());
    }

    @Test
    void withoutATestNothingIsWrittenForIt() {
        assertFalse(ScenarioWriter.toJson(Shot.of(SHOT, null)).contains("yours"));
        assertNull(ScenarioLoader.loadShot(write(ScenarioWriter.toJson(SHOT))).yours());
    }

    @Test
    void badValuesAreOneLineNamingTheField() {
        String json = ScenarioWriter.toJson(SHOT);
        ScenarioException noSource = assertThrows(
                ScenarioException.class,
                () -> ScenarioLoader.loadShot(
                        write(json.replace("\"algorithm\": \"swept\"", "\"algorithm\": \"yours\""))));
        assertTrue(noSource.getMessage().contains("algorithm"), noSource.getMessage());
        assertTrue(noSource.getMessage().contains("\"yours\""), noSource.getMessage());
        ScenarioException notText = assertThrows(
                ScenarioException.class,
                () -> ScenarioLoader.loadShot(
                        write(json.replace("\"algorithm\": \"swept\"", "\"algorithm\": \"swept\", \"yours\": 12"))));
        assertTrue(
                notText.getMessage().contains("yours") && notText.getMessage().contains("must be a string"),
                notText.getMessage());
        assertFalse(noSource.getMessage().contains("\n"));
        assertEquals(AlgorithmId.YOURS.fileName(), "yours");
    }

    private static Path write(String text) {
        try {
            Path f = Files.createTempFile("shot", ".json");
            Files.writeString(f, text);
            return f;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
