package bouncelab.cli;

import bouncelab.io.json.JsonWriter;
import java.util.List;
import java.util.function.Consumer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code probe intercept}: the Pong article's intercept() of two segments, with ua and ub. */
@Command(
        name = "intercept",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
            "The Pong article's intercept(): where the path (x1,y1)→(x2,y2) crosses the edge "
                    + "(x3,y3)→(x4,y4). ua is how far along the path, ub how far along the edge; both must lie in "
                    + "[0, 1] for a hit.",
            "Prints {\"test\":\"intercept\",\"hit\":…,\"x\":…,\"y\":…,\"ua\":…,\"ub\":…,\"denom\":…,"
                    + "\"working\":[…]}; x and y are null on a miss, ua and ub null when the segments are "
                    + "parallel (denom 0)."
        })
final class InterceptProbeCommand extends SingleProbe {

    @Option(
            names = "--segment",
            required = true,
            paramLabel = "X1,Y1,X2,Y2",
            description = "Give it twice: first the path, then the edge.")
    private List<String> segments;

    InterceptProbeCommand(CliStreams streams) {
        super(streams);
    }

    @Override
    Consumer<JsonWriter> answer() {
        if (segments.size() != 2) {
            throw ProbeArg.SEGMENT.bad(
                    "option '--segment'",
                    "give it twice, the path then the edge, but it was " + "given " + segments.size() + " time"
                            + (segments.size() == 1 ? "" : "s"));
        }
        double[] path = ProbeArg.SEGMENT.parse("option '--segment' (the path)", segments.get(0));
        double[] edge = ProbeArg.SEGMENT.parse("option '--segment' (the edge)", segments.get(1));
        return w -> ProbeAnswers.intercept(w, path, edge, true);
    }
}
