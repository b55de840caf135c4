package bouncelab.io.scenario;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.choice.RulesId;
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
import bouncelab.core.scenario.ShotLimits;
import bouncelab.io.file.SafeRead;
import bouncelab.io.json.JsonNull;
import bouncelab.io.json.JsonParseException;
import bouncelab.io.json.JsonReader;
import bouncelab.io.json.JsonString;
import bouncelab.io.json.JsonValue;
import bouncelab.io.json.JsonWriter;
import bouncelab.io.refusal.Refusal;
import bouncelab.io.scenario.FieldReader.Range;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Reads and checks a scenario file. Every problem is one {@link ScenarioException} naming the file, the line
 * and the field, so a student who mistypes a number is told where.
 *
 * <p>The format, with every field (sizes and positions in px, velocities in px/s, {@code dt} in s):
 * <pre>{@code
 * {"court": {"width": 800, "height": 600, "walls": ["top", "bottom"]},
 *  "dt": 0.016666,
 *  "ball": {"x": 400, "y": 300, "radius": 10, "vx": 600, "vy": 200, "accel": 0},
 *  "paddles": [{"id": "left", "x": 20, "y": 250, "width": 12, "height": 100, "vx": 0, "vy": 0, "face": "right"}],
 *  "bricks": [{"id": "b1", "x": 300, "y": 100, "width": 60, "height": 20}],
 *  "brickGrid": {"x": 10, "y": 40, "cols": 30, "rows": 25, "brickWidth": 24, "brickHeight": 10, "gap": 2},
 *  "breakBricks": true, "speedIncrement": 0, "maxSpeed": 2000, "broadPhase": "grid",
 *  "rules": "bounce-lab", "algorithm": "swept",
 *  "yours": "boolean hitPaddle(...) {...}", "task": "# Write hitPaddle ...", "starter": "...", "student": "Amy"}
 * }</pre>
 *
 * <p>Required: {@code court.width}, {@code court.height}, {@code dt}, and {@code ball.x}, {@code y},
 * {@code radius}, {@code vx}, {@code vy}; in a paddle or brick its {@code x}, {@code y}, {@code width} and
 * {@code height}; in a grid all but {@code gap}. Everything else may be left out and then means:
 * <ul>
 *   <li>{@code court.walls}: all four sides are walls (each side at most once; {@code []} means none);
 *   <li>{@code ball.accel}, paddle {@code vx}/{@code vy}, {@code gap}, {@code speedIncrement}: 0;
 *   <li>{@code paddles}, {@code bricks}: none; {@code brickGrid}: no grid; {@code breakBricks}: true;
 *   <li>{@code maxSpeed}: no limit; {@code algorithm}: "swept" (or one of {@link AlgorithmId#all()});
 *   <li>{@code broadPhase}: "grid" (or "brute-force"; how the swept tests pick the bricks to test);
 *   <li>{@code rules}: "bounce-lab" (or one of {@link RulesId#names()}: whose update loop runs around the test);
 *   <li>paddle {@code face} (a side, or null): the side facing the middle of the court, see
 *       {@link Paddle#playingFace}; ids: {@code paddle0}, {@code paddle1}, ... and {@code brick0}, ...
 *       by position in their list. Grid bricks are {@code r{row}c{col}}.
 *   <li>{@code yours}: the student's test (see {@link Shot}); {@code task}, {@code starter}, {@code student}: an
 *       assignment (see {@link Assignment}), none of them without {@code task}; {@code student} may be empty.
 * </ul>
 *
 * <p>Checked: no unknown fields anywhere; the right JSON type everywhere; every number finite and at most 1e9
 * in size; court sizes, {@code dt} (at most 10) and {@code maxSpeed} positive; radius, widths, heights, gap and
 * {@code speedIncrement} not negative; grid {@code cols} and {@code rows} whole numbers up to 1000; at most
 * {@link ShotLimits#MAX_OBJECTS} paddles and bricks in all, a grid's counted one by one; ids unique across paddles,
 * bricks and the grid; and the ball starting inside the court, not overlapping any paddle or brick (touching is
 * fine), nor two walls at once.
 */
public final class ScenarioLoader {
    static final List<String> TOP_FIELDS = List.of(
            "court",
            "dt",
            "ball",
            "paddles",
            "bricks",
            "brickGrid",
            "breakBricks",
            "speedIncrement",
            "maxSpeed",
            "broadPhase",
            "rules",
            "algorithm",
            "yours",
            "task",
            "starter",
            "student");
    static final List<String> COURT_FIELDS = List.of("width", "height", "walls");
    static final List<String> BALL_FIELDS = List.of("x", "y", "radius", "vx", "vy", "accel");
    static final List<String> PADDLE_FIELDS = List.of("id", "x", "y", "width", "height", "vx", "vy", "face");
    static final List<String> BRICK_FIELDS = List.of("id", "x", "y", "width", "height");
    static final List<String> GRID_FIELDS = List.of("x", "y", "cols", "rows", "brickWidth", "brickHeight", "gap");

    static final double MAX_DT = ShotLimits.MAX_DT;
    static final int MAX_GRID_SIDE = ShotLimits.MAX_GRID_SIDE;

    private ScenarioLoader() {}

    /**
     * Reads a scenario file as UTF-8 through {@link SafeRead}: an ordinary file of at most
     * {@link ShotLimits#MAX_SCENARIO_BYTES}. Its path as given labels the error messages.
     */
    public static Scenario load(Path path) {
        return loadShot(path).scenario();
    }

    /** Reads scenario JSON text; {@code fileName} labels the error messages. */
    public static Scenario parse(String text, String fileName) {
        return parseShot(text, fileName).scenario();
    }

    /** Reads a scenario from JSON already parsed (for example one line of a batch). */
    public static Scenario read(JsonValue root, String fileName) {
        return readShot(root, fileName).scenario();
    }

    /**
     * Reads a shot file with the student's test, if it keeps one (see {@link Shot}), as {@link #load} reads a
     * scenario: through {@link SafeRead}, an ordinary file of at most {@link ShotLimits#MAX_SCENARIO_BYTES}.
     */
    public static Shot loadShot(Path path) {
        String name = path.toString();
        String text;
        try {
            text = SafeRead.text(path, name, ShotLimits.MAX_SCENARIO_BYTES);
        } catch (SafeRead.Refused e) {
            throw new ScenarioException(name, e.line(), 0, ScenarioException.FILE, e.why(), e);
        }
        return parseShot(text, name);
    }

    /** Reads shot JSON text, as {@link #loadShot} reads a file's; {@code fileName} labels the error messages. */
    static Shot parseShot(String text, String fileName) {
        JsonValue root;
        try {
            root = JsonReader.parse(text, fileName);
        } catch (JsonParseException e) {
            throw new ScenarioException(fileName, e.line(), e.column(), ScenarioException.SYNTAX, e.why(), e);
        }
        return readShot(root, fileName);
    }

    private static Shot readShot(JsonValue root, String fileName) {
        FieldReader top = FieldReader.root(root, fileName);
        top.allowOnly(TOP_FIELDS);
        Court court = court(top.object("court"));
        double dt = top.number("dt", Range.POSITIVE);
        if (dt > MAX_DT) {
            throw top.error("dt", Refusal.of("scenario.dt", num(MAX_DT), num(dt)));
        }
        FieldReader ballFields = top.object("ball");
        Ball ball = ball(ballFields);

        IdRegistry ids = new IdRegistry(fileName);
        List<FieldReader> paddleFields = top.objects("paddles");
        checkObjects(top, "paddles", paddleFields.size());
        List<Paddle> paddles = new ArrayList<>();
        for (FieldReader p : paddleFields) {
            paddles.add(paddle(p, paddles.size(), ids));
        }
        List<FieldReader> brickFields = top.objects("bricks");
        checkObjects(top, "bricks", paddles.size() + brickFields.size());
        List<Brick> bricks = new ArrayList<>();
        for (FieldReader b : brickFields) {
            bricks.add(brick(b, bricks.size(), ids));
        }
        FieldReader gridFields = top.optionalObject("brickGrid");
        BrickGrid grid = gridFields == null ? null : grid(gridFields);
        if (grid != null) {
            checkObjects(top, "brickGrid", paddles.size() + bricks.size() + (long) grid.cols() * grid.rows());
            ids.checkAgainst(grid);
        }

        String broadPhase = top.string("broadPhase", BroadPhaseNames.DEFAULT);
        if (!BroadPhaseNames.isKnown(broadPhase)) {
            throw top.error(
                    "broadPhase",
                    Refusal.of("scenario.broadPhase", broadPhase, String.join(", ", BroadPhaseNames.ALL)));
        }
        String ruleSetName = top.string("rules", RulesId.BOUNCE_LAB.fileName());
        RulesId ruleSet = RulesId.parse(ruleSetName)
                .orElseThrow(() -> top.error("rules", Refusal.of("scenario.rules", ruleSetName, RulesId.names())));
        Rules rules = new Rules(
                top.bool("breakBricks", true),
                top.number("speedIncrement", Range.NON_NEGATIVE, 0),
                top.number("maxSpeed", Range.POSITIVE, Double.POSITIVE_INFINITY),
                broadPhase,
                ruleSet);
        String algorithmName = top.string("algorithm", Scenario.DEFAULT_ALGORITHM.fileName());
        String yours = top.optionalString("yours");
        if (yours != null && yours.length() > Shot.MAX_YOURS) {
            throw top.error(
                    "yours",
                    Refusal.of(
                            "scenario.yoursTooLong", String.valueOf(Shot.MAX_YOURS), String.valueOf(yours.length())));
        }
        boolean chosen = algorithmName.equals(AlgorithmId.YOURS.fileName());
        if (chosen && yours == null) {
            throw top.error("algorithm", Refusal.of("scenario.noYours"));
        }
        AlgorithmId algorithm = chosen
                ? Shot.STAND_IN // until the window has compiled yours
                : AlgorithmId.parse(algorithmName)
                        .orElseThrow(() -> top.error(
                                "algorithm", Refusal.of("scenario.algorithm", algorithmName, AlgorithmId.names())));
        Scenario scenario = new Scenario(court, dt, ball, paddles, bricks, grid, rules, algorithm);
        BallStart.check(scenario, ballFields);
        return new Shot(scenario, yours, chosen, assignment(top));
    }

    /** The assignment's fields (see {@link Assignment}), or null when the shot has none of them. */
    private static @Nullable Assignment assignment(FieldReader top) {
        if (!top.has("task") && !top.has("starter") && !top.has("student")) {
            return null;
        }
        String task = top.optionalString("task");
        if (task == null || task.isBlank()) {
            String field = top.has("starter") ? "starter" : "student";
            throw top.error(
                    top.has("task") ? "task" : field,
                    Refusal.of("scenario.noTask", field, top.has("task") ? "empty" : "none"));
        }
        if (task.length() > Assignment.MAX_TASK) {
            throw top.error(
                    "task",
                    Refusal.of(
                            "scenario.taskTooLong",
                            String.valueOf(Assignment.MAX_TASK),
                            String.valueOf(task.length())));
        }
        String starter = top.optionalString("starter");
        if (starter != null && starter.length() > Shot.MAX_YOURS) {
            throw top.error(
                    "starter",
                    Refusal.of(
                            "scenario.starterTooLong",
                            String.valueOf(Shot.MAX_YOURS),
                            String.valueOf(starter.length())));
        }
        String student = top.text("student", "");
        if (student.length() > Assignment.MAX_STUDENT) {
            throw top.error(
                    "student",
                    Refusal.of(
                            "scenario.studentTooLong",
                            String.valueOf(Assignment.MAX_STUDENT),
                            String.valueOf(student.length())));
        }
        return new Assignment(task, starter, student);
    }

    private static Court court(FieldReader f) {
        f.allowOnly(COURT_FIELDS);
        double width = f.number("width", Range.POSITIVE);
        double height = f.number("height", Range.POSITIVE);
        List<JsonValue> items = f.items("walls");
        if (items == null) {
            return Court.closed(width, height);
        }
        Set<Side> walls = EnumSet.noneOf(Side.class);
        for (int i = 0; i < items.size(); i++) {
            String field = f.pathOf("walls") + "[" + i + "]";
            Side side = side(f, items.get(i), field);
            if (!walls.add(side)) {
                throw f.errorAt(items.get(i), field, Refusal.of("scenario.sideTwice", side.label()));
            }
        }
        return new Court(width, height, walls);
    }

    private static Side side(FieldReader f, JsonValue value, String field) {
        if (value instanceof JsonString s) {
            for (Side side : Side.values()) {
                if (side.label().equals(s.value())) {
                    return side;
                }
            }
            throw f.errorAt(value, field, Refusal.of("scenario.side", s.value()));
        }
        throw f.errorAt(value, field, Refusal.of("scenario.notSide", FieldReader.describe(value)));
    }

    private static Ball ball(FieldReader f) {
        f.allowOnly(BALL_FIELDS);
        return new Ball(
                f.number("x", Range.ANY),
                f.number("y", Range.ANY),
                f.number("radius", Range.NON_NEGATIVE),
                f.number("vx", Range.ANY),
                f.number("vy", Range.ANY),
                f.number("accel", Range.ANY, 0));
    }

    private static Paddle paddle(FieldReader f, int index, IdRegistry ids) {
        f.allowOnly(PADDLE_FIELDS);
        String id = id(f, "paddle" + index, ids);
        Rect rect = rect(f);
        double vx = f.number("vx", Range.ANY, 0);
        double vy = f.number("vy", Range.ANY, 0);
        return new Paddle(id, rect, vx, vy, face(f));
    }

    /** The paddle's face; null, like leaving it out, lets {@link Paddle#playingFace} choose. */
    private static @Nullable Side face(FieldReader f) {
        JsonValue value = f.value("face");
        return value == null || value instanceof JsonNull ? null : side(f, value, f.pathOf("face"));
    }

    private static Brick brick(FieldReader f, int index, IdRegistry ids) {
        f.allowOnly(BRICK_FIELDS);
        return new Brick(id(f, "brick" + index, ids), rect(f));
    }

    /** The object's id, or {@code fallback} when it has none; registered so that duplicates are caught. */
    private static String id(FieldReader f, String fallback, IdRegistry ids) {
        String id = f.string("id", fallback);
        ids.add(id, f.has("id") ? f.pathOf("id") : f.path(), f.lineOf("id"));
        return id;
    }

    private static Rect rect(FieldReader f) {
        return new Rect(
                f.number("x", Range.ANY),
                f.number("y", Range.ANY),
                f.number("width", Range.NON_NEGATIVE),
                f.number("height", Range.NON_NEGATIVE));
    }

    private static BrickGrid grid(FieldReader f) {
        f.allowOnly(GRID_FIELDS);
        double x = f.number("x", Range.ANY);
        double y = f.number("y", Range.ANY);
        int cols = f.count("cols", MAX_GRID_SIDE);
        int rows = f.count("rows", MAX_GRID_SIDE);
        return new BrickGrid(
                x,
                y,
                cols,
                rows,
                f.number("brickWidth", Range.NON_NEGATIVE),
                f.number("brickHeight", Range.NON_NEGATIVE),
                f.number("gap", Range.NON_NEGATIVE, 0));
    }

    /**
     * Paddles and bricks, listed or in the grid, at most {@link ShotLimits#MAX_OBJECTS} together: refused at the
     * list or grid that goes past it, before its items are read.
     */
    private static void checkObjects(FieldReader top, String field, long count) {
        if (count > ShotLimits.MAX_OBJECTS) {
            throw top.error(
                    field,
                    Refusal.of("scenario.tooMany", String.valueOf(ShotLimits.MAX_OBJECTS), String.valueOf(count)));
        }
    }

    private static String num(double v) {
        return JsonWriter.number(v);
    }
}
