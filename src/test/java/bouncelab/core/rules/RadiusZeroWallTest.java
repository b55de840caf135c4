package bouncelab.core.rules;

import bouncelab.core.algorithm.AlgorithmClasses;
import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.choice.RulesId;
import bouncelab.core.geometry.Side;
import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.Court;
import bouncelab.core.scenario.Rules;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.simulation.Run;
import bouncelab.core.trace.Bounce;
import bouncelab.core.trace.BounceLimit;
import bouncelab.core.trace.FrameTrace;
import bouncelab.core.trace.Note;
import bouncelab.words.English;
import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Under the {@code breakout} rules a ball of radius 0 that bounces off a wall leaves it, as it would off the
 * article's solid walls. The walls here have no thickness, so both their faces lie where the ball bounced: it used to
 * find the outer face at toi 0, then the inner one, 32 times, and lose the rest of every frame after.
 */
class RadiusZeroWallTest {
    private static final double DT = 1.0 / 60;

    @ParameterizedTest
    @CsvSource({
        "100, 300, -600, 0, left, right, 10, 300",
        "700, 300, 600, 0, right, left, 790, 300",
        "400, 100, 0, -600, top, bottom, 400, 10"
    })
    void aBallOfRadiusZeroLeavesTheWallAfterOneBounce(
            double x, double y, double vx, double vy, String wall, String face, double x11, double y11) {
        Scenario s = new Scenario(
                new Court(800, 600, EnumSet.of(Side.LEFT, Side.TOP, Side.RIGHT)),
                DT,
                new Ball(x, y, 0, vx, vy),
                List.of(),
                List.of(),
                null,
                Rules.DEFAULT.withId(RulesId.BREAKOUT),
                AlgorithmId.SWEPT);
        Run run = new Run(s, AlgorithmClasses.create(AlgorithmId.SWEPT));
        FrameTrace ten = run.trace(10);
        List<Bounce> bounces = ten.items(Bounce.class);
        assertEquals(1, bounces.size(), bounces.toString());
        assertEquals("wall-" + wall, bounces.get(0).objectId());
        assertEquals(face, bounces.get(0).side().label());
        FrameTrace eleven = run.trace(11);
        assertEquals(List.of(), eleven.items(Bounce.class), "no bounce off the wall's outer face");
        assertEquals(List.of(), eleven.items(BounceLimit.class));
        assertTrue(
                eleven.items(Note.class).stream()
                        .anyMatch(n -> English.say(n.text()).startsWith("the wall's outer face")),
                eleven.items(Note.class).toString());
        assertEquals(x11, eleven.after().x(), 1e-9);
        assertEquals(y11, eleven.after().y(), 1e-9);
    }
}
