package bouncelab.core.rules;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.choice.RulesId;
import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Side;
import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.Brick;
import bouncelab.core.scenario.Court;
import bouncelab.core.scenario.Paddle;
import bouncelab.core.scenario.Rules;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.trace.Note;
import bouncelab.words.English;
import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Under Bounce Lab's own rules the working says where it parts from the article, at the frame it matters (the shots
 * of lessons 7, 14, 15 and 16); under the article's own rules there is nothing to say.
 */
class DeparturesTest {
    private static final double DT = 1.0 / 60;

    private static List<String> notesAt(Scenario shot, AlgorithmId algorithm, int frame) {
        Stepper s = new Stepper(shot, algorithm);
        for (int f = 1; f < frame; f++) {
            s.step();
        }
        s.step();
        return s.last().trace().items(Note.class).stream()
                .map(n -> English.say(n.text()))
                .toList();
    }

    private static boolean any(List<String> notes, String part) {
        return notes.stream().anyMatch(n -> n.startsWith("Bounce Lab") && n.contains(part));
    }

    private static Scenario pong(Ball ball) {
        return new Scenario(
                new Court(800, 600, EnumSet.of(Side.TOP, Side.BOTTOM)),
                DT,
                ball,
                List.of(new Paddle("right", new Rect(700, 250, 12, 100), 0, 0, Side.LEFT)),
                List.of(),
                null,
                Rules.DEFAULT,
                AlgorithmId.SWEPT);
    }

    @Test
    void aPaddleHitSaysThePongArticleDropsTheRestOfTheMove() {
        Scenario lesson14 = pong(new Ball(449, 300, 8, 1800, 0));
        List<String> notes = notesAt(lesson14, AlgorithmId.SWEPT, 9);
        assertTrue(any(notes, "pos.x = pt.x"), notes.toString());
        List<String> underPong = notesAt(lesson14.withRules(Rules.DEFAULT.withId(RulesId.PONG)), AlgorithmId.SWEPT, 9);
        assertTrue(underPong.stream().noneMatch(n -> n.startsWith("Bounce Lab")), underPong.toString());
    }

    @Test
    void aWallBounceSaysThePongArticleClamps() {
        Scenario up = pong(new Ball(400, 20, 8, 0, -1200));
        List<String> notes = notesAt(up, AlgorithmId.SWEPT, 1);
        assertTrue(any(notes, "clamps to minY"), notes.toString());
    }

    @Test
    void aFlatBallOnTheXnaPaddleSaysTouchingAndTheCodesAngle() {
        Scenario lesson15 = new Scenario(
                new Court(800, 600, EnumSet.of(Side.LEFT, Side.RIGHT, Side.TOP)),
                DT,
                new Ball(350, 532, 8, 480, 60),
                List.of(new Paddle("paddle", new Rect(350, 550, 100, 12), 0, 0, Side.TOP)),
                List.of(),
                null,
                Rules.DEFAULT,
                AlgorithmId.SIMPLE);
        List<String> notes = notesAt(lesson15, AlgorithmId.SIMPLE, 10);
        assertTrue(any(notes, "Intersects is strict"), notes.toString());
        assertTrue(any(notes, "at most 45°"), notes.toString());
    }

    @Test
    void wholeHalvesSayGraybillsJavaWouldNotTurnTheBall() {
        Scenario lesson16 = new Scenario(
                new Court(600, 400, EnumSet.allOf(Side.class)),
                DT,
                new Ball(340, 200, 10, 600, 0),
                List.of(),
                List.of(new Brick("brick", new Rect(400, 150, 1, 100))),
                null,
                Rules.DEFAULT.withBreakBricks(false),
                AlgorithmId.INTERSECTION_CENTRE);
        List<String> notes = notesAt(lesson16, AlgorithmId.INTERSECTION_CENTRE, 6);
        assertEquals(1, notes.size(), notes.toString());
        assertTrue(
                any(notes, "halves in integers (400, 200 against 400, 200) and would set xDirection 0"),
                notes.toString());
    }
}
