package bouncelab.io.jvm;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Properties;

/**
 * The Java options of one of Bounce Lab's own Javas, from {@code bouncelab/jvm.properties}: kept there rather than
 * in code because the installer's launcher (built by pom.xml) needs the very same ones.
 */
public final class JvmOptions {
    static final String FILE = "/bouncelab/jvm.properties";

    private JvmOptions() {}

    /** A grade worker's Java. */
    public static List<String> grade() {
        return of("grade");
    }

    static List<String> of(String key) {
        Properties p = new Properties();
        try (InputStream in = JvmOptions.class.getResourceAsStream(FILE)) {
            if (in == null) {
                throw new IllegalStateException(FILE + " is missing from the jar");
            }
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        String line = p.getProperty(key);
        if (line == null || line.isBlank()) {
            throw new IllegalStateException(FILE + " has no options for '" + key + "'");
        }
        return List.of(line.strip().split("\\s+"));
    }
}
