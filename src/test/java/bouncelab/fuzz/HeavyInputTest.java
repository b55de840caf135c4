package bouncelab.fuzz;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.scenario.ShotLimits;
import bouncelab.core.simulation.WorkBudget;
import bouncelab.io.scenario.ScenarioException;
import bouncelab.io.scenario.ScenarioLoader;
import bouncelab.lessons.Lesson;
import bouncelab.lessons.LessonError;
import bouncelab.lessons.LessonLoader;
import bouncelab.lessons.LessonSource;
import bouncelab.lessons.LoadResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.params.provider.Arguments.arguments;

/**
 * Issue 18, items 1 and 2: files that load and would then hang or run out of memory, and lesson values that skip
 * the scenario's limits. Each is refused at load, quickly, with one line naming the file and the line, against
 * {@link ShotLimits}; and what loads but would take too long to draw is refused by render before it draws.
 */
class HeavyInputTest {
    /** What would hang or take minutes is caught; the bound is loose for a busy CI machine, not a stopwatch. */
    private static final Duration QUICK = Duration.ofSeconds(60);

    /** Front matter on lines 1–5, a heading on 7, a paragraph with a placeholder and a link on 9. */
    static final String FRONT = """
            ---
            title: Heavy
            article: "Pong - Collision Detection"
            frame: 1
            ---

            # Heavy

            The ball is at {{ball.x}}. [Faster](action:speed=4)
            """;

    static final String QUESTION = """

            ```question
            ask: Does it bounce?
            choices: yes | no
            answer: no
            check: no event bounce at frame 2
            ```
            """;

