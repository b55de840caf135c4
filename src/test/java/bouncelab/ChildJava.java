package bouncelab;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A Java started by a test: this Java, this class path, and an environment without the variables through which a
 * machine hands options to every Java it starts. Each of those makes the child say so first on its error stream
 * ("Picked up JAVA_TOOL_OPTIONS: …", as a CI machine may set it), which a test reading that stream would take for
 * the program's own words.
 */
public final class ChildJava {
    /** Read by every HotSpot Java (the first two) or by the java launcher (the last), each announced on stderr. */
    static final List<String> OPTION_VARIABLES = List.of("JAVA_TOOL_OPTIONS", "_JAVA_OPTIONS", "JDK_JAVA_OPTIONS");

    private ChildJava() {}

    /** {@code java [options] -cp <this class path> main args…}, its environment {@link #quiet}. */
    public static ProcessBuilder of(List<String> options, Class<?> main, String... args) {
        return of(options, main.getName(), args);
    }

    /** The same, naming the main class. */
    public static ProcessBuilder of(List<String> options, String main, String... args) {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(options);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), main));
        command.addAll(List.of(args));
        return quiet(new ProcessBuilder(command));
    }

    /** Takes the option variables out of {@code builder}'s environment. */
    static ProcessBuilder quiet(ProcessBuilder builder) {
        builder.environment().keySet().removeAll(OPTION_VARIABLES);
        return builder;
    }
}
