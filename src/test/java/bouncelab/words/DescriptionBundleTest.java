package bouncelab.words;

import com.ibm.icu.text.MessageFormat;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Properties;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

/** Every language shipped has exactly the describer's keys, each a pattern ICU can read. */
class DescriptionBundleTest {
    @ParameterizedTest(name = "Description{0}.properties")
    @ValueSource(strings = {"", "_es"})
    void everyKeyAndNoOtherEachAPattern(String suffix) throws IOException {
        Properties p = new Properties();
        try (InputStream in = DescriptionWords.class.getResourceAsStream("Description" + suffix + ".properties")) {
            assertNotNull(in, "Description" + suffix + ".properties");
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        assertEquals(new TreeSet<>(DescriptionWords.KEYS), new TreeSet<>(p.stringPropertyNames()));
        for (String key : DescriptionWords.KEYS) {
            assertDoesNotThrow(() -> new MessageFormat(p.getProperty(key), Locale.ROOT), key);
        }
    }
}
