package bouncelab.student.report;

import bouncelab.io.csv.CsvLines;
import bouncelab.io.json.JsonWriter;
import bouncelab.io.json.Visible;
import bouncelab.student.Example;
import bouncelab.student.GradeLine;
import bouncelab.student.Graded;
import java.util.ArrayList;
import java.util.List;

/**
 * The roster a teacher files: a header, then one row per file (in the order given), columns {@link #COLUMNS}, then
 * one 1/0 column per worked example, named by the example. Control characters in any cell are written as U+XXXX,
 * as {@link GradeLine#toCsv} writes them, so a spreadsheet or a terminal shows them rather than obeys them.
 */
final class MarksCsv {
    static final List<String> COLUMNS =
            List.of("student", "compiled", "examples_passed", "examples_total", "agreement", "through_speed", "error");

    private MarksCsv() {}

    static String of(List<Graded> rows) {
        StringBuilder sb = new StringBuilder();
        List<String> header = new ArrayList<>(COLUMNS);
        Example.ALL.forEach(e -> header.add(e.name()));
        sb.append(String.join(",", header.stream().map(MarksCsv::cell).toList()))
                .append("\r\n");
        for (Graded g : rows) {
            GradeLine l = g.line();
            List<String> cells = new ArrayList<>(List.of(
                    cell(g.detail().student()),
                    String.valueOf(l.compiled()),
                    String.valueOf(l.examplesPassed()),
                    String.valueOf(l.examplesTotal()),
                    l.agreement() == null ? "" : JsonWriter.number(l.agreement()),
                    l.throughSpeed() == null ? "" : JsonWriter.number(l.throughSpeed()),
                    l.error() == null ? "" : cell(l.error())));
            for (Example e : Example.ALL) {
                cells.add(Marks.passed(g, e.name()) ? "1" : "0");
            }
            sb.append(String.join(",", cells)).append("\r\n");
        }
        return sb.toString();
    }

    /** One cell: control characters as U+XXXX, quoted (RFC 4180) when it holds a comma, a quote or a line break. */
    static String cell(String raw) {
        String s = CsvLines.text(Visible.of(raw)); // a name typed as =… is never a formula
        if (s.indexOf(',') < 0 && s.indexOf('"') < 0 && s.indexOf('\n') < 0 && s.indexOf('\r') < 0) {
            return s;
        }
        return "\"" + s.replace("\"", "\"\"") + "\"";
    }
}
