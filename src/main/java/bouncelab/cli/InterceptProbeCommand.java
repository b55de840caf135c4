package bouncelab.cli;

import bouncelab.io.json.JsonWriter;
import bouncelab.io.refusal.Refusal;
import bouncelab.words.WorkingWords;
import java.util.List;
import java.util.function.Consumer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code probe intercept}: the Pong article's intercept() of two segments, with ua and ub. */
@Command(name = "intercept", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class)
final class InterceptProbeCommand extends SingleProbe {

    @Option(names = "--segment", required = true, paramLabel = "X1,Y1,X2,Y2")
    private List<String> segments;

    InterceptProbeCommand(CliStreams streams) {
        super(streams);
    }

    @Override
    Consumer<JsonWriter> answer(WorkingWords working) {
        if (segments.size() != 2) {
            throw ProbeArg.SEGMENT.bad(ProbeArg.option("--segment"), Refusal.of("probe.segmentTimes", segments.size()));
        }
        double[] path = ProbeArg.SEGMENT.parse(Refusal.of("cli.where.segment", "path"), segments.get(0));
        double[] edge = ProbeArg.SEGMENT.parse(Refusal.of("cli.where.segment", "edge"), segments.get(1));
        return w -> ProbeAnswers.intercept(w, path, edge, working);
    }
}
