package bouncelab.io.csv;

import bouncelab.core.trace.FrameTrace;
import bouncelab.core.trace.TraceEvent;
import bouncelab.io.json.JsonWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * The per-frame log as CSV, for a spreadsheet or a worksheet: one row per event (bounce, tunnelled, out, bounce
 * limit) and one row for a frame with none, each with the frame's whole working in the last column, its lines
 * joined with {@value #JOIN}, as the caller writes it (in the window's language). Numbers are plain and at full precision, so a spreadsheet reads them back exactly.
 */
public final class FrameLogCsv {
    public static final List<String> COLUMNS =
            List.of("frame", "t", "algorithm", "event", "object", "side", "x", "y", "toi", "working");
    public static final String JOIN = " | ";

    private FrameLogCsv() {}

    /** The rows of these frames, without the header; {@code working} writes a frame's working as lines. */
    public static List<List<String>> rows(List<FrameTrace> traces, Function<FrameTrace, List<String>> working) {
        List<List<String>> rows = new ArrayList<>();
        for (FrameTrace t : traces) {
            String lines = String.join(
                    JOIN,
                    working.apply(t).stream()
                            .filter(l -> !l.isBlank())
                            .map(String::strip)
                            .toList());
            String frame = Integer.toString(t.frame());
            String time = JsonWriter.number(t.t());
            if (t.events().isEmpty()) {
                rows.add(List.of(
                        frame,
                        time,
                        t.algorithm(),
                        "",
                        "",
                        "",
                        JsonWriter.number(t.after().x()),
                        JsonWriter.number(t.after().y()),
                        "",
                        lines));
            }
            for (TraceEvent e : t.events()) {
                rows.add(List.of(
                        frame,
                        time,
                        t.algorithm(),
                        e.type(),
                        orEmpty(e.objectId()),
                        e.side() == null ? "" : e.side().label(),
                        JsonWriter.number(e.at().x()),
                        JsonWriter.number(e.at().y()),
                        JsonWriter.number(e.toi()),
                        lines));
            }
        }
        return rows;
    }

    /** The whole file: the header, then the rows, written as every CSV file is ({@link CsvLines}). */
    public static String csv(List<FrameTrace> traces, Function<FrameTrace, List<String>> working) {
        StringBuilder sb = new StringBuilder();
        CsvLines.line(sb, COLUMNS);
        for (List<String> row : rows(traces, working)) {
            CsvLines.line(sb, row);
        }
        return sb.toString();
    }

    private static String orEmpty(@Nullable String s) {
        return s == null ? "" : s;
    }
}
