package bouncelab.core.simulation;

import bouncelab.core.algorithm.AlgorithmClasses;
import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Side;
import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.BrickGrid;
import bouncelab.core.scenario.Court;
import bouncelab.core.scenario.Paddle;
import bouncelab.core.scenario.Rules;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.trace.FrameTrace;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DeterminismTest {

    static Scenario breakout() {
        Court court = new Court(800, 600, EnumSet.of(Side.LEFT, Side.RIGHT, Side.TOP));
        BrickGrid grid = new BrickGrid(10, 40, 30, 25, 24, 8, 2);
        return new Scenario(
                court,
                1.0 / 60,
                new Ball(400, 500, 5, 420, -610, 30),
                List.of(new Paddle("paddle", new Rect(350, 570, 100, 10), 0, 0, null)),
                List.of(),
                grid,
                new Rules(true, 10, 1500),
                AlgorithmId.SWEPT);
    }

    private static List<FrameTrace> traces(Scenario s, String algorithm, int frames) {
        Run run = new Run(s, AlgorithmClasses.create(AlgorithmId.of(algorithm)));
        List<FrameTrace> out = new ArrayList<>();
        for (int f = 1; f <= frames; f++) {
            out.add(run.trace(f));
        }
        return out;
    }

    @Test
    void theSameShotGivesTheSameTraceToTheBit() {
        for (String a : AlgorithmId.all().stream().map(AlgorithmId::fileName).toList()) {
            List<FrameTrace> first = traces(breakout(), a, 400);
            List<FrameTrace> second = traces(breakout(), a, 400);
            assertEquals(first, second, a);
            assertEquals(first.toString(), second.toString(), a);
        }
    }

    @Test
    void theBreakoutWallHas750BricksAndTheBallBreaksSome() {
        Run run = new Run(breakout(), AlgorithmClasses.create(AlgorithmId.SWEPT));
        assertEquals(750, run.state(0).bricks().size());
        assertTrue(run.state(400).bricks().size() < 750);
    }

    @Test
    void steppingFromAKeptStateGivesTheSameTraceAsTheFirstTime() {
        Run run = new Run(breakout(), AlgorithmClasses.create(AlgorithmId.SWEPT));
        FrameTrace first = Simulation.step(breakout(), run.state(99), AlgorithmClasses.create(AlgorithmId.SWEPT))
                .trace();
        assertEquals(first, run.trace(100));
        assertEquals(
                Simulation.step(breakout(), run.state(99), AlgorithmClasses.create(AlgorithmId.SWEPT))
                        .state(),
                run.state(100));
    }
}
