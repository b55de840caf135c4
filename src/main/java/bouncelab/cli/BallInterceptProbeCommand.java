package bouncelab.cli;

import bouncelab.io.json.JsonWriter;
import bouncelab.words.WorkingWords;
import java.util.function.Consumer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code probe ball-intercept}: the Pong article's ballIntercept(), the obvious side first, then top or bottom. */
@Command(name = "ball-intercept", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class)
final class BallInterceptProbeCommand extends SingleProbe {

    @Option(names = "--ball", required = true, paramLabel = "X,Y,RADIUS")
    private String ball;

    @Option(names = "--move", required = true, paramLabel = "NX,NY")
    private String move;

    @Option(names = "--rect", required = true, paramLabel = "LEFT,TOP,RIGHT,BOTTOM")
    private String rect;

    BallInterceptProbeCommand(CliStreams streams) {
        super(streams);
    }

    @Override
    Consumer<JsonWriter> answer(WorkingWords working) {
        double[] b = ProbeArg.BALL_RADIUS.parse(ProbeArg.option("--ball"), ball);
        double[] m = ProbeArg.MOVE.parse(ProbeArg.option("--move"), move);
        double[] r = ProbeArg.RECT_EDGES.parse(ProbeArg.option("--rect"), rect);
        return w -> ProbeAnswers.ballIntercept(w, b, m, r, working);
    }
}
