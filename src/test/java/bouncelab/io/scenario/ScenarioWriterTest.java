package bouncelab.io.scenario;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Side;
import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.Brick;
import bouncelab.core.scenario.BrickGrid;
import bouncelab.core.scenario.Court;
import bouncelab.core.scenario.Paddle;
import bouncelab.core.scenario.Rules;
import bouncelab.core.scenario.Scenario;
import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ScenarioWriterTest {

    private static final Scenario RICH = new Scenario(
            new Court(800, 600, EnumSet.of(Side.LEFT, Side.TOP)),
            1 / 60.0,
            new Ball(400.25, 500, 6, 200, -300, 12.5),
            List.of(
                    new Paddle("bat", new Rect(350, 560, 100, 12), -40, 0, Side.TOP),
                    new Paddle("paddle1", new Rect(780, 200, 12, 100))),
            List.of(new Brick("gold", new Rect(700, 300, 60, 20)), new Brick("brick1", new Rect(0, 300, 0, 0))),
            new BrickGrid(10, 40, 30, 25, 24, 10, 2),
            new Rules(false, 25, 2000),
            AlgorithmId.PYTHAGORAS);

    @Test
    void writesReadableJsonWithFlatObjectsOnOneLine() {
        String expected = """
                {
                  "court": {"width": 800, "height": 600, "walls": ["left", "top"]},
                  "dt": 0.016666666666666666,
                  "ball": {"x": 400.25, "y": 500, "radius": 6, "vx": 200, "vy": -300, "accel": 12.5},
                  "paddles": [
                    {"id": "bat", "x": 350, "y": 560, "width": 100, "height": 12, "vx": -40, "vy": 0, "face": "top"},
                    {"id": "paddle1", "x": 780, "y": 200, "width": 12, "height": 100}
                  ],
                  "bricks": [
                    {"id": "gold", "x": 700, "y": 300, "width": 60, "height": 20},
                    {"id": "brick1", "x": 0, "y": 300, "width": 0, "height": 0}
                  ],
                  "brickGrid": {"x": 10, "y": 40, "cols": 30, "rows": 25, "brickWidth": 24, "brickHeight": 10, "gap": 2},
                  "breakBricks": false,
                  "speedIncrement": 25,
                  "maxSpeed": 2000,
                  "algorithm": "pythagoras"
                }
                """;
        assertEquals(expected, ScenarioWriter.toJson(RICH));
    }

    @Test
    void writesBruteForceAndReadsItBackButLeavesTheDefaultGridOut() {
        Scenario brute = RICH.withRules(RICH.rules().withBroadPhase("brute-force"));
        String json = ScenarioWriter.toJson(brute);
        assertTrue(json.contains("  \"broadPhase\": \"brute-force\",\n  \"algorithm\""), json);
        assertEquals(brute, ScenarioLoader.parse(json, "brute.json"));
        assertFalse(ScenarioWriter.toJson(RICH).contains("broadPhase"));
    }

    @Test
    void roundTripsPaddlesBricksAndAGrid() {
        Scenario back = ScenarioLoader.parse(ScenarioWriter.toJson(RICH), "rich.json");
        assertEquals(RICH, back);
        assertEquals(752, back.allBricks().size());
    }

    @Test
    void leavesOutDefaultsButAlwaysWritesCourtDtBallAndAlgorithm() {
        Scenario plain = new Scenario(
                Court.closed(640, 480),
                0.02,
                new Ball(320, 240, 8, 100, 50),
                List.of(),
                List.of(),
                null,
                Rules.DEFAULT,
                AlgorithmId.SWEPT);
        String expected = """
                {
                  "court": {"width": 640, "height": 480},
                  "dt": 0.02,
                  "ball": {"x": 320, "y": 240, "radius": 8, "vx": 100, "vy": 50},
                  "algorithm": "swept"
                }
                """;
        assertEquals(expected, ScenarioWriter.toJson(plain));
        assertEquals(plain, ScenarioLoader.parse(expected, "plain.json"));
    }

    @Test
    void roundTripsAnOpenCourtAndNegativeZero() {
        Scenario odd = new Scenario(
                new Court(100, 100, EnumSet.noneOf(Side.class)),
                0.5,
                new Ball(0, 100, 0, -0.0, 1e-9, -0.0),
                List.of(new Paddle("p", new Rect(50, 0, 1, 1), -0.0, 0, null)),
                List.of(),
                new BrickGrid(0, 0, 0, 0, 0, 0, -0.0),
                new Rules(true, -0.0, 1e9),
                AlgorithmId.SIMPLE);
        assertEquals(odd, ScenarioLoader.parse(ScenarioWriter.toJson(odd), "odd.json"));
    }

    @Test
    void savesAtomicallyAndLeavesNoTemporaryFiles(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("rich.json");
        Files.writeString(file, "old contents");
        ScenarioWriter.save(RICH, file);
        assertEquals(RICH, ScenarioLoader.load(file));
        assertEquals(List.of("rich.json"), fileNames(dir));

        ScenarioWriter.save(RICH.withAlgorithm(AlgorithmId.SIMPLE), file);
        assertEquals("simple", ScenarioLoader.load(file).algorithm().fileName());
        assertEquals(List.of("rich.json"), fileNames(dir));
    }

    @Test
    void savesToARelativePath(@TempDir Path dir) throws IOException {
        Path relative = Path.of("").toAbsolutePath().relativize(dir.resolve("rel.json"));
        ScenarioWriter.save(RICH, relative);
        assertEquals(RICH, ScenarioLoader.load(dir.resolve("rel.json")));
    }

    @Test
    void aFailedSaveLeavesTheDirectoryAsItWas(@TempDir Path dir) throws IOException {
        Path target = dir.resolve("taken.json");
        Files.createDirectory(target);
        Files.writeString(target.resolve("inside.txt"), "keep me");
        assertThrows(IOException.class, () -> ScenarioWriter.save(RICH, target));
        assertEquals(List.of("taken.json"), fileNames(dir));
        assertEquals("keep me", Files.readString(target.resolve("inside.txt")));
    }

    @Test
    void savedFileGetsOrdinaryPermissionsNotOwnerOnly(@TempDir Path dir) throws IOException {
        if (!FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
            return; // nothing to compare on this file system
        }
        Path plain = Files.createFile(dir.resolve("plain.txt"));
        Path saved = dir.resolve("saved.json");
        ScenarioWriter.save(RICH, saved);
        assertEquals(Files.getPosixFilePermissions(plain), Files.getPosixFilePermissions(saved));
    }

    private static List<String> fileNames(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
