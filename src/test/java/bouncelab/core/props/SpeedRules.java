package bouncelab.core.props;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.scenario.Paddle;
import bouncelab.core.scenario.Rules;
import bouncelab.core.simulation.SimState;
import bouncelab.core.simulation.Step;
import bouncelab.core.trace.Bounce;
import bouncelab.words.English;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Where the ball's speed may change in a frame with no acceleration: at a bounce whose rule says so, and nowhere
 * else. A reflection keeps the speed; {@code simple}'s paddle sets it to min(speed + speedIncrement, maxSpeed)
 * (the XNA article's speed-up, with the paddle's angle); a moving paddle's spin in the swept tests multiplies one
 * component by ½ or 1½, so the speed stays within [½, 1½] of what it was.
 */
final class SpeedRules {
    private static final double REL = 1e-9;

    private SpeedRules() {}

    static List<String> problems(String algorithm, Rules rules, SimState before, Step step) {
        List<String> out = new ArrayList<>();
        double speed = before.ball().speed();
        for (Bounce b : step.trace().items(Bounce.class)) {
            double in = b.velocityBefore().length();
            double after = b.velocityAfter().length();
            if (!same(in, speed)) {
                out.add("speed changed between bounces: " + speed + " → " + in + " before " + English.summary(b));
            }
            Optional<Paddle> paddle = before.paddles().stream()
                    .filter(p -> p.id().equals(b.objectId()))
                    .findFirst();
            if (paddle.isPresent() && algorithm.equals(AlgorithmId.SIMPLE.fileName())) {
                double expected = Math.min(in + rules.speedIncrement(), rules.maxSpeed());
                if (!same(after, expected)) {
                    out.add("paddle speed-up gave " + after + ", the rule says " + expected + ": "
                            + English.summary(b));
                }
            } else if (paddle.isPresent() && paddle.get().isMoving() && isSwept(algorithm)) {
                boolean spun = English.say(b.rule()).contains("spin");
                if (!spun || after < 0.5 * in * (1 - REL) || after > 1.5 * in * (1 + REL)) {
                    out.add("spin gave " + in + " → " + after + ": " + English.summary(b));
                }
            } else if (!same(after, in)) {
                out.add("a reflection changed the speed " + in + " → " + after + ": " + English.summary(b));
            }
            speed = after;
        }
        double end = step.state().ball().speed();
        if (!same(end, speed)) {
            out.add("speed changed after the last bounce: " + speed + " → " + end);
        }
        return out;
    }

    private static boolean isSwept(String algorithm) {
        return algorithm.equals(AlgorithmId.SWEPT.fileName()) || algorithm.equals(AlgorithmId.SWEPT_EXACT.fileName());
    }

    private static boolean same(double a, double b) {
        return Math.abs(a - b) <= REL * Math.max(1, Math.max(Math.abs(a), Math.abs(b)));
    }
}
