package bouncelab.ui.sweep;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.sweep.MissRateTheory;
import bouncelab.core.sweep.SweepResult;
import bouncelab.core.sweep.SweepRow;
import bouncelab.core.sweep.SweepSpec;
import bouncelab.ui.common.UiWords;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;

/** The sweep's answer in words: from what speed on each algorithm lets the ball through, beside the theory's. */
final class SweepText {
    private SweepText() {}

    /** The theory cell of a test no theory covers: {@code yours}, which is whatever the student wrote. */
    static final String NO_THEORY = "—";

    /** One algorithm's answer: the first speed of the sweep with a ball through, and the theory's bound. */
    record Answer(AlgorithmId algorithm, String observed, String theory) {}

    static List<Answer> firstThrough(SweepResult result) {
        SweepSpec spec = result.spec();
        double across = Math.cos(Math.toRadians(spec.angle()));
        List<Answer> answers = new ArrayList<>();
        for (AlgorithmId algorithm : spec.algorithms()) {
            String observed = result.rowsOf(algorithm).stream()
                    .filter(r -> r.tunnelled() > 0)
                    .findFirst()
                    .map(SweepRow::speed)
                    .map(SweepText::number)
                    .orElse(UiWords.window("sweep.never"));
            double reach = MissRateTheory.reach(algorithm, spec.thickness(), spec.diameter()) / across;
            String theory = Double.isNaN(reach)
                    ? NO_THEORY
                    : Double.isInfinite(reach)
                            ? UiWords.window("sweep.never")
                            : "> " + number(reach) + "   " + algorithm.reach().formula()
                                    + (spec.angle() == 0 ? "" : " ÷ cos θ");
            answers.add(new Answer(algorithm, observed, theory));
        }
        return answers;
    }

    /**
     * At most two decimals, no trailing zeros, with the window's language's decimal mark: 12, 0.5, 33.33 in English,
     * 0,5 in Spanish; "—" for a number that is none (NaN, infinite).
     */
    static String number(double v) {
        if (!Double.isFinite(v)) { // BigDecimal throws on these, and on the FX thread that left the answer unshown
            return NO_THEORY;
        }
        return UiWords.words()
                .decimalMark(BigDecimal.valueOf(v)
                        .setScale(2, RoundingMode.HALF_EVEN)
                        .stripTrailingZeros()
                        .toPlainString());
    }
}
