package bouncelab.io.scenario;

import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Side;
import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.Brick;
import bouncelab.core.scenario.BrickGrid;
import bouncelab.core.scenario.BroadPhaseNames;
import bouncelab.core.scenario.Court;
import bouncelab.core.scenario.Paddle;
import bouncelab.core.scenario.Rules;
import bouncelab.core.scenario.Scenario;
import bouncelab.io.file.AtomicFile;
import bouncelab.io.json.JsonArray;
import bouncelab.io.json.JsonObject;
import bouncelab.io.json.JsonPrettyPrinter;
import bouncelab.io.json.JsonString;
import bouncelab.io.json.JsonValue;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes a scenario in the format {@link ScenarioLoader} reads, so that {@code parse(toJson(s))} equals
 * {@code s} for any scenario the loader accepts. Fields left at their default are left out to keep files short,
 * except court, dt, ball and algorithm, which are always written; a brick grid stays a grid.
 */
public final class ScenarioWriter {
    private ScenarioWriter() {}

    /** The scenario as indented JSON text, ending with a newline. */
    public static String toJson(Scenario s) {
        return JsonPrettyPrinter.print(toJsonValue(s));
    }

    public static JsonObject toJsonValue(Scenario s) {
        return fields(s).put("algorithm", s.algorithm().fileName()).build();
    }

    /** A shot with the student's test, if it has one: the field "yours" (see {@link Shot}). */
    public static String toJson(Shot shot) {
        JsonObject.Builder top = fields(shot.scenario()).put("algorithm", shot.algorithmName());
        if (shot.yours() != null) {
            top.put("yours", shot.yours());
        }
        Assignment a = shot.assignment();
        if (a != null) {
            top.put("task", a.task());
            if (a.starter() != null) {
                top.put("starter", a.starter());
            }
            top.put("student", a.student()); // written empty too: the file shows the field the student fills
        }
        return JsonPrettyPrinter.print(top.build());
    }

    /**
     * Saves a shot with the student's test, atomically as {@link #save(Scenario, Path)}, only if it opens again: a
     * shot the loader would refuse (a name of 89 characters, a test of 100,014) is not written, and the
     * {@link ScenarioException} says which field and why. The window had saved such files, then refused to open them.
     */
    public static void save(Shot shot, Path path) throws IOException {
        String json = toJson(shot);
        ScenarioLoader.parseShot(json, String.valueOf(path.getFileName()));
        AtomicFile.writeString(path, json);
    }

    /**
     * Whether {@code s}, saved, opens again: the loader's own checks on the text it would be written as. Throws the
     * {@link ScenarioException} that opening it would; the shot sheet asks before it takes a value typed.
     */
    public static void opensAgain(Scenario s) {
        ScenarioLoader.parse(toJson(s), "shot");
    }

    private static JsonObject.Builder fields(Scenario s) {
        JsonObject.Builder top = JsonObject.builder()
                .put("court", court(s.court()))
                .put("dt", s.dt())
                .put("ball", ball(s.ball()));
        if (!s.paddles().isEmpty()) {
            top.put(
                    "paddles",
                    JsonArray.of(
                            s.paddles().stream().map(ScenarioWriter::paddle).toList()));
        }
        if (!s.bricks().isEmpty()) {
            top.put(
                    "bricks",
                    JsonArray.of(s.bricks().stream().map(ScenarioWriter::brick).toList()));
        }
        if (s.brickGrid() != null) {
            top.put("brickGrid", grid(s.brickGrid()));
        }
        Rules rules = s.rules();
        if (!rules.breakBricks()) {
            top.put("breakBricks", false);
        }
        if (!isDefaultZero(rules.speedIncrement())) {
            top.put("speedIncrement", rules.speedIncrement());
        }
        if (Double.isFinite(rules.maxSpeed())) {
            top.put("maxSpeed", rules.maxSpeed());
        }
        if (!rules.broadPhase().equals(BroadPhaseNames.DEFAULT)) {
            top.put("broadPhase", rules.broadPhase());
        }
        if (!rules.isBounceLab()) {
            top.put("rules", rules.id().fileName());
        }
        return top;
    }

    /**
     * Saves the scenario so that a crash never leaves a half-written file: through {@link AtomicFile}, the one
     * atomic writer (a temporary file beside it, forced to disk, renamed over {@code path}).
     */
    public static void save(Scenario s, Path path) throws IOException {
        AtomicFile.writeString(path, toJson(s));
    }

    /** True only for +0.0: a -0.0 is written out, so that it reads back as the same double. */
    private static boolean isDefaultZero(double v) {
        return Double.compare(v, 0.0) == 0;
    }

    private static JsonObject court(Court c) {
        JsonObject.Builder b = JsonObject.builder().put("width", c.width()).put("height", c.height());
        if (c.walls().size() < Side.values().length) {
            List<JsonValue> walls = new ArrayList<>();
            c.wallsInOrder().forEach(side -> walls.add(JsonString.of(side.label())));
            b.put("walls", JsonArray.of(walls));
        }
        return b.build();
    }

    private static JsonObject ball(Ball ball) {
        JsonObject.Builder b = JsonObject.builder()
                .put("x", ball.x())
                .put("y", ball.y())
                .put("radius", ball.radius())
                .put("vx", ball.vx())
                .put("vy", ball.vy());
        if (!isDefaultZero(ball.accel())) {
            b.put("accel", ball.accel());
        }
        return b.build();
    }

    private static JsonObject paddle(Paddle p) {
        JsonObject.Builder b = rect(JsonObject.builder().put("id", p.id()), p.rect());
        if (!isDefaultZero(p.vx()) || !isDefaultZero(p.vy())) {
            b.put("vx", p.vx()).put("vy", p.vy());
        }
        if (p.face() != null) {
            b.put("face", p.face().label());
        }
        return b.build();
    }

    private static JsonObject brick(Brick brick) {
        return rect(JsonObject.builder().put("id", brick.id()), brick.rect()).build();
    }

    private static JsonObject.Builder rect(JsonObject.Builder b, Rect r) {
        return b.put("x", r.x()).put("y", r.y()).put("width", r.width()).put("height", r.height());
    }

    private static JsonObject grid(BrickGrid g) {
        JsonObject.Builder b = JsonObject.builder()
                .put("x", g.x())
                .put("y", g.y())
                .put("cols", g.cols())
                .put("rows", g.rows())
                .put("brickWidth", g.brickWidth())
                .put("brickHeight", g.brickHeight());
        if (!isDefaultZero(g.gap())) {
            b.put("gap", g.gap());
        }
        return b.build();
    }
}
