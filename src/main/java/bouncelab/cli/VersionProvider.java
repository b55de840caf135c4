package bouncelab.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/**
 * {@code --version}: the version Maven wrote into the jar (META-INF/maven/.../pom.properties), so it is never
 * out of step with the pom. Run from target/classes, as the tests do, there is no jar and it says so.
 */
public final class VersionProvider implements IVersionProvider {
    private static final String POM_PROPERTIES = "/META-INF/maven/org.bouncelab/bounce-lab/pom.properties";

    @Override
    public String[] getVersion() {
        return new String[] {"bounce-lab " + version()};
    }

    static String version() {
        try (InputStream in = VersionProvider.class.getResourceAsStream(POM_PROPERTIES)) {
            if (in == null) {
                return "(development build, not from the jar)";
            }
            Properties p = new Properties();
            p.load(in);
            return p.getProperty("version", "(unknown version)");
        } catch (IOException e) {
            return "(unknown version)";
        }
    }
}
