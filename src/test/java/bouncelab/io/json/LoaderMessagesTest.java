package bouncelab.io.json;

import bouncelab.cli.BounceLabCli;
import bouncelab.cli.CliStreams;
import bouncelab.io.scenario.ScenarioException;
import bouncelab.io.scenario.ScenarioLoader;
import bouncelab.lessons.LessonError;
import bouncelab.lessons.LessonLoader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.params.provider.Arguments.arguments;

/**
 * Every message the JSON reader and the scenario loader give, word for word and with its place. Students read these
 * and tests elsewhere only look for parts of them; this holds all of them, so that changing how JSON is read cannot
 * change what a student is told.
 */
class LoaderMessagesTest {

    private static String json(String text) {
        return assertThrows(JsonParseException.class, () -> JsonReader.parse(text, "scenario.json"))
                .getMessage();
    }

    private static String scenario(String text) {
        return assertThrows(ScenarioException.class, () -> ScenarioLoader.parse(text, "bad.json"))
                .getMessage();
    }

    /** Text that is not JSON, and what the reader says, as file:line:column: problem. */
    static Stream<Arguments> syntax() {
        return Stream.of(
                // between values
                arguments("{\n  \"a\": 1,\n  \"b\": [1, 2] x\n}", "3:15: expected ',' or '}' but found 'x'"),
                arguments("[1 2]", "1:4: expected ',' or ']' but found '2'"),
                arguments("[1}", "1:3: expected ',' or ']' but found '}'"),
                arguments("{\"a\":1]", "1:7: expected ',' or '}' but found ']'"),
                arguments("{\"a\":1 \"b\":2}", "1:8: expected ',' or '}' but found '\"'"),
                arguments("[1", "1:3: expected ',' or ']' but found end of input"),
                arguments("{\"a\":1", "1:7: expected ',' or '}' but found end of input"),
                arguments("[1x]", "1:3: expected ',' or ']' but found 'x'"),
                arguments("[truex]", "1:6: expected ',' or ']' but found 'x'"),
                arguments("[nullnull]", "1:6: expected ',' or ']' but found 'n'"),
                arguments("[1.5.2]", "1:5: expected ',' or ']' but found '.'"),
                arguments("[0x10]", "1:3: expected ',' or ']' but found 'x'"),
                arguments("[\"a\" \"b\"]", "1:6: expected ',' or ']' but found '\"'"),
                arguments("{\"a\":\"b\" \"c\":1}", "1:10: expected ',' or '}' but found '\"'"),
                arguments("{\"a\": truex}", "1:11: expected ',' or '}' but found 'x'"),
                arguments("[1, {\"a\": {\"b\"", "1:15: expected ':' after 'b' but found end of input"),
                // after the value
                arguments("{\"a\": 1} x", "1:10: unexpected 'x' after the end of the JSON value"),
                arguments("{}\n{}", "2:1: unexpected '{' after the end of the JSON value"),
                arguments("[1]]", "1:4: unexpected ']' after the end of the JSON value"),
                arguments("truex", "1:5: unexpected 'x' after the end of the JSON value"),
                arguments("1x", "1:2: unexpected 'x' after the end of the JSON value"),
                arguments("1 2", "1:3: unexpected '2' after the end of the JSON value"),
                arguments("\"a\"\"b\"", "1:4: unexpected '\"' after the end of the JSON value"),
                // keys
                arguments("{\n  \"radius\": 1,\n  \"radius\": 2\n}", "3:3: duplicate key 'radius'"),
                arguments("{\"a\": {\"b\": 1, \"b\": 2}}", "1:16: duplicate key 'b'"),
                arguments("{\"a\": {\"b\": 1}, \"b\": 2, \"a\": 3}", "1:25: duplicate key 'a'"),
                arguments("{\"a\\u0062\": 1, \"ab\": 2}", "1:16: duplicate key 'ab'"),
                arguments("{\"a\": 1,}", "1:9: expected a field name in double quotes but found '}'"),
                arguments("{a: 1}", "1:2: expected a field name in double quotes but found 'a'"),
                arguments("{'a': 1}", "1:2: expected a field name in double quotes but found '''"),
                arguments("{,}", "1:2: expected a field name in double quotes but found ','"),
                arguments("{]", "1:2: expected a field name in double quotes but found ']'"),
                arguments("{", "1:2: expected a field name in double quotes but found end of input"),
                arguments("{\"a\" 1}", "1:6: expected ':' after 'a' but found '1'"),
                arguments("{\"a\"", "1:5: expected ':' after 'a' but found end of input"),
                arguments("{\"a\"= 1}", "1:5: expected ':' after 'a' but found '='"),
                // values
                arguments("", "1:1: expected a value but found end of input"),
                arguments("   ", "1:4: expected a value but found end of input"),
                arguments("[", "1:2: expected a value but found end of input"),
                arguments("{\"a\":", "1:6: expected a value but found end of input"),
                arguments("[1,", "1:4: expected a value but found end of input"),
                arguments("{\"a\":1,", "1:8: expected a field name in double quotes but found end of input"),
                arguments("[" + "x".repeat(300) + "]", "1:2: expected a value but found 'x'"),
                arguments("{\"a\":\t+1}", "1:7: expected a value but found '+'"),
                arguments("[1,]", "1:4: expected a value but found ']'"),
                arguments("[1,,2]", "1:4: expected a value but found ','"),
                arguments("[}", "1:2: expected a value but found '}'"),
                arguments("]", "1:1: expected a value but found ']'"),
                arguments("[True]", "1:2: expected a value but found 'T'"),
                arguments("[tru]", "1:2: expected a value but found 't'"),
                arguments("nul", "1:1: expected a value but found 'n'"),
                arguments("'a'", "1:1: expected a value but found '''"),
                arguments("[+1]", "1:2: expected a value but found '+'"),
                arguments("[.5]", "1:2: expected a value but found '.'"),
                arguments("{\"a\": x}", "1:7: expected a value but found 'x'"),
                arguments("[1,\n]", "2:1: expected a value but found ']'"),
                arguments("{\r\n\"a\": x}", "2:6: expected a value but found 'x'"),
                // characters a message cannot show as they are
                arguments("[\u2028]", "1:2: expected a value but found U+2028"),
                arguments("[\u0000]", "1:2: expected a value but found U+0000"),
                arguments("[1,\u00A02]", "1:4: expected a value but found U+00A0"),
                arguments("[\u000B1]", "1:2: expected a value but found U+000B"),
                arguments("[\n\u0001]", "2:1: expected a value but found U+0001"),
                arguments("\uFEFF\uFEFF{}", "1:1: expected a value but found U+FEFF"),
                arguments("\uFEFF{\"a\": x}", "1:7: expected a value but found 'x'"),
                // numbers
                arguments("{\"a\": NaN}", "1:7: NaN is not allowed: JSON numbers must be finite"),
                arguments("[Infinity]", "1:2: Infinity is not allowed: JSON numbers must be finite"),
                arguments("[-Infinity]", "1:2: -Infinity is not allowed: JSON numbers must be finite"),
                arguments("[Nope]", "1:2: expected a value but found 'N'"),
                arguments("[Inf]", "1:2: expected a value but found 'I'"),
                arguments("[-Inf]", "1:2: expected a value but found '-'"),
                arguments("{\"ball\":\n  {\"x\": 1e999}}", "2:9: not a finite number: 1e999 is too large for a double"),
                arguments("[-2E+400]", "1:2: not a finite number: -2E+400 is too large for a double"),
                arguments(
                        "[" + "9".repeat(310) + "]",
                        "1:2: not a finite number: " + "9".repeat(310) + " is too large for a double"),
                arguments(
                        "[" + "9".repeat(1200) + "]",
                        "1:2: not a finite number: " + "9".repeat(1200) + " is too large for a double"),
                arguments("[01]", "1:3: a number must not start with 0"),
                arguments("[-01]", "1:4: a number must not start with 0"),
                arguments("[00]", "1:3: a number must not start with 0"),
                arguments("[1.]", "1:4: expected a digit after '.' but found ']'"),
                arguments("[1.e3]", "1:4: expected a digit after '.' but found 'e'"),
                arguments("[1.", "1:4: expected a digit after '.' but found end of input"),
                arguments("[1e]", "1:4: expected a digit after the exponent but found ']'"),
                arguments("[1E+]", "1:5: expected a digit after the exponent but found ']'"),
                arguments("[ 12.5e]", "1:8: expected a digit after the exponent but found ']'"),
                arguments("[1.5e+x]", "1:7: expected a digit after the exponent but found 'x'"),
                arguments("[1e", "1:4: expected a digit after the exponent but found end of input"),
                arguments("[1e5e]", "1:5: expected ',' or ']' but found 'e'"),
                arguments("[-x]", "1:3: expected a digit but found 'x'"),
                arguments("[--1]", "1:3: expected a digit but found '-'"),
                arguments("-", "1:2: expected a digit but found end of input"),
                // nesting
                arguments("[".repeat(65) + "]".repeat(65), "1:65: nesting deeper than 64 levels"),
                arguments(
                        "{\"a\":".repeat(100_000) + "1" + "}".repeat(100_000), "1:321: nesting deeper than 64 levels"),
                arguments("[".repeat(1_000_000), "1:65: nesting deeper than 64 levels"),
                arguments("[{\"a\":".repeat(32) + "[", "1:193: nesting deeper than 64 levels"),
                // strings
                arguments("\"ab\nc\"", "1:4: control character U+000A must be escaped in a string"),
                arguments("\"a\u0001\"", "1:3: control character U+0001 must be escaped in a string"),
                arguments("\"a\tb\"", "1:3: control character U+0009 must be escaped in a string"),
                arguments("{\"k\ney\": 1}", "1:4: control character U+000A must be escaped in a string"),
                arguments("\"a\\x\"", "1:4: bad escape: '\\' followed by 'x'"),
                arguments("\"a\\'\"", "1:4: bad escape: '\\' followed by '''"),
                arguments("\"\\u0g00\"", "1:5: bad escape: expected 4 hex digits after \\u but found 'g'"),
                arguments("\"\\u12\"", "1:6: bad escape: expected 4 hex digits after \\u but found '\"'"),
                arguments("\"\\", "1:3: bad escape: '\\' followed by end of input"),
                arguments("\"abc", "1:5: unterminated string: expected '\"' but found end of input"),
                arguments("{\"abc", "1:6: unterminated string: expected '\"' but found end of input"),
                // a surrogate that is not half of a pair: Jackson reads it, the reader refuses it at the string
                arguments("\"\\uD83Cx\"", "1:1: invalid surrogate \\uD83C (not part of a pair)"),
                arguments("\"\\uD83C\\u0041\"", "1:1: invalid surrogate \\uD83C (not part of a pair)"),
                arguments("\"\\uD83C\\u00g0\"", "1:12: bad escape: expected 4 hex digits after \\u but found 'g'"),
                arguments("\"a\\uDC00\"", "1:1: invalid surrogate \\uDC00 (not part of a pair)"),
                arguments("\"\uD83Cx\"", "1:1: invalid surrogate \\uD83C (not part of a pair)"),
                arguments("\"\uDC00\"", "1:1: invalid surrogate \\uDC00 (not part of a pair)"),
                arguments("{\"\uD83C\": 1}", "1:2: invalid surrogate \\uD83C (not part of a pair)"),
                arguments("[\"ok \uD83C\uDFD3\", \"\uD83C\"]", "1:11: invalid surrogate \\uD83C (not part of a pair)"),
                arguments("{\"a\":\n  \"b\\uDFFF\"}", "2:3: invalid surrogate \\uDFFF (not part of a pair)"));
    }

