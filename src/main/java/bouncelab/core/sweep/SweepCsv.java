package bouncelab.core.sweep;

import java.math.BigDecimal;

/**
 * A sweep as CSV: {@code algorithm,speed,shots,tunnelled,missed,pushedThrough,rate}, one row per algorithm and
 * speed, in the result's order, lines ending in {@code \n}. Numbers are plain decimals (12, 0.5, 0.0005; never
 * 1.2E1), so a spreadsheet reads them as they are and the same result gives the same bytes.
 */
public final class SweepCsv {
    public static final String HEADER = "algorithm,speed,shots,tunnelled,missed,pushedThrough,rate";

    private SweepCsv() {
    }

    public static String write(SweepResult result) {
        StringBuilder sb = new StringBuilder(64 * (result.rows().size() + 1));
        sb.append(HEADER).append('\n');
        for (SweepRow r : result.rows()) {
            sb.append(r.algorithm().fileName()).append(',').append(plain(r.speed())).append(',').append(r.shots()).append(',')
                    .append(r.tunnelled()).append(',').append(r.missed()).append(',').append(r.pushedThrough())
                    .append(',').append(plain(r.rate())).append('\n');
        }
        return sb.toString();
    }

    /** The shortest decimal that reads back as the same double, without an exponent. */
    static String plain(double v) {
        return v == 0 ? "0" : BigDecimal.valueOf(v).stripTrailingZeros().toPlainString();
    }
}
