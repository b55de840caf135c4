package bouncelab.cli;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.sweep.SpeedSweep;
import bouncelab.core.sweep.SweepSpec;
import bouncelab.io.csv.SweepCsv;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code sweep}: the tunnelling lab's speed sweep, as CSV on standard output. */
@Command(name = "sweep", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class)
final class SweepCommand implements Callable<Integer> {
    private static final Pattern DECIMAL = Pattern.compile("[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?");

    private final CliStreams streams;

    @Option(names = "--thickness", required = true, paramLabel = "T")
    private String thickness;

    @Option(names = "--diameter", required = true, paramLabel = "D")
    private String diameter;

    @Option(names = "--speeds", required = true, paramLabel = "FROM:TO:STEP")
    private String speeds;

    @Option(names = "--shots", required = true, paramLabel = "K")
    private int shots;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1")
    private long seed;

    @Option(names = "--angle", paramLabel = "DEG", defaultValue = "0")
    private String angle;

    @Option(
            names = "--algorithms",
            paramLabel = "${bundle:label.names:-NAME,...}",
            split = ",",
            converter = OptionValues.Algorithm.class)
    private @Nullable List<AlgorithmId> algorithms;

    SweepCommand(CliStreams streams) {
        this.streams = streams;
    }

    @Override
    public Integer call() throws IOException {
        SweepSpec spec = spec();
        byte[] csv = SweepCsv.write(SpeedSweep.run(spec)).getBytes(StandardCharsets.UTF_8);
        streams.out().write(csv);
        streams.out().flush();
        return 0;
    }

    /** The options as a spec; every problem is reported against the option it came from. */
    SweepSpec spec() {
        double t = number("--thickness", thickness);
        double d = number("--diameter", diameter);
        String[] s = speeds.split(":", -1);
        if (s.length != 3) {
            throw new BadInputException("option '--speeds' (FROM:TO:STEP): expected 3 numbers separated by colons "
                    + "but got " + s.length + " in '" + speeds + "'");
        }
        double from = number("--speeds", s[0]);
        double to = number("--speeds", s[1]);
        double step = number("--speeds", s[2]);
        double deg = number("--angle", angle);
        try {
            SweepSpec spec = new SweepSpec(t, d, from, to, step, shots, seed, deg, AlgorithmId.all());
            return algorithms == null ? spec : spec.withAlgorithms(algorithms);
        } catch (SweepSpec.Invalid e) {
            String option = switch (e.field()) {
                case "speeds" -> "option '--speeds' (FROM:TO:STEP)";
                default -> "option '--" + e.field() + "'";
            };
            throw new BadInputException(option + ": " + e.problem());
        }
    }

    private static double number(String option, String text) {
        String p = text.strip();
        String where = option.equals("--speeds") ? "option '--speeds' (FROM:TO:STEP)" : "option '" + option + "'";
        if (!DECIMAL.matcher(p).matches()) {
            String lower = p.toLowerCase(Locale.ROOT);
            boolean notFinite = lower.matches("[+-]?(nan|inf|infinity|∞)");
            throw new BadInputException(
                    where + ": " + (notFinite ? "must be a finite number but is '" : "not a number: '") + p + "'");
        }
        double v = Double.parseDouble(p);
        if (!Double.isFinite(v)) {
            throw new BadInputException(where + ": '" + p + "' is too large for a double");
        }
        return v;
    }
}
