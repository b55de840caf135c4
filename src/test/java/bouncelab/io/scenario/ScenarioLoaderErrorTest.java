package bouncelab.io.scenario;

import bouncelab.core.scenario.Scenario;
import bouncelab.io.json.JsonNumber;
import bouncelab.io.json.JsonObject;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Each bad input gives one message naming the file, the line of the offending value and the field. */
class ScenarioLoaderErrorTest {

    /** A valid scenario laid out one thing per line, so that each test can break one line of it. */
    private static final String BASE = """
            {
              "court": {"width": 800, "height": 600},
              "dt": 0.02,
              "ball": {"x": 400, "y": 300, "radius": 10, "vx": 600, "vy": 200},
              "paddles": [
                {"id": "left", "x": 20, "y": 250, "width": 12, "height": 100}
              ],
              "bricks": [
                {"id": "b1", "x": 600, "y": 100, "width": 60, "height": 20}
              ],
              "algorithm": "swept"
            }
            """;

    /** The message for BASE with {@code from} replaced by {@code to}. */
    private static String error(String from, String to) {
        assertTrue(BASE.contains(from), from);
        return errorIn(BASE.replace(from, to));
    }

    private static String errorIn(String text) {
        return assertThrows(ScenarioException.class, () -> ScenarioLoader.parse(text, "bad.json"))
                .getMessage();
    }

    @Test
    void theBaseScenarioIsValid() {
        Scenario s = ScenarioLoader.parse(BASE, "bad.json");
        assertEquals("left", s.paddles().get(0).id());
        assertEquals("b1", s.bricks().get(0).id());
    }

    @Test
    void malformedJsonNamesLineAndColumn() {
        assertEquals("bad.json:4:3: expected ',' or '}' but found '\"'", error("\"dt\": 0.02,", "\"dt\": 0.02"));
        ScenarioException e =
                assertThrows(ScenarioException.class, () -> ScenarioLoader.parse("{\n\"dt\": 1e999}", "s.json"));
        assertEquals("s.json:2:7: not a finite number: 1e999 is too large for a double", e.getMessage());
        assertEquals(ScenarioException.SYNTAX, e.field());
        assertEquals(2, e.line());
    }

    @Test
    void unknownFieldsAtAnyLevelListTheAllowedOnes() {
        assertEquals(
                "bad.json:4: field 'ball.speed': unknown field (allowed: x, y, radius, vx, vy, accel)",
                error("\"vy\": 200}", "\"vy\": 200, \"speed\": 5}"));
        assertEquals(
                "bad.json:11: field 'gravity': unknown field (allowed: court, dt, ball, paddles, bricks, brickGrid,"
                        + " breakBricks, speedIncrement, maxSpeed, broadPhase, rules, algorithm, yours, task, starter, student)",
                error("\"algorithm\"", "\"gravity\": 1, \"algorithm\""));
        assertEquals(
                "bad.json:6: field 'paddles[0].colour': unknown field (allowed: id, x, y, width, height, vx, vy, face)",
                error("\"height\": 100}", "\"height\": 100, \"colour\": \"red\"}"));
    }

    @Test
    void wrongTypesSayWhatWasFound() {
        assertEquals(
                "bad.json:4: field 'ball.radius': must be a number, got a string \"10\"",
                error("\"radius\": 10", "\"radius\": \"10\""));
        assertEquals(
                "bad.json:2: field 'court': must be an object {...}, got an array",
                error("{\"width\": 800, \"height\": 600}", "[800, 600]"));
        assertEquals(
                "bad.json:5: field 'paddles': must be an array [...], got an object",
                error(
                        "\"paddles\": [\n    {\"id\": \"left\", \"x\": 20, \"y\": 250, \"width\": 12, \"height\": 100}\n  ]",
                        "\"paddles\": {}"));
        assertEquals(
                "bad.json:6: field 'paddles[0]': must be an object {...}, got null",
                error("{\"id\": \"left\", \"x\": 20, \"y\": 250, \"width\": 12, \"height\": 100}", "null"));
        assertEquals("bad.json:11: field 'algorithm': must be a string, got the number 5", error("\"swept\"", "5"));
        assertEquals(
                "bad.json:11: field 'breakBricks': must be true or false, got a string \"yes\"",
                error("\"algorithm\"", "\"breakBricks\": \"yes\", \"algorithm\""));
        assertEquals("bad.json:1: a scenario must be a JSON object {...}, got an array", errorIn("[1]"));
    }

