package bouncelab.io.csv;

import bouncelab.core.sweep.SweepResult;
import bouncelab.core.sweep.SweepRow;
import java.math.BigDecimal;
import java.util.List;

/**
 * A sweep as CSV: {@code algorithm,speed,shots,tunnelled,missed,pushedThrough,rate}, one row per algorithm and
 * speed, in the result's order, written as every CSV file is ({@link CsvLines}). Numbers are plain decimals (12,
 * 0.5, 0.0005; never 1.2E1), so a spreadsheet reads them as they are and the same result gives the same bytes.
 */
public final class SweepCsv {
    public static final String HEADER = "algorithm,speed,shots,tunnelled,missed,pushedThrough,rate";

    private SweepCsv() {}

    public static String write(SweepResult result) {
        StringBuilder sb = new StringBuilder(64 * (result.rows().size() + 1));
        sb.append(HEADER).append(CsvLines.LINE_END);
        for (SweepRow r : result.rows()) {
            CsvLines.line(
                    sb,
                    List.of(
                            r.algorithm().fileName(),
                            plain(r.speed()),
                            Integer.toString(r.shots()),
                            Integer.toString(r.tunnelled()),
                            Integer.toString(r.missed()),
                            Integer.toString(r.pushedThrough()),
                            plain(r.rate())));
        }
        return sb.toString();
    }

    /** The shortest decimal that reads back as the same double, without an exponent. */
    static String plain(double v) {
        return v == 0 ? "0" : BigDecimal.valueOf(v).stripTrailingZeros().toPlainString();
    }
}
