package bouncelab.lessons;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.geometry.Rect;
import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.Brick;
import bouncelab.core.scenario.Court;
import bouncelab.core.scenario.Rules;
import bouncelab.core.scenario.Scenario;
import java.util.List;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LessonActionTest {

    @Test
    void eachKindOfAction() {
        assertEquals(
                List.of(new LessonAction.SetAlgorithm(AlgorithmId.PYTHAGORAS)),
                LessonAction.parse("action:algorithm=pythagoras"));
        assertEquals(List.of(new LessonAction.SetSpeed(40)), LessonAction.parse("action:speed=40"));
        assertEquals(List.of(new LessonAction.SetDt(0.02)), LessonAction.parse("action:dt=0.02"));
        assertEquals(List.of(new LessonAction.GoToFrame(12)), LessonAction.parse("action:frame=12"));
        assertEquals(List.of(new LessonAction.ShowOverlay("overlap")), LessonAction.parse("action:overlay=overlap"));
        assertEquals(List.of(new LessonAction.HideOverlay("trail")), LessonAction.parse("action:hide=trail"));
        assertEquals(List.of(new LessonAction.Reset()), LessonAction.parse("action:reset"));
        assertEquals(List.of(new LessonAction.OpenYours()), LessonAction.parse("action:yours"));
        assertEquals(List.of(new LessonAction.OpenGlossary()), LessonAction.parse("action:glossary"));
        assertEquals(
                List.of(new LessonAction.OpenYours("starter.pde", null)),
                LessonAction.parse("action:yours=starter.pde"));
    }

    @Test
    void actionsJoinWithAmpersandAndKeepTheirOrder() {
        assertEquals(
                List.of(
                        new LessonAction.SetSpeed(15),
                        new LessonAction.SetAlgorithm(AlgorithmId.SWEPT),
                        new LessonAction.GoToFrame(3)),
                LessonAction.parse("action:speed=15&algorithm=swept&frame=3"));
    }

    @Test
    void mistakesSayWhatIsWrong() {
        assertTrue(message("action:algorithm=quantum").contains("unknown algorithm 'quantum'"));
        assertTrue(message("action:speed=fast").contains("speed must be a number"));
        assertTrue(message("action:speed=0").contains("more than 0"));
        assertTrue(message("action:frame=0").contains("from 1"));
        assertTrue(message("action:overlay=sparkles").contains("unknown overlay"));
        assertTrue(message("action:teleport").contains("key=value"));
        assertTrue(message("action:").contains("empty"));
        assertTrue(message("action:frame=2&").contains("key=value"));
        assertTrue(message("https://example.com").contains("starts with 'action:'"));
    }

    private static String message(String href) {
        return assertThrows(IllegalArgumentException.class, () -> LessonAction.parse(href))
                .getMessage();
    }

    @Test
    void speedAndDtChangeTheScenarioTheOthersDoNot() {
        Scenario s = new Scenario(
                Court.closed(800, 600),
                1.0 / 60,
                new Ball(100, 100, 5, 300, 400),
                List.of(),
                List.of(new Brick("b", new Rect(500, 500, 10, 10))),
                null,
                Rules.DEFAULT,
                AlgorithmId.SWEPT);
        Scenario fast = new LessonAction.SetSpeed(50).applyTo(s); // 50 px a frame = 3000 px/s, same direction
        assertEquals(1800, fast.ball().vx(), 1e-9);
        assertEquals(2400, fast.ball().vy(), 1e-9);
        assertTrue(new LessonAction.SetSpeed(50).changesScenario());
        assertEquals(0.01, new LessonAction.SetDt(0.01).applyTo(s).dt());
        assertFalse(new LessonAction.GoToFrame(3).changesScenario());
        assertEquals(s, new LessonAction.SetAlgorithm(AlgorithmId.SIMPLE).applyTo(s));
        Scenario still = s.withBall(new Ball(100, 100, 5, 0, 0));
        assertEquals(600, new LessonAction.SetSpeed(10).applyTo(still).ball().vx(), 1e-9, "a still ball goes right");
    }
}
