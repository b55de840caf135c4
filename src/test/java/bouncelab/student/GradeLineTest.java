package bouncelab.student;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The grade line's JSON and CSV: the contract's keys, in order, and text that survives any error message. */
class GradeLineTest {

    @Test
    void jsonHasTheContractsKeysInOrder() {
        GradeLine line = new GradeLine("class/a.pde", true, null, 12, 14, 0.9852, 9.0);
        assertEquals("{\"file\":\"class/a.pde\",\"compiled\":true,\"error\":null,\"examplesPassed\":12,"
                + "\"examplesTotal\":14,\"agreement\":0.9852,\"throughSpeed\":9}", line.toJson());
        assertEquals(line, GradeLine.fromJson(line.toJson()));
    }

    @Test
    void anyErrorTextRoundTrips() {
        String nasty = "line 3: \"quoted\", back\\slash,\ttab, new\nline, ⌀ × −, \u0001 and \u2028";
        GradeLine line = new GradeLine("C:\\class\\b \"x\".pde", false, nasty, 0, 14, null, null);
        String json = line.toJson();
        assertEquals(1, json.lines().count());
        assertEquals(line, GradeLine.fromJson(json));
        assertEquals("\"C:\\class\\b \"\"x\"\".pde\",false,\"" + nasty.replace("\"", "\"\"") + "\",0,14,,",
                line.toCsv());
    }
}