    static Stream<Arguments> heavyLessons() {
        String many = IntStream.range(0, 100_000).mapToObj(i -> "{{frame}}").collect(Collectors.joining(" "));
        String questions = QUESTION.repeat(ShotLimits.MAX_QUESTIONS + 1);
        String checks = QUESTION.replace(
                "check: no event bounce at frame 2\n",
                "check: no event bounce at frame 2\n".repeat(ShotLimits.MAX_CHECKS + 1));
        String links = "[go](action:frame=2) ".repeat(ShotLimits.MAX_LINKS + 1);
        return Stream.of(
                // item 1: every value an action or a check sets goes through the scenario's limits
                arguments(
                        "action speed 1e308",
                        FRONT.replace("speed=4", "speed=1e308"),
                        9,
                        "the ball's velocity would be (Infinity"),
                arguments("action dt 1e308", FRONT.replace("speed=4", "dt=1e308"), 9, "dt would be 1.0E308 s"),
                arguments(
                        "action frame past the last",
                        FRONT.replace("speed=4", "frame=2147483647"),
                        9,
                        "frame must be a whole number from 1 to 600, not '2147483647'"),
                arguments(
                        "check after speed 1e308",
                        FRONT + QUESTION.replace("at frame 2", "at frame 2 after " + "speed=1e308"),
                        15,
                        "check: the ball's velocity would be (Infinity"),
                arguments(
                        "check after dt 1e308",
                        FRONT + QUESTION.replace("at frame 2", "at frame 2 after dt=1e308"),
                        15,
                        "check: dt would be 1.0E308 s"),
                arguments(
                        "check at a frame past the last",
                        FRONT + QUESTION.replace("at frame 2", "at frame 999999"),
                        15,
                        "looks at frame 999999, past the last frame the window shows (600)"),
                // item 2: what a lesson may ask for
                arguments(
                        "reveal at frame 2^31 - 1",
                        FRONT + QUESTION.replace("check: no event bounce at frame 2", "reveal-at-frame: 2147483647"),
                        15,
                        "reveal-at-frame must be a whole number from 1 to 600"),
                arguments(
                        "open at frame 2^31 - 1",
                        FRONT.replace("frame: 1", "frame: 2147483647"),
                        4,
                        "frame must be a whole number from 1 to 600"),
                arguments("100,000 placeholders", FRONT + "\n" + many + "\n", 11, "at most 500 {{placeholders}}"),
                arguments("21 questions", FRONT + questions, 11 + 7 * ShotLimits.MAX_QUESTIONS, "at most 20 questions"),
                arguments("11 checks in a question", FRONT + checks, 25, "at most 10 check: lines"),
                arguments("201 links", FRONT + "\n" + links + "\n", 11, "at most 200 'try this' links"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("heavyLessons")
    void aLessonAskingTooMuchIsRefusedAtItsLine(String what, String md, int line, String words, @TempDir Path root)
            throws IOException {
        Path folder = root.resolve("01-heavy");
        Files.createDirectories(folder);
        Files.writeString(folder.resolve("lesson.md"), md);
        Files.writeString(folder.resolve("scenario.json"), HostileFilesTest.SHOT);
        LoadResult r = assertTimeoutPreemptively(QUICK, () -> LessonLoader.load(folder));
        LessonError e = assertInstanceOf(LessonError.class, r, what);
        assertEquals(folder.resolve("lesson.md").toString(), e.file());
        assertEquals(line, e.line(), e.describe());
        assertTrue(e.message().contains(words), e.describe());
        assertEquals(1, e.describe().lines().count());
    }

    @Test
    void theLimitsThemselvesLoad(@TempDir Path root) throws IOException {
        Path folder = root.resolve("01-full");
        Files.createDirectories(folder);
        String md = FRONT.replace("frame: 1", "frame: 600").replace("speed=4", "frame=600&dt=10")
                + QUESTION.replace(
                                "check: no event bounce at frame 2\n",
                                "reveal-at-frame: 600\n"
                                        + "check: no event bounce at frame 600\n".repeat(ShotLimits.MAX_CHECKS))
                        .repeat(ShotLimits.MAX_QUESTIONS)
                + "{{frame}} ".repeat(ShotLimits.MAX_PLACEHOLDERS - 1) + "\n";
        Files.writeString(folder.resolve("lesson.md"), md);
        Files.writeString(folder.resolve("scenario.json"), HostileFilesTest.SHOT);
        Lesson lesson = assertInstanceOf(
                Lesson.class,
                LessonLoader.load(folder),
                () -> LessonLoader.load(folder).toString());
        assertEquals(ShotLimits.MAX_QUESTIONS, lesson.questions().size());
        assertEquals(600, lesson.openFrame());
    }

    static String shot(String extra) {
        return HostileFilesTest.SHOT.replace("\"vy\": 0}", "\"vy\": 0},\n  " + extra);
    }

    static String bricks(int n) {
        return "\"bricks\": ["
                + IntStream.range(0, n)
                        .mapToObj(i ->
                                "{\"x\": " + i % 40 * 20 + ", \"y\": " + i / 40 * 5 + ", \"width\": 10, \"height\": 2}")
                        .collect(Collectors.joining(","))
                + "]";
    }

    @Test
    void aShotWithTooManyObjectsIsRefusedAtItsList() {
        String ok = shot(bricks(ShotLimits.MAX_OBJECTS));
        assertEquals(
                ShotLimits.MAX_OBJECTS,
                ScenarioLoader.parse(ok, "ok.json").bricks().size());
        ScenarioException e = assertThrows(
                ScenarioException.class,
                () -> ScenarioLoader.parse(shot(bricks(ShotLimits.MAX_OBJECTS + 1)), "many.json"));
        assertEquals(
                "many.json:5: field 'bricks': too many objects: a shot may have at most 1000 paddles and bricks "
                        + "in all (a grid's bricks count one by one), and this one has 1001 with those before it",
                e.getMessage());

        // a 235-byte grid of a million bricks, and a grid that would push listed bricks past the limit
        String grid = "\"brickGrid\": {\"x\": 0, \"y\": 0, \"cols\": 1000, \"rows\": 1000, \"brickWidth\": 0.5, "
                + "\"brickHeight\": 0.2}";
        ScenarioException g = assertTimeoutPreemptively(
                QUICK,
                () -> assertThrows(ScenarioException.class, () -> ScenarioLoader.parse(shot(grid), "grid.json")));
        assertEquals("brickGrid", g.field());
        assertTrue(g.problem().contains("this one has 1000000"), g.getMessage());
        String both = shot(bricks(1) + ",\n  "
                + grid.replace("\"rows\": 1000", "\"rows\": 1").replace("\"y\": 0,", "\"y\": 500,"));
        assertTrue(assertThrows(ScenarioException.class, () -> ScenarioLoader.parse(both, "both.json"))
                .problem()
                .contains("this one has 1001"));
    }

    @Test
    void aBallOverlappingTwoWallsIsRefusedAsAnOverlapWithABrickIs() {
        String corner = HostileFilesTest.SHOT.replace("\"x\": 400, \"y\": 300", "\"x\": 5, \"y\": 5");
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioLoader.parse(corner, "c.json"));
        assertEquals(
                "c.json:4: field 'ball': starts inside the left and top walls: radius 8 at (5, 5) overlaps 2 "
                        + "walls of the 800 x 600 court",
                e.getMessage());
        String tooBig = HostileFilesTest.SHOT.replace("\"radius\": 8", "\"radius\": 450");
        assertTrue(assertThrows(ScenarioException.class, () -> ScenarioLoader.parse(tooBig, "big.json"))
                .problem()
                .startsWith("starts inside the left and right and top and bottom walls"));
        // one wall is fine (the ball is pushed out of it), and so is touching two
        assertEquals(
                5,
                ScenarioLoader.parse(corner.replace("\"y\": 5", "\"y\": 300"), "one.json")
                        .ball()
                        .x());
        assertEquals(
                8,
                ScenarioLoader.parse(corner.replace("\"x\": 5, \"y\": 5", "\"x\": 8, \"y\": 8"), "t.json")
                        .ball()
                        .x());
    }

    /** Bricks stacked on each other round a ball wedged between them, hit hard: tens of thousands of items a frame. */
    static String trap(int bricks) {
        StringBuilder sb = new StringBuilder("\"breakBricks\": false, \"broadPhase\": \"brute-force\", \"bricks\": [");
        for (int i = 0; i < bricks; i++) {
            sb.append(i == 0 ? "" : ",")
                    .append(i % 2 == 0 ? "{\"x\": 360, \"y\": " : "{\"x\": 408.5, \"y\": ")
                    .append(100 + i % 50 * 2)
                    .append(", \"width\": 31.5, \"height\": 400}");
        }
        return shot(sb + "]").replace("\"vx\": 100", "\"vx\": 1e9").replace("\"vy\": 0", "\"vy\": 1e8");
    }

    /**
     * trace --working writes each frame's working as it goes: on such a shot it had written gigabytes before it
     * ended. It is refused before the first line; without --working the shot's states are written as ever.
     */
    @Test
    void traceWorkingOnAShotPastTheBudgetIsRefusedBeforeItWritesALine(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("trap.json");
        Files.writeString(file, trap(100));
        Cli refused = assertTimeoutPreemptively(QUICK, () -> Cli.run("trace", "--working", file.toString()));
        refused.refused(file + ": too much working to write: its 300 frames", "without --working");
        assertEquals("", refused.out());
        Cli states = assertTimeoutPreemptively(QUICK, () -> Cli.run("trace", "--frames", "3", file.toString()));
        assertEquals(0, states.status(), states.err());
        assertEquals(3, states.out().lines().count());
    }

    @Test
    void aShotThatLoadsButWouldTakeMinutesToDrawIsRefusedBeforeDrawing(@TempDir Path dir) throws IOException {
        Scenario heavy = ScenarioLoader.parse(trap(100), "trap.json");
        assertFalse(
                assertTimeoutPreemptively(QUICK, () -> WorkBudget.fits(WorkBudget.window(heavy, AlgorithmId.SWEPT))));
        Path file = dir.resolve("trap.json");
        Files.writeString(file, trap(100));
        assertTimeoutPreemptively(
                        QUICK,
                        () -> Cli.run(
                                "render",
                                "--scenario",
                                file.toString(),
                                "--out",
                                dir.resolve("trap.png").toString()))
                .refused(file + ": too much working to draw", "1,000,000");
        assertFalse(Files.exists(dir.resolve("trap.png")));
        // a lesson on that shot: its checks would run it for minutes while it loads, so it is refused first
        Path lessons = dir.resolve("lessons");
        Path lesson = Files.createDirectories(lessons.resolve("01-trap"));
        Files.writeString(lesson.resolve("lesson.md"), FRONT + QUESTION.replace("no event bounce", "event bounce"));
        Files.writeString(lesson.resolve("scenario.json"), trap(100));
        Files.writeString(lessons.resolve("index.txt"), "01-trap\n");
        String was = System.getProperty(LessonSource.DIR_PROPERTY);
        System.setProperty(LessonSource.DIR_PROPERTY, lessons.toString());
        try {
            assertTimeoutPreemptively(
                            QUICK,
                            () -> Cli.run(
                                    "worksheet",
                                    "--lesson",
                                    "01-trap",
                                    "--out",
                                    dir.resolve("trap.html").toString()))
                    .refused(
                            "option '--lesson' 01-trap: " + lesson.resolve("scenario.json"),
                            "too much working to check the lesson's questions");
        } finally {
            System.setProperty(LessonSource.DIR_PROPERTY, was);
        }
        assertFalse(Files.exists(dir.resolve("trap.html")) || Files.exists(dir.resolve("trap-frames")));
        // every shipped lesson is far inside the budget
        for (Lesson l : LessonSource.find().load().lessons()) {
            assertTrue(WorkBudget.fits(WorkBudget.window(l.scenario(), l.algorithm())), l.id());
        }
    }
}
