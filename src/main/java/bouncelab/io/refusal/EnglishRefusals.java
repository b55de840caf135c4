package bouncelab.io.refusal;

import com.ibm.icu.text.MessageFormat;
import com.ibm.icu.util.ULocale;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Properties;

/**
 * The Refusals words in English, read from the English file itself and formatted as the words floor formats them
 * (ICU, English), so that an exception's message is the line the English window shows: one file holds the words.
 */
final class EnglishRefusals {
    static final String FILE = "bouncelab/words/Refusals.properties";
    private static final Properties PATTERNS = read();

    private EnglishRefusals() {}

    static String say(Refusal r) {
        String pattern = PATTERNS.getProperty(r.key());
        if (pattern == null) {
            throw new IllegalArgumentException(FILE + " has no word '" + r.key() + "'");
        }
        Object[] args = r.args().stream()
                .map(a -> a instanceof Refusal inner ? say(inner) : a)
                .toArray();
        return new MessageFormat(pattern, ULocale.ENGLISH).format(args);
    }

    private static Properties read() {
        Properties p = new Properties();
        try (InputStream in = EnglishRefusals.class.getClassLoader().getResourceAsStream(FILE)) {
            if (in == null) {
                throw new IllegalStateException(FILE + " is not on the class path");
            }
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(FILE + " cannot be read", e);
        }
        return p;
    }
}
