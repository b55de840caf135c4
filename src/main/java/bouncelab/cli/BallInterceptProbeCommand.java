package bouncelab.cli;

import bouncelab.io.json.JsonWriter;
import java.util.function.Consumer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code probe ball-intercept}: the Pong article's ballIntercept(), the obvious side first, then top or bottom. */
@Command(
        name = "ball-intercept",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
            "The Pong article's ballIntercept(): the ball's move against the rectangle's edges pushed out "
                    + "by its radius, the obvious side first (the left edge for a ball moving right), then the top or "
                    + "bottom.",
            "Prints {\"test\":\"ball-intercept\",\"hit\":…,\"x\":…,\"y\":…,\"side\":\"left|right|top|bottom\","
                    + "\"ua\":…,\"working\":[…]}; x, y, side and ua are null on a miss."
        })
final class BallInterceptProbeCommand extends SingleProbe {

    @Option(names = "--ball", required = true, paramLabel = "X,Y,RADIUS", description = "The ball's centre and radius.")
    private String ball;

    @Option(
            names = "--move",
            required = true,
            paramLabel = "NX,NY",
            description = "How far the ball moves this frame (the article's nx, ny).")
    private String move;

    @Option(
            names = "--rect",
            required = true,
            paramLabel = "LEFT,TOP,RIGHT,BOTTOM",
            description = "The rectangle by its edges, as the article gives it.")
    private String rect;

    BallInterceptProbeCommand(CliStreams streams) {
        super(streams);
    }

    @Override
    Consumer<JsonWriter> answer() {
        double[] b = ProbeArg.BALL_RADIUS.parse("option '--ball'", ball);
        double[] m = ProbeArg.MOVE.parse("option '--move'", move);
        double[] r = ProbeArg.RECT_EDGES.parse("option '--rect'", rect);
        return w -> ProbeAnswers.ballIntercept(w, b, m, r, true);
    }
}
