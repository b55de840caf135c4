package bouncelab.cli;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 32: picocli's own words are in the {@code --lang} language: its usage errors (said from the Refusals book)
 * and the labels of values and parameters (from CommandLine.properties); {@code --lang qps} gives the help
 * pseudo-localized. Without --lang, the very lines picocli has always written.
 */
class UsageWordsTest {
    @Test
    void usageErrorsAreSpanishWithLangEs() {
        assertEquals(
                "Falta la opción obligatoria: '--out=ARCHIVO.png'",
                CliRun.run("--lang", "es", "render").err().strip());
        assertEquals(
                "Valor no válido para la opción '--frames': 'diez' no es un número entero",
                CliRun.run("trace", "--lang", "es", "--frames", "diez", "x.json")
                        .err()
                        .strip());
        assertEquals(
                "Opciones desconocidas: '--speed', '3'",
                CliRun.run("--lang", "es", "trace", "x.json", "--speed", "3")
                        .err()
                        .strip());
        assertEquals(
                "Argumento de más en la posición 2: 'trac'; ¿quiso decir trace o grade?",
                CliRun.run("--lang", "es", "trac").err().strip());
        assertEquals(
                "Falta el valor de la opción '--lang' (CÓDIGO)",
                CliRun.run("--lang", "es", "grade", "--lang").err().strip());
        assertEquals(
                "opción '--view': debe ser main, compare, sweep o yours, pero es 'x'",
                CliRun.run("--lang", "es", "render", "--view", "x", "--out", "a.png")
                        .err()
                        .strip());
    }

    @Test
    void withoutLangTheLinesArePicocliIsOwn() {
        assertEquals(
                "Missing required option: '--out=FILE.png'",
                CliRun.run("render").err().strip());
        assertEquals(
                "Invalid value for option '--frames': 'ten' is not an int",
                CliRun.run("trace", "--frames", "ten", "x.json").err().strip());
        assertEquals(
                "Unknown options: '--speed', '3'",
                CliRun.run("trace", "x.json", "--speed", "3").err().strip());
        assertEquals(
                "Unmatched argument at index 0: 'trac'; did you mean trace or grade?",
                CliRun.run("trac").err().strip());
        assertEquals(
                "Missing required parameter for option '--lang' (CODE)",
                CliRun.run("grade", "--lang").err().strip());
    }

    @Test
    void theLabelsAreInTheLanguage() {
        String es = CliRun.run("--lang", "es", "render", "--help").out();
        assertTrue(es.contains("--out=ARCHIVO.png"), es);
        assertTrue(es.contains("--scenario=ARCHIVO"), es);
        assertTrue(CliRun.run("--lang", "es", "trace", "--help").out().contains("ESCENARIO.json"));
        String en = CliRun.run("render", "--help").out();
        assertTrue(en.contains("--out=FILE.png"), en);
    }

    /** What a pseudo help may keep plain: the command's and options' names, typed as they are. */
    private static final Pattern TYPED = Pattern.compile("bounce-lab|grade|--?[\\w-]+|-[hV]+");

    @Test
    void pseudoHelpIsPseudoLocalized() {
        CliRun qps = CliRun.run("--lang", "qps", "grade", "--help");
        assertEquals(0, qps.status(), qps.err());
        String words = TYPED.matcher(qps.out()).replaceAll(" ");
        Matcher plain = Pattern.compile("[A-Za-z]{2,}").matcher(words);
        assertFalse(plain.find(), () -> "plain English '" + plain.group() + "' in " + qps.out());
        assertTrue(qps.out().contains("Ššĥóóŵ ţţĥííš ĥĥéĺĺþ"), qps.out()); // "Show this help", accented and longer
        assertTrue(qps.out().contains("(ďďéƒƒáúĺĺţ 30)"), qps.out()); // ${DEFAULT-VALUE} still put in
    }
}
