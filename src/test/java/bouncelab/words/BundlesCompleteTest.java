package bouncelab.words;

import com.ibm.icu.text.MessagePattern;
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
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every shipped language's file of every area has exactly the English keys (none missing, none that nothing
 * uses), and each of its patterns takes the English one's arguments and formats.
 */
class BundlesCompleteTest {
    @Test
    void everyLanguageHasExactlyTheEnglishKeys() throws IOException {
        List<String> problems = new ArrayList<>();
        for (Book book : Book.values()) {
            Properties english = read(book.file() + ".properties");
            assertNotNull(english, book.file() + ".properties");
            for (Locale l : Languages.shipped().subList(1, Languages.shipped().size())) {
                String name = book.file() + "_" + l.toLanguageTag().replace('-', '_') + ".properties";
                Properties other = read(name);
                if (other == null) {
                    problems.add(name + " is missing");
                    continue;
                }
                Set<String> missing = new TreeSet<>(english.stringPropertyNames());
                missing.removeAll(other.stringPropertyNames());
                Set<String> unused = new TreeSet<>(other.stringPropertyNames());
                unused.removeAll(english.stringPropertyNames());
                if (!missing.isEmpty()) {
                    problems.add(name + " lacks " + missing);
                }
                if (!unused.isEmpty()) {
                    problems.add(name + " has keys English has not: " + unused);
                }
                for (String key : other.stringPropertyNames()) {
                    if (english.containsKey(key)) {
                        String a = arguments(english.getProperty(key));
                        String b = arguments(other.getProperty(key));
                        if (!a.equals(b)) {
                            problems.add(name + " " + key + " takes arguments " + b + ", English " + a);
                        }
                    }
                }
            }
        }
        assertEquals(List.of(), problems);
    }

    /**
     * The command line's help ({@code CommandLine.properties}, picocli's format, not ICU's): every shipped language has
     * exactly its keys, and each value the same ${...} variables ({@code HelpLanguageTest} checks that every key is read).
     */
    @Test
    void theCommandLinesHelpHasExactlyTheEnglishKeysInEveryLanguage() throws IOException {
        Properties english = read("CommandLine.properties");
        assertNotNull(english, "CommandLine.properties");
        List<String> problems = new ArrayList<>();
        for (Locale l : Languages.shipped().subList(1, Languages.shipped().size())) {
            String name = "CommandLine_" + l.toLanguageTag().replace('-', '_') + ".properties";
            Properties other = read(name);
            if (other == null) {
                problems.add(name + " is missing");
                continue;
            }
            if (!english.stringPropertyNames().equals(other.stringPropertyNames())) {
                Set<String> missing = new TreeSet<>(english.stringPropertyNames());
                missing.removeAll(other.stringPropertyNames());
                Set<String> unused = new TreeSet<>(other.stringPropertyNames());
                unused.removeAll(english.stringPropertyNames());
                problems.add(name + " lacks " + missing + " and has keys English has not: " + unused);
            }
            for (String key : other.stringPropertyNames()) {
                if (english.containsKey(key)
                        && !variables(english.getProperty(key)).equals(variables(other.getProperty(key)))) {
                    problems.add(name + " " + key + " has other ${...} than English");
                }
            }
        }
        assertEquals(List.of(), problems);
    }

    private static List<String> variables(String value) {
        return Pattern.compile("\\$\\{[^}]*}")
                .matcher(value)
                .results()
                .map(m -> m.group())
                .sorted()
                .toList();
    }

    @Test
    void spanishIsShipped() {
        assertTrue(Languages.shipped().contains(Locale.forLanguageTag("es")));
    }

    /** The argument numbers a pattern names, sorted: a translation may move them, not drop or add one. */
    private static String arguments(String pattern) {
        var parsed = new MessagePattern(pattern);
        TreeSet<String> names = new TreeSet<>();
        for (int i = 0; i < parsed.countParts(); i++) {
            var part = parsed.getPart(i);
            if (part.getType() == MessagePattern.Part.Type.ARG_NAME
                    || part.getType() == MessagePattern.Part.Type.ARG_NUMBER) {
                names.add(parsed.getSubstring(part));
            }
        }
        return names.toString();
    }

    private static Properties read(String name) throws IOException {
        try (InputStream in = BundlesCompleteTest.class.getResourceAsStream("/bouncelab/words/" + name)) {
            if (in == null) {
                return null;
            }
            Properties p = new Properties();
            try (Reader r = new InputStreamReader(in, StandardCharsets.UTF_8)) {
                p.load(r);
            }
            return p;
        }
    }
}
