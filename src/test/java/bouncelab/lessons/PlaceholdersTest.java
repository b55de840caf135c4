package bouncelab.lessons;

import bouncelab.core.algorithm.AlgorithmClasses;
import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.geometry.Rect;
import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.Brick;
import bouncelab.core.scenario.Court;
import bouncelab.core.scenario.Paddle;
import bouncelab.core.scenario.Rules;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.simulation.Run;
import bouncelab.core.trace.FrameTrace;
import bouncelab.core.trace.TraceKind;
import bouncelab.core.trace.TraceKinds;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Placeholder names resolved against real traces of the core. */
class PlaceholdersTest {
    /** The slides' straight-on example: the ball reaches x = 481 at frame 1. */
    private static final Scenario SLIDES = new Scenario(
            Court.closed(800, 600),
            1.0 / 60,
            new Ball(471, 300, 50, 600, 0),
            List.of(new Paddle("paddle", new Rect(530, 200, 70, 200))),
            List.of(),
            null,
            Rules.DEFAULT,
            AlgorithmId.PYTHAGORAS);

    /** Two bricks close together and a very fast ball: two bounces in frame 1 (the core's own test case). */
    private static final Scenario TWO_BRICKS = new Scenario(
            Court.closed(400, 400),
            1.0 / 60,
            new Ball(200, 150, 5, 0, -12000),
            List.of(),
            List.of(new Brick("upper", new Rect(150, 80, 100, 20)), new Brick("lower", new Rect(150, 200, 100, 20))),
            null,
            Rules.DEFAULT.withBreakBricks(false),
            AlgorithmId.SWEPT);

    private static FrameTrace trace(Scenario s, String algorithm, int frame) {
        return new Run(s, AlgorithmClasses.create(AlgorithmId.of(algorithm))).trace(frame);
    }

    @Test
    void theSlidesNumbersComeOutWithTheirWorking() {
        FrameTrace t = trace(SLIDES, "pythagoras", 1);
        assertEquals("84", Placeholders.resolve("pythagoras.circleDistanceX", t, SLIDES));
        assertEquals(
                "circleDistanceX = |ball.x − paddle.x − paddleWidth/2| = |481 − 530 − 35| = 84",
                Placeholders.resolve("working:pythagoras.circleDistanceX", t, SLIDES));
        assertEquals(
                "(4) circleDistanceY <= paddleHeight/2: 0 <= 100 → true",
                Placeholders.resolve("check:pythagoras.4", t, SLIDES));
        assertEquals("4", Placeholders.resolve("pythagoras.decidedBy", t, SLIDES));
        assertEquals("true", Placeholders.resolve("pythagoras.hit", t, SLIDES));
        assertEquals("paddle", Placeholders.resolve("pythagoras.object", t, SLIDES));
    }

    @Test
    void frameBallAndPointsAndObjects() {
        FrameTrace t = trace(SLIDES, "pythagoras", 1);
        assertEquals("1", Placeholders.resolve("frame", t, SLIDES));
        assertEquals("0", Placeholders.resolve("t", t, SLIDES));
        assertEquals("pythagoras", Placeholders.resolve("algorithm", t, SLIDES));
        assertEquals("471", Placeholders.resolve("a.x", t, SLIDES));
        assertEquals("481", Placeholders.resolve("b.x", t, SLIDES));
        assertEquals("481", Placeholders.resolve("ball.x", t, SLIDES));
        assertEquals("−600", Placeholders.resolve("ball.vx", t, SLIDES), "after the bounce");
        assertEquals("10", Placeholders.resolve("ball.perFrame", t, SLIDES));
        assertEquals("100", Placeholders.resolve("ball.diameter", t, SLIDES));
        assertEquals("565", Placeholders.resolve("paddle.paddle.centreX", t, SLIDES));
        assertEquals("400", Placeholders.resolve("paddle.paddle.bottom", t, SLIDES));
        assertTrue(Placeholders.resolve("events", t, SLIDES).startsWith("bounce off paddle (left face)"));
    }

    @Test
    void aNameWithNoValueAtThisFrameShowsADash() {
        FrameTrace t = trace(SLIDES, "pythagoras", 1);
        assertEquals(Placeholders.NO_VALUE, Placeholders.resolve("pythagoras.cornerDistance", t, SLIDES));
        assertEquals(Placeholders.NO_VALUE, Placeholders.resolve("check:pythagoras.5", t, SLIDES));
        assertEquals(Placeholders.NO_VALUE, Placeholders.resolve("tunnel.x", t, SLIDES));
        assertEquals("0", Placeholders.resolve("tunnel.count", t, SLIDES));
        assertTrue(Placeholders.needsMissingItem("tunnel.x", t));
        assertTrue(!Placeholders.needsMissingItem("pythagoras.cornerDistance", t), "the item is there, the value not");
        FrameTrace early = trace(SLIDES.withBall(new Ball(100, 300, 50, 600, 0)), "pythagoras", 1);
        assertEquals("none", Placeholders.resolve("events", early, SLIDES));
    }

