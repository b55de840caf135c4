package bouncelab.words;

import bouncelab.core.algorithm.AlgorithmClasses;
import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.simulation.SimState;
import bouncelab.core.simulation.Simulation;
import bouncelab.core.simulation.Step;
import bouncelab.core.trace.FrameTrace;
import bouncelab.io.scenario.ScenarioLoader;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Frames of the shipped lessons told in words, in English and Spanish, from their traces. */
class FrameDescriberTest {
    private static final Locale SPANISH = Locale.forLanguageTag("es");

    /** The trace of frame {@code frame} of a lesson's shot, stepped with {@code algorithm}. */
    static FrameTrace frame(String lesson, String algorithm, int frame) {
        Scenario shot = shot(lesson);
        var alg = AlgorithmClasses.create(AlgorithmId.of(algorithm));
        SimState state = SimState.initial(shot);
        Step step = null;
        for (int f = 1; f <= frame; f++) {
            step = Simulation.step(shot, state, alg);
            state = step.state();
        }
        return step.trace();
    }

    static Scenario shot(String lesson) {
        return ScenarioLoader.load(Path.of("lessons", lesson, "scenario.json"));
    }

    static String describe(Locale locale, String lesson, String algorithm, int frame) {
        return new FrameDescriber(Words.of(locale), shot(lesson).paddles()).describe(frame(lesson, algorithm, frame));
    }

    @Test
    void lessonSixsFrameTenNamesTheTunnelAndTheTestThatMissedIt() {
        assertEquals(
                "Frame 10: the ball moved 30 px right, from x = 690 to 720. It passed through the paddle "
                        + "'right' between the frame's two ends: the Pythagoras test looked only at the end and did "
                        + "not see it — tunnelled.",
                describe(Locale.ENGLISH, "06-tunnelling", "pythagoras", 10));
    }

    @Test
    void eachDiscreteTestIsNamedForTheTunnelItMissed() {
        assertTrue(describe(Locale.ENGLISH, "06-tunnelling", "simple", 10)
                .contains("the bounding-box test looked only at the end and did not see it — tunnelled."));
        assertTrue(describe(Locale.ENGLISH, "06-tunnelling", "intersection-centre", 10)
                .contains("the intersection-centre test looked only at the end and did not see it — tunnelled."));
    }

    @Test
    void aSweptBounceSaysWhichFaceAndWhichTestSawIt() {
        assertEquals(
                "Frame 10: the ball travelled 30 px, setting off right from (690, 300) and ending at "
                        + "(670, 300). It bounced off the left face of the paddle 'right' at (695, 300): the swept "
                        + "test saw the ball's path cross its pushed-out edge.",
                describe(Locale.ENGLISH, "06-tunnelling", "swept", 10));
    }

    @Test
    void thePythagorasCornerTestIsNamedWhenItDecided() {
        assertTrue(describe(Locale.ENGLISH, "04-pythagoras-corner", "pythagoras", 3)
                .endsWith("It bounced off the left face of the paddle 'paddle' at (575, 194): the Pythagoras test "
                        + "saw the ball touch it at the frame's end, by its corner test."));
    }

    @Test
    void severalHitsAreListedAndABrokenBrickNamed() {
        assertEquals(
                "Frame 3: the ball travelled 84.853 px, setting off up and to the left from (45, 160) and "
                        + "ending at (25, 150). It bounced 2 times: off the brick 'b1' and off the left wall. The "
                        + "brick 'b1' broke.",
                describe(Locale.ENGLISH, "10-several-hits-in-one-frame", "swept", 3));
    }

    @Test
    void theBallOutAndAQuietFrameAreSaid() {
        assertEquals(
                "Frame 11: the ball moved 42.426 px down and to the left, from (345, 570) to (315, 600). The "
                        + "ball went out through the bottom: the ball is lost.",
                describe(Locale.ENGLISH, "10-several-hits-in-one-frame", "swept", 11));
        assertEquals(
                "Frame 1: the ball moved 30 px right, from x = 420 to 450. It hit nothing.",
                describe(Locale.ENGLISH, "06-tunnelling", "pythagoras", 1));
        assertTrue(describe(Locale.ENGLISH, "10-several-hits-in-one-frame", "swept", 10)
                .endsWith("It bounced off the right wall at (395, 520)."));
    }

    @Test
    void frameZeroSaysWhereTheBallWaitsAndWhereItIsGoing() {
        Scenario shot = shot("06-tunnelling");
        assertEquals(
                "Frame 0: the ball waits at (420, 300), about to move right at 1800 px/s.",
                new FrameDescriber(Words.ENGLISH, shot.paddles()).start(shot.ball()));
    }

    @Test
    void spanishSaysItAsASpanishClassWouldWithItsOwnNumbers() {
        assertEquals(
                "Fotograma 10: la pelota avanzó 30 px hacia la derecha, de x = 690 a 720. Atravesó la pala "
                        + "«right» entre los dos extremos del fotograma: la prueba de Pitágoras solo miró el final y "
                        + "no la vio: efecto túnel.",
                describe(SPANISH, "06-tunnelling", "pythagoras", 10));
        // numbers with the decimal comma, as the working writes them in Spanish, so coordinates are parted by a
        // semicolon; the plural as Spanish makes it
        assertEquals(
                "Fotograma 3: la pelota recorrió 84,853 px; salió hacia arriba a la izquierda desde (45; 160) "
                        + "y terminó en (25; 150). Rebotó 2 veces: en el ladrillo «b1» y en la pared izquierda. Se "
                        + "rompió el ladrillo «b1».",
                describe(SPANISH, "10-several-hits-in-one-frame", "swept", 3));
    }

    @Test
    void directionsFollowTheCourtWhereYGrowsDownwards() {
        assertEquals("down", FrameDescriber.direction(new Vec2(0, 5)));
        assertEquals("upRight", FrameDescriber.direction(new Vec2(3, -3)));
        assertEquals("left", FrameDescriber.direction(new Vec2(-10, 1)));
        assertEquals("none", FrameDescriber.direction(new Vec2(0, 0)));
    }
}
