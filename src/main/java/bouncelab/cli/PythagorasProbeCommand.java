package bouncelab.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.util.concurrent.Callable;

/** {@code probe pythagoras}: the slides' hitPaddle(), four straight-on tests and the corner test. */
@Command(name = "pythagoras", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = {"The slides' hitPaddle(): circleDistanceX and circleDistanceY, the four straight-on tests "
                + "in order, then the corner test (cornerDistance, a squared distance, against (diameter/2)²).",
                "Prints {\"test\":\"pythagoras\",\"circleDistanceX\":…,\"circleDistanceY\":…,"
                        + "\"cornerDistance\":… or null,\"hit\":…,\"decidedBy\":1-4 or \"corner\","
                        + "\"working\":[…]}."})
final class PythagorasProbeCommand implements Callable<Integer> {
    private final CliStreams streams;

    @Option(names = "--ball", required = true, paramLabel = "X,Y,DIAMETER",
            description = "The ball's centre and diameter, as the slides give it.")
    private String ball;

    @Option(names = "--rect", required = true, paramLabel = "X,Y,W,H",
            description = "The paddle's top-left corner and size (paddleWidth, paddleHeight).")
    private String rect;

    PythagorasProbeCommand(CliStreams streams) {
        this.streams = streams;
    }

    @Override
    public Integer call() throws Exception {
        double[] b = ProbeArg.BALL_DIAMETER.parse("option '--ball'", ball);
        double[] r = ProbeArg.RECT_SIZE.parse("option '--rect'", rect);
        return ProbeOutput.print(streams, w -> ProbeAnswers.pythagoras(w, b, r, true));
    }
}
