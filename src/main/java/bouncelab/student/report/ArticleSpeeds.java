package bouncelab.student.report;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.sweep.SpeedSweep;
import bouncelab.core.sweep.SweepResult;
import bouncelab.core.sweep.SweepRow;
import bouncelab.core.sweep.SweepSpec;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The speed from which the default speed sweep lets the ball through each of the articles' tests: what a student's
 * through speed is set against. Measured, not written down, so it stays true if a test or the sweep changes.
 */
final class ArticleSpeeds {
    private ArticleSpeeds() {}

    /** Each built-in test's first through speed (px per frame), in teaching order; null where none got through. */
    static Map<AlgorithmId, Double> measure() {
        SweepResult result = SpeedSweep.run(SweepSpec.DEFAULT);
        Map<AlgorithmId, Double> speeds = new LinkedHashMap<>();
        for (AlgorithmId id : SweepSpec.DEFAULT.algorithms()) {
            speeds.put(
                    id,
                    result.rowsOf(id).stream()
                            .filter(r -> r.tunnelled() > 0)
                            .findFirst()
                            .map(SweepRow::speed)
                            .orElse(null));
        }
        return speeds;
    }

    /** The fastest speed the sweep tries. */
    static double top() {
        return SweepSpec.DEFAULT.speedTo();
    }
}
