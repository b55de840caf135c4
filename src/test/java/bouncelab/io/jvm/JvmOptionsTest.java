package bouncelab.io.jvm;

import java.util.List;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The options of Bounce Lab's own Javas come from bouncelab/jvm.properties, each a word of its own. */
class JvmOptionsTest {
    @Test
    void theAppsAndTheGradersOptions() {
        assertEquals(
                List.of("-XX:TieredStopAtLevel=1", "-XX:CICompilerCount=1", "-XX:+UseSerialGC"), JvmOptions.of("app"));
        assertEquals("-Xmx256m", JvmOptions.grade().get(0), "a grade worker's memory cap");
    }

    @Test
    void anUnknownJavaIsAFaultOfTheJarNotAnEmptyLine() {
        assertThrows(IllegalStateException.class, () -> JvmOptions.of("nobody"));
    }
}
