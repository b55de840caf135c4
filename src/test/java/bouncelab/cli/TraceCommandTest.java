package bouncelab.cli;

import bouncelab.io.json.JsonArray;
import bouncelab.io.json.JsonObject;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static bouncelab.cli.CliRun.bool;
import static bouncelab.cli.CliRun.isNull;
import static bouncelab.cli.CliRun.num;
import static bouncelab.cli.CliRun.str;
import static bouncelab.cli.CliRun.strings;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code trace} of small scenarios written to a temporary folder. */
class TraceCommandTest {
    /** A ball at x 300 moving 30 px a frame at 60 Hz towards a 4 px brick at x 400 that does not break. */
    static final String THIN_BRICK = """
            {"court": {"width": 800, "height": 600},
             "dt": 0.016666666666666666,
             "ball": {"x": 300, "y": 300, "radius": 5, "vx": 1800, "vy": 0},
             "bricks": [{"id": "thin", "x": 400, "y": 250, "width": 4, "height": 100}],
             "breakBricks": false,
             "algorithm": "simple"}
            """;

    @TempDir
    Path dir;

    Path write(String name, String text) throws IOException {
        Path p = dir.resolve(name);
        Files.writeString(p, text);
        return p;
    }

    @Test
    void simpleTunnelsThroughTheThinBrickInFrameFour() throws IOException {
        CliRun r = CliRun.run("trace", write("thin.json", THIN_BRICK).toString(), "--frames", "6");
        assertEquals(0, r.status(), r.err());
        assertEquals("", r.err());
        List<String> lines = r.lines();
        assertEquals(6, lines.size());
        assertEquals(
                "{\"frame\":1,\"t\":0.016667,\"algorithm\":\"simple\",\"ball\":{\"x\":330,\"y\":300,\"vx\":1800,"
                        + "\"vy\":0},\"events\":[],\"broken\":[],\"phantoms\":[],\"bricks\":1,\"out\":false}",
                lines.get(0));
        for (int f = 0; f < 6; f++) {
            JsonObject line = CliRun.parse(lines.get(f));
            assertEquals(f + 1, num(line, "frame"));
            assertEquals(f == 3 ? 1 : 0, ((JsonArray) line.get("events")).size(), lines.get(f));
        }
        JsonObject f4 = CliRun.parse(lines.get(3));
        assertEquals(0.066667, num(f4, "t"));
        assertEquals(420, num((JsonObject) f4.get("ball"), "x"), 1e-9); // went straight through
        JsonObject e = (JsonObject) ((JsonArray) f4.get("events")).get(0);
        assertEquals("tunnelled", str(e, "type"));
        assertEquals("thin", str(e, "object"));
        assertEquals("left", str(e, "side"));
        assertEquals(395, num(e, "x"), 1e-9);
        assertEquals(300, num(e, "y"), 1e-9);
        assertEquals((5.0 / 30) / 60, num(e, "toi"), 1e-12);
    }

    @Test
    void sweptBouncesOffItInFrameFourWhenChosenOnTheCommandLine() throws IOException {
        CliRun r =
                CliRun.run("trace", write("thin.json", THIN_BRICK).toString(), "--frames", "5", "--algorithm", "swept");
        assertEquals(0, r.status(), r.err());
        JsonObject f4 = CliRun.parse(r.lines().get(3));
        assertEquals("swept", str(f4, "algorithm"));
        JsonObject e = (JsonObject) ((JsonArray) f4.get("events")).get(0);
        assertEquals("bounce", str(e, "type"));
        assertEquals("thin", str(e, "object"));
        assertEquals("left", str(e, "side"));
        assertEquals(395, num(e, "x"), 1e-9);
        assertEquals((5.0 / 30) / 60, num(e, "toi"), 1e-12);
        JsonObject ball = (JsonObject) f4.get("ball");
        assertEquals(370, num(ball, "x"), 1e-9); // as far in front of the brick as it would have gone behind
        assertEquals(-1800, num(ball, "vx"));
        assertEquals(1, num(f4, "bricks"));
        for (int f : new int[] {0, 1, 2, 4}) {
            assertEquals(0, ((JsonArray) CliRun.parse(r.lines().get(f)).get("events")).size());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"simple", "pythagoras", "intersection-centre", "swept", "swept-exact"})
    void twoRunsGiveTheSameBytes(String algorithm) throws IOException {
        // no "walls": all four sides are walls, so the ball keeps hitting things for the whole run
        Path p = write("closed.json", GRID.replace(", \"walls\": [\"left\", \"right\", \"top\"]", ""));
        CliRun first = CliRun.run("trace", p.toString(), "--frames", "300", "--working", "--algorithm", algorithm);
        CliRun second = CliRun.run("trace", p.toString(), "--frames", "300", "--working", "--algorithm", algorithm);
        assertEquals(0, first.status(), first.err());
        assertEquals(300, first.lines().size());
        assertTrue(first.out().contains("\"type\":\"bounce\""));
        assertFalse(first.out().contains("\"out\":true"), "the court is closed");
        assertEquals(first.out(), second.out());
    }