    @Test
    void missingRequiredFieldsPointAtTheirObject() {
        assertEquals("bad.json:1: field 'dt': missing (it is required)", error("\"dt\": 0.02,", ""));
        assertEquals("bad.json:4: field 'ball.radius': missing (it is required)", error("\"radius\": 10, ", ""));
        assertEquals("bad.json:9: field 'bricks[0].height': missing (it is required)", error(", \"height\": 20", ""));
    }

    @Test
    void unknownBroadPhaseListsTheTwo() {
        assertEquals(
                "bad.json:11: field 'broadPhase': unknown broad phase 'quadtree' (one of: grid, brute-force)",
                error("\"algorithm\"", "\"broadPhase\": \"quadtree\", \"algorithm\""));
        assertEquals(
                "bad.json:11: field 'broadPhase': must be a string, got the number 1",
                error("\"algorithm\"", "\"broadPhase\": 1, \"algorithm\""));
    }

    @Test
    void unknownAlgorithmListsTheFive() {
        assertEquals(
                "bad.json:11: field 'algorithm': unknown algorithm 'sweep' (one of: simple, pythagoras,"
                        + " intersection-centre, swept, swept-exact)",
                error("\"swept\"", "\"sweep\""));
    }

    @Test
    void sidesMustBeKnownAndDistinct() {
        assertEquals(
                "bad.json:2: field 'court.walls[1]': unknown side 'up' (left, right, top or bottom)",
                error("\"height\": 600}", "\"height\": 600, \"walls\": [\"top\", \"up\"]}"));
        assertEquals(
                "bad.json:2: field 'court.walls[1]': side 'top' is listed twice",
                error("\"height\": 600}", "\"height\": 600, \"walls\": [\"top\", \"top\"]}"));
        assertEquals(
                "bad.json:2: field 'court.walls[0]': must be a side name (left, right, top or bottom), got the number 1",
                error("\"height\": 600}", "\"height\": 600, \"walls\": [1]}"));
        assertEquals(
                "bad.json:6: field 'paddles[0].face': unknown side 'middle' (left, right, top or bottom)",
                error("\"height\": 100}", "\"height\": 100, \"face\": \"middle\"}"));
    }

    @Test
    void sizesMustNotBeNegative() {
        assertEquals(
                "bad.json:4: field 'ball.radius': must not be negative, got -3",
                error("\"radius\": 10", "\"radius\": -3"));
        assertEquals(
                "bad.json:2: field 'court.width': must be positive, got 0", error("\"width\": 800", "\"width\": 0"));
        assertEquals(
                "bad.json:2: field 'court.height': must be positive, got -600",
                error("\"height\": 600", "\"height\": -600"));
        assertEquals(
                "bad.json:6: field 'paddles[0].width': must not be negative, got -12",
                error("\"width\": 12", "\"width\": -12"));
        assertEquals(
                "bad.json:9: field 'bricks[0].height': must not be negative, got -0.5",
                error("\"height\": 20", "\"height\": -0.5"));
    }

