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
import bouncelab.io.json.JsonReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class ScenarioLoaderTest {

    static final String FULL = """
            {"court": {"width": 800, "height": 600, "walls": ["top", "bottom"]},
             "dt": 0.016666,
             "ball": {"x": 400, "y": 300, "radius": 10, "vx": 600, "vy": 200, "accel": 5},
             "paddles": [{"id": "left", "x": 20, "y": 250, "width": 12, "height": 100, "vx": 0, "vy": -30, "face": "right"}],
             "bricks": [{"id": "b1", "x": 300, "y": 100, "width": 60, "height": 20}],
             "brickGrid": {"x": 10, "y": 40, "cols": 3, "rows": 2, "brickWidth": 24, "brickHeight": 10, "gap": 2},
             "breakBricks": false, "speedIncrement": 25, "maxSpeed": 2000,
             "algorithm": "swept-exact"}
            """;

    static final String MINIMAL = """
            {"court": {"width": 800, "height": 600},
             "dt": 0.02,
             "ball": {"x": 400, "y": 300, "radius": 10, "vx": 600, "vy": 200}}
            """;

    @Test
    void readsEveryField() {
        Scenario expected = new Scenario(
                new Court(800, 600, EnumSet.of(Side.TOP, Side.BOTTOM)),
                0.016666,
                new Ball(400, 300, 10, 600, 200, 5),
                List.of(new Paddle("left", new Rect(20, 250, 12, 100), 0, -30, Side.RIGHT)),
                List.of(new Brick("b1", new Rect(300, 100, 60, 20))),
                new BrickGrid(10, 40, 3, 2, 24, 10, 2),
                new Rules(false, 25, 2000),
                AlgorithmId.SWEPT_EXACT);
        assertEquals(expected, ScenarioLoader.parse(FULL, "full.json"));
    }

    @Test
    void fillsInDefaults() {
        Scenario s = ScenarioLoader.parse(MINIMAL, "min.json");
        assertEquals(Court.closed(800, 600), s.court());
        assertEquals(new Ball(400, 300, 10, 600, 200, 0), s.ball());
        assertEquals(List.of(), s.paddles());
        assertEquals(List.of(), s.bricks());
        assertNull(s.brickGrid());
        assertEquals(new Rules(true, 0, Double.POSITIVE_INFINITY), s.rules());
        assertEquals("grid", s.rules().broadPhase());
        assertEquals("swept", s.algorithm().fileName());
    }

    @Test
    void emptyWallListMeansAnOpenCourt() {
        Scenario s =
                ScenarioLoader.parse(MINIMAL.replace("\"height\": 600", "\"height\": 600, \"walls\": []"), "m.json");
        assertEquals(List.of(), s.court().wallsInOrder());
    }

    @Test
    void paddlesAndBricksGetDefaultIdsByPosition() {
        String text = MINIMAL.replace(
                "}}",
                "},\n \"paddles\": [{\"id\": \"p\", \"x\": 0, \"y\": 0, \"width\": 5, \"height\": 50},"
                        + " {\"x\": 790, \"y\": 0, \"width\": 0, \"height\": 50, \"face\": null}],\n"
                        + " \"bricks\": [{\"x\": 100, \"y\": 0, \"width\": 10, \"height\": 0}]}");
        Scenario s = ScenarioLoader.parse(text, "ids.json");
        assertEquals(
                List.of("p", "paddle1"), s.paddles().stream().map(Paddle::id).toList());
        assertNull(s.paddles().get(1).face());
        assertEquals(0, s.paddles().get(1).vx());
        assertEquals("brick0", s.bricks().get(0).id());
    }

    @Test
    void breakoutGridOf30By25Gives750Bricks() {
        String text = """
                {"court": {"width": 800, "height": 600, "walls": ["left", "right", "top"]},
                 "dt": 0.016666,
                 "ball": {"x": 400, "y": 500, "radius": 6, "vx": 200, "vy": -300},
                 "brickGrid": {"x": 10, "y": 40, "cols": 30, "rows": 25, "brickWidth": 24, "brickHeight": 10, "gap": 2}}
                """;
        List<Brick> bricks = ScenarioLoader.parse(text, "breakout.json").allBricks();
        assertEquals(750, bricks.size());
        assertEquals("r0c0", bricks.get(0).id());
        assertEquals(new Rect(10, 40, 24, 10), bricks.get(0).rect());
        assertEquals("r0c29", bricks.get(29).id());
        assertEquals("r1c0", bricks.get(30).id());
        assertEquals("r24c29", bricks.get(749).id());
        assertEquals(
                new Rect(10 + 29 * 26, 40 + 24 * 12, 24, 10), bricks.get(749).rect());
    }

    @Test
    void ballMayTouchABrickAndHaveRadiusZero() {
        String touching = MINIMAL.replace(
                "}}", "},\n \"bricks\": [{\"id\": \"b\", \"x\": 410, \"y\": 250, \"width\": 20, \"height\": 100}]}");
        assertEquals(1, ScenarioLoader.parse(touching, "t.json").bricks().size());
        String pointBall = MINIMAL.replace("\"radius\": 10", "\"radius\": 0");
        assertEquals(0, ScenarioLoader.parse(pointBall, "p.json").ball().radius());
    }

    @Test
    void ballMayStartOnTheCourtEdge() {
        String text = MINIMAL.replace("\"x\": 400, \"y\": 300", "\"x\": 800, \"y\": 300");
        assertEquals(800, ScenarioLoader.parse(text, "edge.json").ball().x());
        // in a corner it would overlap two walls, which is refused (ScenarioLoaderErrorTest); an open side is no wall
        String open = MINIMAL.replace("\"x\": 400, \"y\": 300", "\"x\": 800, \"y\": 0")
                .replace("\"height\": 600", "\"height\": 600, \"walls\": [\"left\", \"bottom\"]");
        assertEquals(0, ScenarioLoader.parse(open, "corner.json").ball().y());
    }

    @Test
    void loadsAFileWithAByteOrderMark(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("bom.json");
        Files.write(file, ("\uFEFF" + FULL).getBytes(StandardCharsets.UTF_8));
        assertEquals(ScenarioLoader.parse(FULL, "x"), ScenarioLoader.load(file));
    }

    @Test
    void readsAnAlreadyParsedValue() {
        Scenario s = ScenarioLoader.read(JsonReader.parse(MINIMAL, "line 3"), "line 3");
        assertEquals(0.02, s.dt());
    }
}