    @Test
    void unknownNamesAreErrorsWithAReason() {
        FrameTrace t = trace(SLIDES, "pythagoras", 1);
        assertThrows(IllegalArgumentException.class, () -> Placeholders.resolve("pythagoras.cornerDist", t, SLIDES));
        assertTrue(Placeholders.problem("ball.colour", SLIDES).orElseThrow().contains("ball has x, y"));
        assertTrue(Placeholders.problem("nothing.here", SLIDES).orElseThrow().contains("no namespace 'nothing'"));
        assertTrue(Placeholders.problem("paddle.left.x", SLIDES).orElseThrow().contains("no paddle 'left'"));
        assertTrue(Placeholders.problem("edge[ghost].ua", SLIDES).orElseThrow().contains("no object 'ghost'"));
        assertTrue(Placeholders.problem("working:pythagoras.hit", SLIDES)
                .orElseThrow()
                .contains("quantities"));
        assertTrue(
                Placeholders.problem("check:pythagoras.6", SLIDES).orElseThrow().contains("from 1 to 5"));
        assertTrue(Placeholders.problem("check:tunnel.1", SLIDES).orElseThrow().contains("no checks"));
        assertTrue(Placeholders.problem("frame.x", SLIDES).isPresent());
        assertTrue(Placeholders.problem("sparkle:ball.x", SLIDES).orElseThrow().contains("unknown placeholder form"));
        assertTrue(Placeholders.problem("edge[b/sideways].ua", SLIDES).isPresent());
    }

    @Test
    void severalItemsOfAKindAreChosenByNumberOrObject() {
        FrameTrace t = trace(TWO_BRICKS, "swept", 1);
        assertEquals("2", Placeholders.resolve("bounce.count", t, TWO_BRICKS));
        assertEquals("3", Placeholders.resolve("passes", t, TWO_BRICKS));
        assertEquals("upper", Placeholders.resolve("hit[1].object", t, TWO_BRICKS));
        assertEquals("lower", Placeholders.resolve("hit[2].object", t, TWO_BRICKS));
        assertEquals("top", Placeholders.resolve("bounce[lower].side", t, TWO_BRICKS));
        assertEquals("1", Placeholders.resolve("bounce[lower].count", t, TWO_BRICKS));
        assertEquals("true", Placeholders.resolve("edge[upper/bottom].hit", t, TWO_BRICKS));
        assertEquals(Placeholders.NO_VALUE, Placeholders.resolve("hit[3].object", t, TWO_BRICKS));
        assertEquals("upper", Placeholders.resolve("hit.object", t, TWO_BRICKS), "no selector: the first");
        assertTrue(Placeholders.resolve("summary:hit[2]", t, TWO_BRICKS).startsWith("pass 2: closest hit lower"));
        assertEquals("true", Placeholders.resolve("edge.hit", t, TWO_BRICKS), "no selector: a hit before a miss");
    }

    @Test
    void everyKnownNamePassesItsOwnCheck() {
        Scenario s = SLIDES.withBricks(List.of(new Brick("b1", new Rect(100, 100, 20, 10))));
        for (String pattern : Placeholders.knownNames()) {
            String name = pattern.replace("paddle.ID.", "paddle.paddle.").replace("brick.ID.", "brick.b1.");
            assertEquals(Optional.empty(), Placeholders.problem(name, s), name);
        }
    }

    /**
     * lessons/README.md lists each kind of trace item by the name its record declares, and only fields the record
     * has: a kind renamed in the core, or a field dropped, fails here rather than in a teacher's lesson.
     */
    @Test
    void theLessonsReadmeNamesEveryKindWithFieldsItHas() throws IOException {
        String readme = Files.readString(ShippedLessonsTest.lessonsDir().resolve("README.md"));
        Set<String> named = new TreeSet<>();
        for (String line : readme.lines().filter(l -> l.startsWith("| `")).toList()) {
            String[] parts = line.substring(2, line.indexOf(" |", 2)).split("`");
            for (int i = 1; i < parts.length; i += 2) { // the odd parts are in backticks
                String code = parts[i];
                int dot = code.indexOf('.');
                var kind = dot < 0 ? Optional.<TraceKind<?>>empty() : TraceKinds.byName(code.substring(0, dot));
                if (kind.isEmpty()) {
                    continue;
                }
                named.add(kind.get().name());
                List<String> fields = new ArrayList<>();
                if (dot < code.length() - 1) {
                    fields.add(code.substring(dot + 1));
                } else if (i + 1 < parts.length) { // `edge.` denom ua ub …
                    Arrays.stream(parts[i + 1]
                                    .replace("…", " ")
                                    .replace(",", " ")
                                    .split("\\s+"))
                            .filter(w -> !w.isEmpty())
                            .forEach(fields::add);
                }
                for (String f : fields) {
                    assertTrue(Placeholders.fieldNames(kind.get()).contains(f), kind.get() + "." + f + " in README.md");
                }
            }
        }
        assertEquals(
                TraceKinds.ALL.stream().map(TraceKind::name).collect(Collectors.toCollection(TreeSet::new)), named);
    }
}
