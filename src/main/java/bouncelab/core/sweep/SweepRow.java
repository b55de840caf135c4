package bouncelab.core.sweep;

import bouncelab.core.choice.AlgorithmId;

/**
 * One algorithm at one speed: of {@code shots} shots, how many the ball went through, split into those no frame
 * saw ({@code missed}) and those seen but sent onwards ({@code pushedThrough}).
 */
public record SweepRow(AlgorithmId algorithm, double speed, int shots, int missed, int pushedThrough) {

    /** Shots that ended beyond the target: the CSV's {@code tunnelled}. */
    public int tunnelled() {
        return missed + pushedThrough;
    }

    /** The through rate, tunnelled / shots. */
    public double rate() {
        return (double) tunnelled() / shots;
    }

    public double missedRate() {
        return (double) missed / shots;
    }
}
