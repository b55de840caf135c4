package bouncelab.io.scenario;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.scenario.Scenario;
import org.jspecify.annotations.Nullable;

/**
 * A shot as a file keeps it: the scenario, and the student's own hitPaddle typed on the Your test tab (the
 * top-level field {@code "yours"}, its source text; null when there is none). A file may name {@code "algorithm":
 * "yours"} only with that field; the scenario read from it then holds {@link #STAND_IN}, the built-in test yours
 * imitates, since nothing can run yours until the window has compiled it, and {@code yoursChosen} says to switch
 * to yours once it has. An {@link Assignment} (null for a plain shot) makes it the file a teacher hands out and the
 * student hands back.
 */
public record Shot(
        Scenario scenario,
        @Nullable String yours,
        boolean yoursChosen,
        @Nullable Assignment assignment) {
    /** What a shot that chose yours runs until yours has compiled. */
    public static final AlgorithmId STAND_IN = AlgorithmId.YOURS.standIn();
    /** The longest student's test a shot keeps, in characters. */
    public static final int MAX_YOURS = 100_000;

    public Shot {
        if (yours == null && yoursChosen) {
            throw new IllegalArgumentException("a shot that chose yours keeps the test's source");
        }
    }

    /** A shot that is no assignment. */
    public Shot(Scenario scenario, @Nullable String yours, boolean yoursChosen) {
        this(scenario, yours, yoursChosen, null);
    }

    /** The same shot as an assignment (or, with null, as a plain shot). */
    public Shot withAssignment(Assignment a) {
        return new Shot(scenario, yours, yoursChosen, a);
    }

    /**
     * The shot to write: {@code s} may name {@code yours} as its algorithm (the window's choice), which needs the
     * source; {@code yours} null: no test kept.
     */
    public static Shot of(Scenario s, @Nullable String yours) {
        boolean chosen = s.algorithm() == AlgorithmId.YOURS;
        if (chosen && yours == null) {
            return new Shot(s.withAlgorithm(STAND_IN), null, false);
        }
        return new Shot(chosen ? s.withAlgorithm(STAND_IN) : s, yours, chosen);
    }

    /** The algorithm the file names: yours when chosen, else the scenario's. */
    String algorithmName() {
        return (yoursChosen ? AlgorithmId.YOURS : scenario.algorithm()).fileName();
    }
}