    @ParameterizedTest
    @MethodSource("syntax")
    void theReaderSaysWhereAndWhat(String text, String message) {
        assertEquals("scenario.json:" + message, json(text));
    }

    @ParameterizedTest
    @MethodSource("syntax")
    void theLoaderSaysTheSameAsTheReader(String text, String message) {
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioLoader.parse(text, "bad.json"));
        assertEquals(ScenarioException.SYNTAX, e.field());
        int at = message.indexOf(": ");
        assertEquals(
                "bad.json:" + message.substring(0, at + 2) + Visible.of(message.substring(at + 2), 300),
                e.getMessage()); // the loader cuts a long problem short
    }

    @Test
    void theReadersExceptionCarriesItsParts() {
        JsonParseException e = assertThrows(JsonParseException.class, () -> JsonReader.parse("[1 2]", "f.json"));
        assertEquals("f.json", e.file());
        assertEquals(1, e.line());
        assertEquals(4, e.column());
        assertEquals("expected ',' or ']' but found '2'", e.problem());
    }

    /** A valid scenario laid out one thing per line, so that each case can break one line of it. */
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

    private static final String GRID = "\"brickGrid\": {\"x\": 10, \"y\": 400, \"brickWidth\": 4, \"brickHeight\": 4, ";

    /** BASE with {@code from} replaced by {@code to}, and the loader's message for it. */
    static Stream<Arguments> fields() {
        return Stream.of(
                arguments("\"dt\": 0.02,", "\"dt\": 0.02", "bad.json:4:3: expected ',' or '}' but found '\"'"),
                arguments(
                        "\"radius\": 10",
                        "\"radius\": 1e999",
                        "bad.json:4:42: not a finite number: 1e999 is too large for a double"),
                arguments(
                        "\"vy\": 200}",
                        "\"vy\": 200, \"speed\": 5}",
                        "bad.json:4: field 'ball.speed': unknown field (allowed: x, y, radius, vx, vy, accel)"),
                arguments(
                        "\"algorithm\"",
                        "\"gravity\": 1, \"algorithm\"",
                        "bad.json:11: field 'gravity': unknown field (allowed: court, dt, ball, paddles, bricks, "
                                + "brickGrid, breakBricks, speedIncrement, maxSpeed, broadPhase, rules, algorithm, yours, task, starter, student)"),
                arguments(
                        "\"height\": 100}",
                        "\"height\": 100, \"colour\": \"red\"}",
                        "bad.json:6: field "
                                + "'paddles[0].colour': unknown field (allowed: id, x, y, width, height, vx, vy, face)"),
                arguments(
                        "\"height\": 600}",
                        "\"height\": 600, \"depth\": 1}",
                        "bad.json:2: field 'court.depth': unknown field (allowed: width, height, walls)"),
                arguments(
                        "\"height\": 20}",
                        "\"height\": 20, \"hp\": 1}",
                        "bad.json:9: field 'bricks[0].hp': unknown field (allowed: id, x, y, width, height)"),
                arguments(
                        "\"algorithm\"",
                        GRID + "\"cols\": 2, \"rows\": 1, \"z\": 0},\n  \"algorithm\"",
                        "bad.json:11: field 'brickGrid.z': unknown field (allowed: x, y, cols, rows, brickWidth, "
                                + "brickHeight, gap)"),
                arguments(
                        "\"radius\": 10",
                        "\"radius\": \"10\"",
                        "bad.json:4: field 'ball.radius': must be a number, got a string \"10\""),
                arguments(
                        "\"radius\": 10",
                        "\"radius\": \"" + "x".repeat(50) + "\"",
                        "bad.json:4: field 'ball.radius': must be a number, got a string \"" + "x".repeat(40)
                                + "...\""),
                arguments(
                        "\"radius\": 10",
                        "\"radius\": \"a\\\"b\\n\\u2028\\u0001\"",
                        "bad.json:4: field 'ball.radius': must be a number, got a string \"a\\\"b\\n\\u2028\\u0001\""),
                arguments(
                        "\"radius\": 10",
                        "\"radius\": true",
                        "bad.json:4: field 'ball.radius': must be a number, got true"),
                arguments(
                        "\"radius\": 10",
                        "\"radius\": false",
                        "bad.json:4: field 'ball.radius': must be a number, got false"),
                arguments(
                        "\"radius\": 10",
                        "\"radius\": null",
                        "bad.json:4: field 'ball.radius': must be a number, got null"),
                arguments(
                        "\"radius\": 10",
                        "\"radius\": [10]",
                        "bad.json:4: field 'ball.radius': must be a number, got an array"),
                arguments(
                        "\"radius\": 10",
                        "\"radius\": {}",
                        "bad.json:4: field 'ball.radius': must be a number, got an object"),
                arguments(
                        "{\"width\": 800, \"height\": 600}",
                        "[800, 600]",
                        "bad.json:2: field 'court': must be an object {...}, got an array"),
                arguments(
                        "\"paddles\": [\n    {\"id\": \"left\", \"x\": 20, \"y\": 250, \"width\": 12, \"height\": 100}\n  ]",
                        "\"paddles\": {}",
                        "bad.json:5: field 'paddles': must be an array [...], got an object"),
                arguments(
                        "{\"id\": \"left\", \"x\": 20, \"y\": 250, \"width\": 12, \"height\": 100}",
                        "null",
                        "bad.json:6: field 'paddles[0]': must be an object {...}, got null"),
                arguments(
                        "{\"id\": \"b1\", \"x\": 600, \"y\": 100, \"width\": 60, \"height\": 20}",
                        "7",
                        "bad.json:9: field 'bricks[0]': must be an object {...}, got the number 7"),
                arguments("\"swept\"", "5", "bad.json:11: field 'algorithm': must be a string, got the number 5"),
                arguments(
                        "\"swept\"", "1e-7", "bad.json:11: field 'algorithm': must be a string, got the number 1.0E-7"),
                arguments("\"swept\"", "-0", "bad.json:11: field 'algorithm': must be a string, got the number -0"),
                arguments(
                        "\"swept\"", "12.50", "bad.json:11: field 'algorithm': must be a string, got the number 12.5"),
                arguments("\"swept\"", "\"\"", "bad.json:11: field 'algorithm': must not be empty"),
                arguments(
                        "\"algorithm\"",
                        "\"breakBricks\": \"yes\", \"algorithm\"",
                        "bad.json:11: field 'breakBricks': must be true or false, got a string \"yes\""),
                arguments(
                        "\"algorithm\"",
                        "\"breakBricks\": 1, \"algorithm\"",
                        "bad.json:11: field 'breakBricks': must be true or false, got the number 1"),
                arguments("\"dt\": 0.02,", "", "bad.json:1: field 'dt': missing (it is required)"),
                arguments("\"radius\": 10, ", "", "bad.json:4: field 'ball.radius': missing (it is required)"),
                arguments(", \"height\": 20", "", "bad.json:9: field 'bricks[0].height': missing (it is required)"),
                arguments(
                        "\"court\": {\"width\": 800, \"height\": 600},",
                        "",
                        "bad.json:1: field 'court': missing (it is required)"),
                arguments(
                        "\"algorithm\"",
                        "\"broadPhase\": \"quadtree\", \"algorithm\"",
                        "bad.json:11: field "
                                + "'broadPhase': unknown broad phase 'quadtree' (one of: grid, brute-force)"),
                arguments(
                        "\"algorithm\"",
                        "\"broadPhase\": 1, \"algorithm\"",
                        "bad.json:11: field 'broadPhase': must be a string, got the number 1"),
                arguments(
                        "\"swept\"",
                        "\"sweep\"",
                        "bad.json:11: field 'algorithm': unknown algorithm 'sweep' "
                                + "(one of: simple, pythagoras, intersection-centre, swept, swept-exact)"),
                arguments(
                        "\"height\": 600}",
                        "\"height\": 600, \"walls\": [\"top\", \"up\"]}",
                        "bad.json:2: field 'court.walls[1]': unknown side 'up' (left, right, top or bottom)"),
                arguments(
                        "\"height\": 600}",
                        "\"height\": 600, \"walls\": [\"top\", \"top\"]}",
                        "bad.json:2: field 'court.walls[1]': side 'top' is listed twice"),
                arguments(
                        "\"height\": 600}",
                        "\"height\": 600, \"walls\": [1]}",
                        "bad.json:2: field "
                                + "'court.walls[0]': must be a side name (left, right, top or bottom), got the number 1"),
                arguments(
                        "\"height\": 600}",
                        "\"height\": 600, \"walls\": \"top\"}",
                        "bad.json:2: field 'court.walls': must be an array [...], got a string \"top\""),
                arguments(
                        "\"height\": 100}",
                        "\"height\": 100, \"face\": \"middle\"}",
                        "bad.json:6: field 'paddles[0].face': unknown side 'middle' (left, right, top or bottom)"),
                arguments(
                        "\"height\": 100}",
                        "\"height\": 100, \"face\": false}",
                        "bad.json:6: field "
                                + "'paddles[0].face': must be a side name (left, right, top or bottom), got false"),
                arguments(
                        "\"radius\": 10",
                        "\"radius\": -3",
                        "bad.json:4: field 'ball.radius': must not be negative, got -3"),
                arguments("\"width\": 800", "\"width\": 0", "bad.json:2: field 'court.width': must be positive, got 0"),
                arguments(
                        "\"width\": 800", "\"width\": -0", "bad.json:2: field 'court.width': must be positive, got -0"),
                arguments(
                        "\"height\": 600",
                        "\"height\": -600",
                        "bad.json:2: field 'court.height': must be positive, got -600"),
                arguments(
                        "\"width\": 12",
                        "\"width\": -12",
                        "bad.json:6: field 'paddles[0].width': must not be negative, got -12"),
                arguments(
                        "\"height\": 20",
                        "\"height\": -0.5",
                        "bad.json:9: field 'bricks[0].height': must not be negative, got -0.5"),
                arguments(
                        "\"vx\": 600",
                        "\"vx\": 2e9",
                        "bad.json:4: field 'ball.vx': too large (at most 1e9), got 2000000000"),
                arguments(
                        "\"x\": 20",
                        "\"x\": -1e10",
                        "bad.json:6: field 'paddles[0].x': too large (at most 1e9), got -10000000000"),
                arguments(
                        "\"vx\": 600",
                        "\"vx\": 1e300",
                        "bad.json:4: field 'ball.vx': too large (at most 1e9), got 1.0E300"),
                arguments("\"dt\": 0.02", "\"dt\": 0", "bad.json:3: field 'dt': must be positive, got 0"),
                arguments("\"dt\": 0.02", "\"dt\": -0.02", "bad.json:3: field 'dt': must be positive, got -0.02"),
                arguments("\"dt\": 0.02", "\"dt\": 20", "bad.json:3: field 'dt': must be at most 10 s, got 20"),
                arguments(
                        "\"algorithm\"",
                        "\"maxSpeed\": 0, \"algorithm\"",
                        "bad.json:11: field 'maxSpeed': must be positive, got 0"),
                arguments(
                        "\"algorithm\"",
                        "\"speedIncrement\": -1, \"algorithm\"",
                        "bad.json:11: field 'speedIncrement': must not be negative, got -1"),
                arguments(
                        "\"algorithm\"",
                        GRID + "\"cols\": 2.5, \"rows\": 1},\n  \"algorithm\"",
                        "bad.json:11: field 'brickGrid.cols': must be a whole number, got 2.5"),
                arguments(
                        "\"algorithm\"",
                        GRID + "\"cols\": 2, \"rows\": -1},\n  \"algorithm\"",
                        "bad.json:11: field 'brickGrid.rows': must not be negative, got -1"),
                arguments(
                        "\"algorithm\"",
                        GRID + "\"cols\": 1001, \"rows\": 1},\n  \"algorithm\"",
                        "bad.json:11: field 'brickGrid.cols': must be at most 1000, got 1001"),
                arguments(
                        "\"algorithm\"",
                        GRID + "\"cols\": 2},\n  \"algorithm\"",
                        "bad.json:11: field 'brickGrid.rows': missing (it is required)"),
                arguments(
                        "\"algorithm\"",
                        GRID + "\"cols\": \"2\", \"rows\": 1},\n  \"algorithm\"",
                        "bad.json:11: field 'brickGrid.cols': must be a number, got a string \"2\""),
                arguments(
                        "\"algorithm\"",
                        GRID + "\"cols\": 2, \"rows\": 1, \"gap\": -2},\n  \"algorithm\"",
                        "bad.json:11: field 'brickGrid.gap': must not be negative, got -2"),
                arguments(
                        "\"algorithm\"",
                        "\"brickGrid\": [],\n  \"algorithm\"",
                        "bad.json:11: field 'brickGrid': must be an object {...}, got an array"),
                arguments(
                        "\"id\": \"b1\"",
                        "\"id\": \"left\"",
                        "bad.json:9: field 'bricks[0].id': duplicate id 'left': already used by paddles[0].id on line 6"),
                arguments("\"id\": \"left\"", "\"id\": \"\"", "bad.json:6: field 'paddles[0].id': must not be empty"),
                arguments(
                        "\"id\": \"left\"",
                        "\"id\": 3",
                        "bad.json:6: field 'paddles[0].id': must be a string, got the number 3"),
                arguments(
                        "\"id\": \"b1\"",
                        "\"id\": \"wall-top\"",
                        "bad.json:9: field 'bricks[0].id': id 'wall-top' "
                                + "is reserved: traces call the walls wall-left, wall-right, wall-top, wall-bottom"),
                arguments(
                        "\"x\": 400",
                        "\"x\": 900",
                        "bad.json:4: field 'ball': starts outside the court: "
                                + "centre (900, 300) is not within [0, 800] x [0, 600]"),
                arguments(
                        "\"y\": 300",
                        "\"y\": -0.5",
                        "bad.json:4: field 'ball': starts outside the court: "
                                + "centre (400, -0.5) is not within [0, 800] x [0, 600]"),
                arguments(
                        "\"x\": 400, \"y\": 300",
                        "\"x\": 40, \"y\": 300",
                        "bad.json:4: field 'ball': starts inside paddle 'left'"),
                arguments(
                        "\"x\": 400, \"y\": 300",
                        "\"x\": 595, \"y\": 110",
                        "bad.json:4: field 'ball': starts inside brick 'b1'"),
                arguments(
                        "\"algorithm\"",
                        "\"ba\\nll\": 1, \"algorithm\"",
                        "bad.json:11: field 'baU+000All': unknown field (allowed: court, dt, ball, paddles, bricks, "
                                + "brickGrid, breakBricks, speedIncrement, maxSpeed, broadPhase, rules, algorithm, yours, task, starter, student)"),
                arguments(
                        "\"algorithm\"",
                        "\"ba\u2028ll\": 1, \"algorithm\"",
                        "bad.json:11: field 'baU+2028ll': unknown field (allowed: court, dt, ball, paddles, bricks, "
                                + "brickGrid, breakBricks, speedIncrement, maxSpeed, broadPhase, rules, algorithm, yours, task, starter, student)"),
                arguments(
                        "  \"algorithm\"",
                        "\u2028\"algorithm\"",
                        "bad.json:11:1: expected a field name in double quotes but found U+2028"),
                arguments(
                        "  \"algorithm\"",
                        "  \u202E\"algorithm\"",
                        "bad.json:11:3: expected a field name in double quotes but found U+202E"));
    }

    @ParameterizedTest
    @MethodSource("fields")
    void theLoaderNamesTheFieldAndItsLine(String from, String to, String message) {
        assertTrue(BASE.contains(from), from);
        assertEquals(message, scenario(BASE.replace(from, to)));
    }

    @Test
    void moreLoaderMessages() {
        assertEquals("bad.json:1: a scenario must be a JSON object {...}, got an array", scenario("[1]"));
        assertEquals("bad.json:1: a scenario must be a JSON object {...}, got the number 3", scenario("3"));
        assertEquals("bad.json:2: a scenario must be a JSON object {...}, got null", scenario("\nnull"));
        String twoPaddles = BASE.replace("{\"id\": \"left\",", "{\"id\": \"paddle1\",")
                .replace(
                        "\"height\": 100}",
                        "\"height\": 100},\n    {\"x\": 700, \"y\": 0, \"width\": 1, \"height\": 1}");
        assertEquals(
                "bad.json:7: field 'paddles[1]': duplicate id 'paddle1': already used by paddles[0].id on line 6",
                scenario(twoPaddles));
        assertEquals(
                "bad.json:9: field 'bricks[0].id': duplicate id 'r1c3': a brick of brickGrid has it too",
                scenario(BASE.replace("\"id\": \"b1\"", "\"id\": \"r1c3\"")
                        .replace(
                                "\"algorithm\"",
                                "\"brickGrid\": {\"x\": 0, \"y\": 500, \"cols\": 5, \"rows\": 2, \"brickWidth\": 9,"
                                        + " \"brickHeight\": 9}, \"algorithm\"")));
        String inGrid = BASE.replace("\"x\": 400, \"y\": 300, \"radius\": 10", "\"x\": 100, \"y\": 45, \"radius\": 3")
                .replace(
                        "\"algorithm\"",
                        "\"brickGrid\": {\"x\": 10, \"y\": 40, \"cols\": 30, \"rows\": 25,"
                                + " \"brickWidth\": 24, \"brickHeight\": 10, \"gap\": 2},\n  \"algorithm\"");
        assertEquals("bad.json:4: field 'ball': starts inside brick 'r0c3'", scenario(inGrid));
        String head = "{\"court\": {\"width\": 800, \"height\": 600}, \"dt\": 0.02, ";
        String huge = assertThrows(
                        ScenarioException.class,
                        () -> ScenarioLoader.parse(head + "\"" + "k".repeat(5000) + "\": 1}", "s.json"))
                .getMessage();
        assertTrue(huge.startsWith("s.json:1: field '" + "k".repeat(80) + "…(5000 chars)': unknown field"), huge);
    }

    @Test
    void aTreeBuiltInCodeIsCheckedToo() {
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
        assertEquals(
                "built:0: field 'ball.x': not a finite number",
                assertThrows(ScenarioException.class, () -> ScenarioLoader.read(root, "built"))
                        .getMessage());
    }

    @Test
    void filesThatCannotBeRead(@TempDir Path dir) throws IOException {
        Path missing = dir.resolve("nope.json");
        assertEquals(
                missing + ":0: cannot read the file: it does not exist",
                assertThrows(ScenarioException.class, () -> ScenarioLoader.load(missing))
                        .getMessage());
        Path latin1 = dir.resolve("latin1.json");
        Files.write(latin1, new byte[] {'{', '"', (byte) 0xE9, '"', '}'});
        // issue 18: the line the first byte that is not UTF-8 is on, and what to do about it
        assertEquals(
                latin1 + ":1: not UTF-8 text: byte 0xE9 is not part of a UTF-8 character; save the file as UTF-8",
                assertThrows(ScenarioException.class, () -> ScenarioLoader.load(latin1))
                        .getMessage());
        Path bom = dir.resolve("bom.json");
        Files.write(bom, "\uFEFF{\n  \"dt\" 1}".getBytes(StandardCharsets.UTF_8));
        assertEquals(
                bom + ":2:8: expected ':' after 'dt' but found '1'",
                assertThrows(ScenarioException.class, () -> ScenarioLoader.load(bom))
                        .getMessage());
    }

    @Test
    void aLessonShowsTheLoadersProblemAtItsLine(@TempDir Path root) throws IOException {
        Path dir = Files.createDirectories(root.resolve("02-bad"));
        Files.writeString(
                dir.resolve(LessonLoader.LESSON_FILE),
                "---\ntitle: T\narticle: \"Pong - Collision Detection\"\n---\n\n# Hello\n");
        Files.writeString(dir.resolve(LessonLoader.SCENARIO_FILE), "{\n  \"court\": \n}");
        LessonError e = assertInstanceOf(LessonError.class, LessonLoader.load(dir));
        assertEquals(dir.resolve(LessonLoader.SCENARIO_FILE) + ":3: expected a value but found '}'", e.describe());
    }

    @Test
    void aBatchLineThatIsNotJsonIsAnsweredWithTheProblemAndItsColumn() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] in = "{\"test\":\"simple\",\n[1,]\n{\"test\": \"\\uDC00\"}\n".getBytes(StandardCharsets.UTF_8);
        BounceLabCli.run(
                new String[] {"probe", "--batch"},
                new CliStreams(new ByteArrayInputStream(in), out, new ByteArrayOutputStream()));
        assertEquals("""
                {"line":1,"error":"expected a field name in double quotes but found end of input (column 18)"}
                {"line":2,"error":"expected a value but found ']' (column 4)"}
                {"line":3,"error":"invalid surrogate \\\\uDC00 (not part of a pair) (column 10)"}
                """, out.toString(StandardCharsets.UTF_8));
    }
}
