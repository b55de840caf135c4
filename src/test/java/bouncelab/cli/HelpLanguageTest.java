package bouncelab.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 32: the command line's help comes from {@code bouncelab/words/CommandLine.properties}, one key per command's
 * description and footer and per option, none in the code and none unused; {@code --lang es} (before the command, or
 * after one that takes it) gives it in Spanish with no English sentence left; without it the help is English.
 */
class HelpLanguageTest {
    /** Every command, as typed after bounce-lab. */
    private static final List<String> COMMANDS = List.of(
            "",
            "trace",
            "probe",
            "probe simple",
            "probe pythagoras",
            "probe intercept",
            "probe ball-intercept",
            "probe intersection-centre",
            "render",
            "sweep",
            "worksheet",
            "check-lessons",
            "grade",
            "vote");
    /** Shared by every command: section headings and the two standard options. */
    private static final Set<String> SHARED = Set.of(
            "usage.synopsisHeading",
            "usage.commandListHeading",
            "mixinStandardHelpOptions.help",
            "mixinStandardHelpOptions.version");
    /** Words no Spanish sentence has (a lone word of data, a JSON value or an option's label, is taken out first). */
    private static final Pattern ENGLISH = Pattern.compile(
            "(?<![\\w.\\-])(the|is|was|of|and|with|this|that|file|here|could|show|print|usage|commands|exit|status|"
                    + "write|writes|an|to|in|on|or|by|for|its|it|every|each|default)(?![\\w.\\-])");
    /** What help shows as data, not words: JSON, a quoted name, an option and its label. */
    private static final Pattern DATA = Pattern.compile("\\{[^{}]*}|\"[^\"]*\"|'[^']*'|--?[\\w-]+(=\\S+)?|[A-Z_]{2,}");

    private static Properties bundle(String name) throws IOException {
        try (InputStream in = HelpLanguageTest.class.getResourceAsStream("/bouncelab/words/" + name)) {
            Properties p = new Properties();
            try (Reader r = new InputStreamReader(in, StandardCharsets.UTF_8)) {
                p.load(r);
            }
            return p;
        }
    }

    /** The keys the command tree reads: its descriptions and footers, numbered when they have several lines. */
    private static void keys(CommandLine command, Properties english, Set<String> read, List<String> missing) {
        CommandSpec spec = command.getCommandSpec();
        String q = spec.qualifiedName(".");
        List<String> wanted = new ArrayList<>(List.of(q + ".usage.description"));
        for (OptionSpec o : spec.options()) {
            if (!o.usageHelp() && !o.versionHelp()) {
                wanted.add(q + "." + o.longestName().replaceFirst("^-+", ""));
            }
        }
        for (PositionalParamSpec p : spec.positionalParameters()) {
            wanted.add(q + "." + p.descriptionKey());
        }
        // a label read from the bundle (${bundle:label.file:-FILE}) shows, without one, the English value
        List<String> labels = new ArrayList<>();
        spec.options().forEach(o -> labels.add(o.paramLabel()));
        spec.positionalParameters().forEach(p -> labels.add(p.paramLabel()));
        for (String e : english.stringPropertyNames()) {
            if (e.startsWith("label.") && labels.contains(english.getProperty(e))) {
                read.add(e);
            }
        }
        wanted.add(q + ".usage.footer");
        for (String k : wanted) {
            boolean found = false;
            for (String e : english.stringPropertyNames()) {
                if (e.equals(k) || e.matches(Pattern.quote(k) + "\\.\\d+")) {
                    read.add(e);
                    found = true;
                }
            }
            if (!found && !k.endsWith(".usage.footer")) {
                missing.add(k);
            }
        }
        command.getSubcommands().values().forEach(sub -> keys(sub, english, read, missing));
    }

    @Test
    void everyDescriptionIsInTheBundleAndEveryKeyOfItIsRead() throws IOException {
        Properties english = bundle("CommandLine.properties");
        Set<String> read = new TreeSet<>(SHARED);
        List<String> missing = new ArrayList<>();
        keys(BounceLabCli.commands(CliStreams.system()), english, read, missing);
        assertEquals(List.of(), missing, "commands or options without their words in CommandLine.properties");
        Set<String> unused = new TreeSet<>(english.stringPropertyNames());
        unused.removeAll(read);
        assertEquals(Set.of(), unused, "keys no command reads");
    }

    @Test
    void spanishTranslatesEveryDescription() throws IOException {
        Properties english = bundle("CommandLine.properties");
        Properties spanish = bundle("CommandLine_es.properties");
        List<String> same = new ArrayList<>();
        for (String k : english.stringPropertyNames()) {
            String e = english.getProperty(k);
            // a line that is data alone (a JSON sample, a CSV header) or empty is the same in every language
            if (e.strip().matches("[\\w,]*") || !DATA.matcher(e).replaceAll("").matches(".*\\p{L}{2,}.*")) {
                continue;
            }
            if (e.equals(spanish.getProperty(k))) {
                same.add(k);
            }
        }
        assertEquals(List.of(), same, "still English in CommandLine_es.properties");
    }

    @Test
    void everyCommandsHelpIsSpanishWithLangAndEnglishWithout() {
        for (String command : COMMANDS) {
            List<String> args = new ArrayList<>(List.of("--lang", "es"));
            if (!command.isEmpty()) {
                args.addAll(List.of(command.split(" ")));
            }
            args.add("--help");
            CliRun es = CliRun.run(args.toArray(String[]::new));
            assertEquals(0, es.status(), command + ": " + es.err());
            assertTrue(es.out().startsWith("Uso: bounce-lab"), es.out());
            String words = DATA.matcher(es.out()).replaceAll(" ");
            Matcher m = ENGLISH.matcher(words);
            assertTrue(!m.find(), () -> "'" + command + "' has the English word '" + m.group() + "': " + es.out());

            List<String> plain = new ArrayList<>(List.of(command.isEmpty() ? new String[0] : command.split(" ")));
            plain.add("--help");
            CliRun en = CliRun.run(plain.toArray(String[]::new));
            assertTrue(en.out().startsWith("Usage: bounce-lab"), en.out());
            assertNotEquals(en.out(), es.out(), command);
        }
    }

    @Test
    void langAfterACommandThatTakesItWorksToo() {
        CliRun after = CliRun.run("grade", "--lang", "es", "--help");
        CliRun before = CliRun.run("--lang", "es", "grade", "--help");
        assertEquals(before.out(), after.out());
        String words = after.out().replaceAll("\\s+", " ");
        assertTrue(words.contains("Compila y califica el hitPaddle de cada alumno"), words);
        assertTrue(words.contains("Deja de calificar un archivo pasados estos segundos (por omisión 30)."), words);
        String sheet = CliRun.run("worksheet", "--help", "--lang=es").out().replaceAll("\\s+", " ");
        assertTrue(sheet.contains("hoja de ejercicios"), sheet);
    }

    @Test
    void withoutLangTheHelpIsEnglishWhateverTheMachinesLanguage() {
        java.util.Locale was = Locale.getDefault();
        try {
            Locale.setDefault(Locale.forLanguageTag("es"));
            String help = CliRun.run("grade", "--help").out().replaceAll("\\s+", " ");
            assertTrue(help.contains("Compiles and grades each student's hitPaddle"), help);
            assertTrue(help.contains("Stop grading a file after this many seconds (default 30)."), help);
            assertTrue(help.contains("Show this help message and exit."), help);
        } finally {
            Locale.setDefault(was);
        }
    }
}
