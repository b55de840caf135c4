package bouncelab.core.sweep;

import bouncelab.core.choice.AlgorithmId;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/**
 * What a speed sweep runs: a target {@code thickness} px thick (along the ball's travel) and taller than the ball, a
 * ball {@code diameter} px across, speeds from {@code speedFrom} to {@code speedTo} px/frame in steps of
 * {@code speedStep}, {@code shots} shots at random phase per speed, the {@code seed} of those phases, the angle of
 * the shot from head-on in degrees, and the algorithms to run (in order).
 *
 * <p>A bad value is refused with {@link Invalid}, which names the field, so the window and the command line can
 * each say which input is wrong.
 */
public record SweepSpec(
        double thickness,
        double diameter,
        double speedFrom,
        double speedTo,
        double speedStep,
        int shots,
        long seed,
        double angle,
        List<AlgorithmId> algorithms) {

    /** More speeds than this is a typo (a step of 0.0001), not a sweep. */
    public static final int MAX_SPEEDS = 10_000;

    public static final int MAX_SHOTS = 1_000_000;
    /** Beyond this the ball barely moves towards the target and a shot takes thousands of frames. */
    public static final double MAX_ANGLE = 80;

    /** A 12 px paddle (as in the Pong shot), a 16 px ball, 1 to 60 px a frame, 1,000 shots each, head-on. */
    public static final SweepSpec DEFAULT = new SweepSpec(12, 16, 1, 60, 1, 1000, 1, 0, AlgorithmId.all());

    public SweepSpec {
        positive("thickness", thickness);
        positive("diameter", diameter);
        positive("speeds", speedFrom);
        positive("speeds", speedTo);
        positive("speeds", speedStep);
        if (speedTo < speedFrom) {
            throw new Invalid(
                    "speeds",
                    "order",
                    List.of(plain(speedFrom), plain(speedTo)),
                    "FROM must not be more than TO, got " + plain(speedFrom) + ":" + plain(speedTo));
        }
        if ((speedTo - speedFrom) / speedStep + 1 > MAX_SPEEDS) {
            throw new Invalid(
                    "speeds",
                    "tooMany",
                    List.of(String.valueOf(MAX_SPEEDS), plain(speedFrom), plain(speedTo), plain(speedStep)),
                    "at most " + MAX_SPEEDS + " speeds, got " + plain(speedFrom) + ":" + plain(speedTo) + ":"
                            + plain(speedStep));
        }
        if (shots < 1 || shots > MAX_SHOTS) {
            throw new Invalid(
                    "shots",
                    "shots",
                    List.of(String.valueOf(MAX_SHOTS), String.valueOf(shots)),
                    "must be 1 to " + MAX_SHOTS + ", got " + shots);
        }
        if (!Double.isFinite(angle) || Math.abs(angle) > MAX_ANGLE) {
            throw new Invalid(
                    "angle",
                    "angle",
                    List.of(plain(MAX_ANGLE), plain(angle)),
                    "must be from −" + plain(MAX_ANGLE) + " to " + plain(MAX_ANGLE) + " degrees, got " + plain(angle));
        }
        algorithms = List.copyOf(algorithms);
        if (algorithms.isEmpty()) {
            throw new Invalid("algorithms", "algorithms", List.of(), "name at least one");
        }
    }

    /**
     * The speeds, FROM, FROM + STEP, ... up to TO. Worked out in decimal, so 0.1:0.3:0.1 gives 0.1, 0.2, 0.3 and not
     * 0.30000000000000004, and the CSV shows the speeds as they were typed.
     */
    public List<Double> speeds() {
        BigDecimal from = BigDecimal.valueOf(speedFrom);
        BigDecimal step = BigDecimal.valueOf(speedStep);
        BigDecimal to = BigDecimal.valueOf(speedTo);
        List<Double> out = new ArrayList<>();
        for (BigDecimal s = from; s.compareTo(to) <= 0; s = s.add(step)) {
            out.add(s.doubleValue());
        }
        return out;
    }

    public double radius() {
        return diameter / 2;
    }

    public SweepSpec withAlgorithms(List<AlgorithmId> ids) {
        return new SweepSpec(thickness, diameter, speedFrom, speedTo, speedStep, shots, seed, angle, ids);
    }

    public SweepSpec withSpeeds(double from, double to, double step) {
        return new SweepSpec(thickness, diameter, from, to, step, shots, seed, angle, algorithms);
    }

    public SweepSpec withShots(int n) {
        return new SweepSpec(thickness, diameter, speedFrom, speedTo, speedStep, n, seed, angle, algorithms);
    }

    public SweepSpec withSeed(long s) {
        return new SweepSpec(thickness, diameter, speedFrom, speedTo, speedStep, shots, s, angle, algorithms);
    }

    public SweepSpec withAngle(double degrees) {
        return new SweepSpec(thickness, diameter, speedFrom, speedTo, speedStep, shots, seed, degrees, algorithms);
    }

    public SweepSpec withTarget(double t, double d) {
        return new SweepSpec(t, d, speedFrom, speedTo, speedStep, shots, seed, angle, algorithms);
    }

    private static void positive(String field, double v) {
        if (!Double.isFinite(v) || v <= 0) {
            throw new Invalid(field, "positive", List.of(plain(v)), "must be a positive number, got " + plain(v));
        }
    }

    /** A number as typed: 12, 0.5, never 1.2E1. */
    static String plain(double v) {
        if (!Double.isFinite(v)) {
            return Double.toString(v);
        }
        return v == 0 ? "0" : BigDecimal.valueOf(v).stripTrailingZeros().toPlainString();
    }

    /**
     * A value the sweep cannot run with; {@link #field()} is the spec's field, {@link #problem()} what is wrong in
     * English (the command line's words), {@link #reason()} and {@link #numbers()} the same for the window to say in
     * its language: positive, order, tooMany, shots, angle or algorithms, and the numbers as typed.
     */
    public static final class Invalid extends IllegalArgumentException {
        private final String field;
        private final String problem;
        private final String reason;
        private final List<String> numbers;

        public Invalid(String field, String problem) {
            this(field, "", List.of(), problem);
        }

        Invalid(String field, String reason, List<String> numbers, String problem) {
            super(field + ": " + problem);
            this.field = field;
            this.problem = problem;
            this.reason = reason;
            this.numbers = List.copyOf(numbers);
        }

        /** What is wrong, as a word (empty for one given in words alone). */
        public String reason() {
            return reason;
        }

        /** The numbers the reason names, as typed (plain digits, a point for the decimals). */
        public List<String> numbers() {
            return numbers;
        }

        public String field() {
            return field;
        }

        public String problem() {
            return problem;
        }
    }
}
