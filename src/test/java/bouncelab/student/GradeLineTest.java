package bouncelab.student;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The grade line's JSON and CSV: the contract's keys, in order, and text that survives any error message. */
class GradeLineTest {

    @Test
    void jsonHasTheContractsKeysInOrder() {
        GradeLine line = new GradeLine("class/a.pde", true, null, 12, 14, 0.9852, 9.0);
        assertEquals(
                "{\"file\":\"class/a.pde\",\"compiled\":true,\"error\":null,\"examplesPassed\":12,"
                        + "\"examplesTotal\":14,\"agreement\":0.9852,\"throughSpeed\":9}",
                line.toJson());
        assertEquals(line, GradeLine.fromJson(line.toJson()));
    }

    @Test
    void anyErrorTextRoundTrips() {
        String nasty = "line 3: \"quoted\", back\\slash,\ttab, new\nline, ⌀ × −, \u0001 and \u2028";
        GradeLine line = new GradeLine("C:\\class\\b \"x\".pde", false, nasty, 0, 14, null, null);
        String json = line.toJson();
        assertEquals(1, json.lines().count());
        assertEquals(line, GradeLine.fromJson(json));
        String shown = "line 3: \"\"quoted\"\", back\\slash,U+0009tab, newU+000Aline, ⌀ × −, U+0001 and U+2028";
        assertEquals("\"C:\\class\\b \"\"x\"\".pde\",false,\"" + shown + "\",0,14,,", line.toCsv());
    }

    /** A student's message may carry what a terminal obeys: every output shows it as U+XXXX, never raw. */
    @Test
    void escBellAndBidiOverridesNeverReachTheTerminal() {
        String said = "line 2: your code threw RuntimeException: red \u001b[31m bell \u0007 flip \u202Eevil";
        GradeLine line = new GradeLine("class/\u202Efdp.exe\u001b.pde", true, said, 0, 14, 0.0, null);
        String json = line.toJson();
        assertEquals(
                "{\"file\":\"class/\\u202efdp.exe\\u001b.pde\",\"compiled\":true,\"error\":\"line 2: your "
                        + "code threw RuntimeException: red \\u001b[31m bell \\u0007 flip \\u202eevil\",\"examplesPassed\":0,"
                        + "\"examplesTotal\":14,\"agreement\":0,\"throughSpeed\":null}",
                json);
        assertEquals(line, GradeLine.fromJson(json));
        assertEquals(
                "class/U+202Efdp.exeU+001B.pde,true,line 2: your code threw RuntimeException: red U+001B[31m "
                        + "bell U+0007 flip U+202Eevil,0,14,0,",
                line.toCsv());
        for (String out : new String[] {json, line.toCsv()}) {
            assertEquals(
                    -1,
                    out.chars()
                            .filter(c -> c < 0x20 || Character.getType(c) == Character.FORMAT)
                            .findFirst()
                            .orElse(-1),
                    out);
        }
    }

    @Test
    void aProblemsLineShowsControlCharactersAsCodes() {
        StudentProblem p =
                new StudentProblem(4, "your code threw RuntimeException: \u001b[2J\u0007\u202Egnp", "java: \u200B");
        assertEquals("line 4: your code threw RuntimeException: U+001B[2JU+0007U+202Egnp (java: U+200B)", p.oneLine());
    }
}
