package bouncelab.io.csv;

import bouncelab.core.algorithm.AlgorithmClasses;
import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.simulation.Run;
import bouncelab.core.trace.FrameTrace;
import bouncelab.core.trace.TraceEvent;
import bouncelab.io.json.JsonWriter;
import bouncelab.ui.session.DefaultShot;
import bouncelab.words.WorkingText;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The CSV log against the traces it was made from, read back with a real CSV reader. */
class FrameLogCsvTest {

    private static List<FrameTrace> traces(String algorithm, int frames) {
        Run run = new Run(DefaultShot.pong(), AlgorithmClasses.create(AlgorithmId.of(algorithm)));
        List<FrameTrace> out = new ArrayList<>();
        for (int f = 1; f <= frames; f++) {
            out.add(run.trace(f));
        }
        return out;
    }

    @Test
    void oneRowPerEventAndOneForAFrameWithNone() {
        List<FrameTrace> traces = traces("simple", 60);
        List<List<String>> rows = Csv.parse(FrameLogCsv.csv(traces, t -> WorkingText.lines(t, 0)));
        assertEquals(FrameLogCsv.COLUMNS, rows.get(0));
        int expected =
                traces.stream().mapToInt(t -> Math.max(1, t.events().size())).sum();
        assertEquals(expected + 1, rows.size());
        for (List<String> row : rows) {
            assertEquals(10, row.size(), row.toString());
        }
        // every frame appears, in order, as often as it has events (or once)
        int r = 1;
        for (FrameTrace t : traces) {
            for (int i = 0; i < Math.max(1, t.events().size()); i++) {
                assertEquals(Integer.toString(t.frame()), rows.get(r++).get(0));
            }
        }
    }

    @Test
    void theTunnelOfFrame14IsWrittenAsTheTraceHasIt() {
        List<FrameTrace> traces = traces("simple", 20);
        FrameTrace t14 = traces.get(13);
        TraceEvent tunnel = t14.events().stream()
                .filter(e -> e.type().equals("tunnelled"))
                .findFirst()
                .orElseThrow();
        List<String> row = Csv.parse(FrameLogCsv.csv(traces, t -> WorkingText.lines(t, 0))).stream()
                .filter(x -> x.get(0).equals("14") && x.get(3).equals("tunnelled"))
                .findFirst()
                .orElseThrow();
        assertEquals(
                List.of(
                        "14",
                        JsonWriter.number(t14.t()),
                        "simple",
                        "tunnelled",
                        tunnel.objectId(),
                        tunnel.side().label(),
                        JsonWriter.number(tunnel.at().x()),
                        JsonWriter.number(tunnel.at().y()),
                        JsonWriter.number(tunnel.toi())),
                row.subList(0, 9));
        assertEquals("right", row.get(4));
        List<String> working = WorkingText.lines(t14, 0).stream()
                .filter(l -> !l.isBlank())
                .map(String::strip)
                .toList();
        assertEquals(working, List.of(row.get(9).split(" \\| ")));
        assertTrue(row.get(9).startsWith("Frame 14 · t = "), row.get(9));
    }

    @Test
    void aFrameWithoutEventsHasEmptyEventColumnsAndTheBallsEnd() {
        List<FrameTrace> traces = traces("swept", 3);
        List<String> row =
                Csv.parse(FrameLogCsv.csv(traces, t -> WorkingText.lines(t, 0))).get(1);
        FrameTrace t1 = traces.get(0);
        assertTrue(t1.events().isEmpty());
        assertEquals(
                List.of(
                        "1",
                        "0",
                        "swept",
                        "",
                        "",
                        "",
                        JsonWriter.number(t1.after().x()),
                        JsonWriter.number(t1.after().y()),
                        ""),
                row.subList(0, 9));
        assertTrue(row.get(9).endsWith("No collision this frame."), row.get(9));
    }

    @Test
    void fieldsWithCommasQuotesOrLineBreaksAreQuoted() {
        assertEquals("plain", CsvLines.quote("plain"));
        assertEquals("\"a, b\"", CsvLines.quote("a, b"));
        assertEquals("\"say \"\"hi\"\"\"", CsvLines.quote("say \"hi\""));
        assertEquals("\"two\nlines\"", CsvLines.quote("two\nlines"));
    }
}
