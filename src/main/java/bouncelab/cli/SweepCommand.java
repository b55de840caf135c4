package bouncelab.cli;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.sweep.SpeedSweep;
import bouncelab.core.sweep.SweepSpec;
import bouncelab.io.csv.SweepCsv;
import bouncelab.io.refusal.Refusal;
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

    /** The options as a spec; every problem is reported against the option it came from, in --lang's language. */
    SweepSpec spec() {
        double t = number("--thickness", thickness);
        double d = number("--diameter", diameter);
        String[] s = speeds.split(":", -1);
        if (s.length != 3) {
            throw bad("--speeds", Refusal.of("cli.speeds.count", s.length, speeds));
        }
        double from = number("--speeds", s[0]);
        double to = number("--speeds", s[1]);
        double step = number("--speeds", s[2]);
        double deg = number("--angle", angle);
        try {
            SweepSpec spec = new SweepSpec(t, d, from, to, step, shots, seed, deg, AlgorithmId.all());
            return algorithms == null ? spec : spec.withAlgorithms(algorithms);
        } catch (SweepSpec.Invalid e) {
            Refusal why = e.reason().isEmpty()
                    ? Refusal.text(e.problem())
                    : Refusal.of("cli.sweep." + e.reason(), e.numbers().toArray());
            throw bad("--" + e.field(), why);
        }
    }

    private static double number(String option, String text) {
        String p = text.strip();
        if (!DECIMAL.matcher(p).matches()) {
            String lower = p.toLowerCase(Locale.ROOT);
            boolean notFinite = lower.matches("[+-]?(nan|inf|infinity|∞)");
            throw bad(option, Refusal.of(notFinite ? "cli.number.notFinite" : "cli.number.not", p));
        }
        double v = Double.parseDouble(p);
        if (!Double.isFinite(v)) {
            throw bad(option, Refusal.of("cli.number.tooLarge", p));
        }
        return v;
    }

    /** {@code option '--speeds' (FROM:TO:STEP): ...}, the speeds' option naming its three numbers. */
    private static BadInputException bad(String option, Refusal why) {
        Refusal where = Refusal.of("cli.where.option", option);
        return new BadInputException(
                option.equals("--speeds")
                        ? Refusal.of("cli.labelled", where, "FROM:TO:STEP", why)
                        : Refusal.of("usage.option", option, why));
    }
}
