package bouncelab.cli;

import java.util.List;
import org.junit.jupiter.api.Test;

import static bouncelab.cli.CliRun.bool;
import static bouncelab.cli.CliRun.strings;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code probe --lang es}: the lines of working in Spanish, words and numbers (the decimal comma, "(12,5; 3)",
 * verdadero/falso), a single probe's and a batch's alike; the JSON's keys and numbers as in English.
 */
class ProbeLangTest {
    @Test
    void aSingleProbesWorkingIsInSpanish() {
        CliRun es = CliRun.run("probe", "pythagoras", "--ball=480.5,300,50", "--rect=530,200,70,200", "--lang", "es");
        assertEquals(0, es.status(), es.err());
        var answer = CliRun.parse(es.out().strip());
        assertFalse(bool(answer, "hit"));
        List<String> working = strings(answer, "working");
        String all = String.join("\n", working);
        assertTrue(all.contains("= |480,5 − 530 − 35| = 84,5"), all);
        assertTrue(all.contains("84,5 > 35 + 25 → verdadero"), all);
        assertFalse(all.contains("true") || all.contains("false") || all.matches("(?s).*\\d\\.\\d.*"), all);

        CliRun en = CliRun.run("probe", "pythagoras", "--ball=480.5,300,50", "--rect=530,200,70,200");
        String english = String.join("\n", strings(CliRun.parse(en.out().strip()), "working"));
        assertTrue(
                english.contains("= |480.5 − 530 − 35| = 84.5") && english.contains("84.5 > 35 + 25 → true"), english);
    }

    @Test
    void aBatchsWorkingIsInSpanish() {
        String line =
                "{\"test\":\"ball-intercept\",\"ball\":[100,100,5],\"move\":[30,7.5],\"rect\":[120,90,140,130]}\n";
        CliRun es = CliRun.withInput(line, "probe", "--batch", "--working", "--lang", "es");
        assertEquals(0, es.status(), es.err());
        String all = String.join("\n", strings(CliRun.parse(es.out().strip()), "working"));
        assertTrue(all.contains("«rect», borde izquierdo: choque"), all);
        assertTrue(all.matches("(?s).*\\d,\\d.*"), all);
        assertFalse(all.contains(" edge") || all.contains("true") || all.matches("(?s).*\\d\\.\\d.*"), all);
    }
}