    /** A small wall of bricks above a ball going up and right in a court open at the bottom. */
    static final String GRID = """
            {"court": {"width": 200, "height": 150, "walls": ["left", "right", "top"]},
             "dt": 0.016666666666666666,
             "ball": {"x": 60, "y": 120, "radius": 4, "vx": 240, "vy": -300},
             "brickGrid": {"x": 20, "y": 20, "cols": 4, "rows": 2, "brickWidth": 38, "brickHeight": 10, "gap": 2},
             "algorithm": "swept"}
            """;

    @Test
    void bricksBreakAndTheBallGoesOutOfTheOpenSide() throws IOException {
        CliRun r = CliRun.run("trace", write("grid.json", GRID).toString(), "--frames", "400");
        List<JsonObject> frames = r.lines().stream().map(CliRun::parse).toList();
        JsonObject firstBreak = frames.stream()
                .filter(f -> ((JsonArray) f.get("broken")).size() > 0)
                .findFirst()
                .orElseThrow();
        String broken = strings(firstBreak, "broken").get(0);
        assertTrue(broken.matches("r[01]c[0-3]"), broken);
        assertEquals(7, num(firstBreak, "bricks"));
        JsonObject bounce = (JsonObject) ((JsonArray) firstBreak.get("events"))
                .items().stream()
                        .filter(e -> str((JsonObject) e, "type").equals("bounce")
                                && broken.equals(str((JsonObject) e, "object")))
                        .findFirst()
                        .orElseThrow();
        assertTrue(num(bounce, "toi") >= 0 && num(bounce, "toi") <= 1.0 / 60, bounce::toString);

        JsonObject out = frames.stream().filter(f -> bool(f, "out")).findFirst().orElseThrow();
        JsonObject outEvent = (JsonObject) ((JsonArray) out.get("events"))
                .items().stream()
                        .filter(e -> str((JsonObject) e, "type").equals("out"))
                        .findFirst()
                        .orElseThrow();
        assertTrue(isNull(outEvent, "object"));
        assertEquals("bottom", str(outEvent, "side"));
        assertEquals(150, num(outEvent, "y"), 1e-9);
        JsonObject last = frames.get(frames.size() - 1);
        assertTrue(bool(last, "out"), "stays out");
        assertEquals(num((JsonObject) out.get("ball"), "x"), num((JsonObject) last.get("ball"), "x"));
    }

    @Test
    void workingListsEachItemsSummaryThenItsLines() throws IOException {
        CliRun r = CliRun.run(
                "trace",
                write("thin.json", THIN_BRICK).toString(),
                "--frames",
                "4",
                "--working",
                "--algorithm",
                "pythagoras");
        List<String> working = strings(CliRun.parse(r.lines().get(3)), "working");
        assertEquals("pass 1: move for 1/60 s from (390, 300) to (420, 300)", working.get(0));
        assertTrue(working.contains("tunnelled through thin at 2.778 ms into the frame"), working::toString);
        assertFalse(r.lines().get(0).isEmpty());
        assertFalse(CliRun.run("trace", dir.resolve("thin.json").toString(), "--frames", "1")
                .out()
                .contains("working"));
    }

    @Test
    void zeroFramesPrintNothing() throws IOException {
        CliRun r = CliRun.run("trace", write("thin.json", THIN_BRICK).toString(), "--frames", "0");
        assertEquals(0, r.status());
        assertEquals("", r.out());
    }
}