    @Test
    void numbersMustBeFiniteAndAtMostABillion() {
        assertEquals(
                "bad.json:4: field 'ball.vx': too large (at most 1e9), got 2000000000",
                error("\"vx\": 600", "\"vx\": 2e9"));
        assertEquals(
                "bad.json:6: field 'paddles[0].x': too large (at most 1e9), got -10000000000",
                error("\"x\": 20", "\"x\": -1e10"));
        assertEquals(
                "bad.json:4:42: not a finite number: 1e999 is too large for a double",
                error("\"radius\": 10", "\"radius\": 1e999"));
        JsonObject ball = JsonObject.builder()
                .put("x", JsonNumber.of(Double.NaN))
                .put("y", 1)
                .put("radius", 1)
                .put("vx", 0)
                .put("vy", 0)
                .build();
        JsonObject root = JsonObject.builder()
                .put(
                        "court",
                        JsonObject.builder().put("width", 9).put("height", 9).build())
                .put("dt", 0.1)
                .put("ball", ball)
                .build();
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioLoader.read(root, "built"));
        assertEquals("built:0: field 'ball.x': not a finite number", e.getMessage());
    }

    @Test
    void dtMustBePositiveAndPlausible() {
        assertEquals("bad.json:3: field 'dt': must be positive, got 0", error("\"dt\": 0.02", "\"dt\": 0"));
        assertEquals("bad.json:3: field 'dt': must be positive, got -0.02", error("\"dt\": 0.02", "\"dt\": -0.02"));
        assertEquals("bad.json:3: field 'dt': must be at most 10 s, got 20", error("\"dt\": 0.02", "\"dt\": 20"));
    }

    @Test
    void rulesMustMakeSense() {
        assertEquals(
                "bad.json:11: field 'maxSpeed': must be positive, got 0",
                error("\"algorithm\"", "\"maxSpeed\": 0, \"algorithm\""));
        assertEquals(
                "bad.json:11: field 'speedIncrement': must not be negative, got -1",
                error("\"algorithm\"", "\"speedIncrement\": -1, \"algorithm\""));
    }

    private static String gridError(String gridFields) {
        return error("\"algorithm\"", "\"brickGrid\": {" + gridFields + "},\n  \"algorithm\"");
    }

    @Test
    void gridCountsAreWholeAndBounded() {
        String sizes = "\"x\": 10, \"y\": 400, \"brickWidth\": 4, \"brickHeight\": 4, ";
        assertEquals(
                "bad.json:11: field 'brickGrid.cols': must be a whole number, got 2.5",
                gridError(sizes + "\"cols\": 2.5, \"rows\": 1"));
        assertEquals(
                "bad.json:11: field 'brickGrid.rows': must not be negative, got -1",
                gridError(sizes + "\"cols\": 2, \"rows\": -1"));
        assertEquals(
                "bad.json:11: field 'brickGrid.cols': must be at most 1000, got 1001",
                gridError(sizes + "\"cols\": 1001, \"rows\": 1"));
        assertEquals("bad.json:11: field 'brickGrid.rows': missing (it is required)", gridError(sizes + "\"cols\": 2"));
        assertEquals(
                "bad.json:11: field 'brickGrid.gap': must not be negative, got -2",
                gridError(sizes + "\"cols\": 2, \"rows\": 1, \"gap\": -2"));
    }

    @Test
    void idsMustBeUniqueAcrossPaddlesBricksAndTheGrid() {
        assertEquals(
                "bad.json:9: field 'bricks[0].id': duplicate id 'left': already used by paddles[0].id on line 6",
                error("\"id\": \"b1\"", "\"id\": \"left\""));
        assertEquals(
                "bad.json:9: field 'bricks[0].id': duplicate id 'r1c3': a brick of brickGrid has it too",
                errorIn(BASE.replace("\"id\": \"b1\"", "\"id\": \"r1c3\"")
                        .replace(
                                "\"algorithm\"",
                                "\"brickGrid\": {\"x\": 0, \"y\": 500, \"cols\": 5, \"rows\": 2, \"brickWidth\": 9, \"brickHeight\": 9},"
                                        + " \"algorithm\"")));
        String twoPaddles = BASE.replace("{\"id\": \"left\",", "{\"id\": \"paddle1\",")
                .replace(
                        "\"height\": 100}",
                        "\"height\": 100},\n    {\"x\": 700, \"y\": 0, \"width\": 1, \"height\": 1}");
        assertEquals(
                "bad.json:7: field 'paddles[1]': duplicate id 'paddle1': already used by paddles[0].id on line 6",
                errorIn(twoPaddles));
        assertEquals("bad.json:6: field 'paddles[0].id': must not be empty", error("\"id\": \"left\"", "\"id\": \"\""));
        assertEquals(
                "bad.json:9: field 'bricks[0].id': id 'wall-top' is reserved: traces call the walls wall-left,"
                        + " wall-right, wall-top, wall-bottom",
                error("\"id\": \"b1\"", "\"id\": \"wall-top\""));
    }

    @Test
    void gridLikeIdsOutsideTheGridAreFine() {
        String text = BASE.replace("\"id\": \"b1\"", "\"id\": \"r2c3\"")
                .replace(
                        "\"algorithm\"",
                        "\"brickGrid\": {\"x\": 0, \"y\": 500, \"cols\": 5, \"rows\": 2, \"brickWidth\": 9, \"brickHeight\": 9}, \"algorithm\"");
        assertEquals(11, ScenarioLoader.parse(text, "ok.json").allBricks().size());
    }

    @Test
    void ballMustStartInsideTheCourt() {
        assertEquals(
                "bad.json:4: field 'ball': starts outside the court: centre (900, 300) is not within [0, 800] x [0, 600]",
                error("\"x\": 400", "\"x\": 900"));
        assertEquals(
                "bad.json:4: field 'ball': starts outside the court: centre (400, -0.5) is not within [0, 800] x [0, 600]",
                error("\"y\": 300", "\"y\": -0.5"));
    }

    @Test
    void ballMustNotStartInsideAPaddleOrBrick() {
        assertEquals(
                "bad.json:4: field 'ball': starts inside paddle 'left'",
                error("\"x\": 400, \"y\": 300", "\"x\": 40, \"y\": 300"));
        assertEquals(
                "bad.json:4: field 'ball': starts inside brick 'b1'",
                error("\"x\": 400, \"y\": 300", "\"x\": 595, \"y\": 110"));
        assertEquals(
                "bad.json:4: field 'ball': starts inside brick 'b1'",
                error("\"x\": 400, \"y\": 300, \"radius\": 10", "\"x\": 630, \"y\": 110, \"radius\": 0"));
        String inGrid = BASE.replace("\"x\": 400, \"y\": 300, \"radius\": 10", "\"x\": 100, \"y\": 45, \"radius\": 3")
                .replace(
                        "\"algorithm\"",
                        "\"brickGrid\": {\"x\": 10, \"y\": 40, \"cols\": 30, \"rows\": 25,"
                                + " \"brickWidth\": 24, \"brickHeight\": 10, \"gap\": 2},\n  \"algorithm\"");
        assertEquals("bad.json:4: field 'ball': starts inside brick 'r0c3'", errorIn(inGrid));
    }

    @Test
    void exceptionCarriesItsParts() {
        ScenarioException e = assertThrows(
                ScenarioException.class,
                () -> ScenarioLoader.parse(BASE.replace("\"radius\": 10", "\"radius\": -3"), "pong.json"));
        assertEquals("pong.json", e.file());
        assertEquals(4, e.line());
        assertEquals("ball.radius", e.field());
        assertEquals("must not be negative, got -3", e.problem());
    }

    @Test
    void unreadableFilesAreScenarioErrorsToo(@TempDir Path dir) throws IOException {
        Path missing = dir.resolve("nope.json");
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioLoader.load(missing));
        assertEquals(missing + ":0: cannot read the file: it does not exist", e.getMessage());
        assertEquals(ScenarioException.FILE, e.field());

        Path latin1 = dir.resolve("latin1.json");
        Files.write(latin1, new byte[] {'{', '"', (byte) 0xE9, '"', '}'});
        assertEquals(
                latin1 + ":1: not UTF-8 text: byte 0xE9 is not part of a UTF-8 character; save the file as UTF-8",
                assertThrows(ScenarioException.class, () -> ScenarioLoader.load(latin1))
                        .getMessage());

        assertTrue(assertThrows(ScenarioException.class, () -> ScenarioLoader.load(dir))
                .getMessage()
                .startsWith(dir + ":0: cannot read the file: "));
    }
}
