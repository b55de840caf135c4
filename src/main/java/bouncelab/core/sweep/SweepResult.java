package bouncelab.core.sweep;

import bouncelab.core.choice.AlgorithmId;
import java.util.List;

/** A sweep's rows in the order of the CSV: for each algorithm of the spec, each speed from slowest to fastest. */
public record SweepResult(SweepSpec spec, List<SweepRow> rows) {
    public SweepResult {
        rows = List.copyOf(rows);
    }

    /** One algorithm's rows, slowest first. */
    public List<SweepRow> rowsOf(AlgorithmId algorithm) {
        return rows.stream().filter(r -> r.algorithm() == algorithm).toList();
    }

    /** The row for one algorithm at one speed (as it appears in {@link SweepSpec#speeds()}). */
    public SweepRow row(AlgorithmId algorithm, double speed) {
        return rows.stream()
                .filter(r -> r.algorithm() == algorithm && r.speed() == speed)
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no row for " + algorithm.fileName() + " at " + speed));
    }
}
