package bouncelab.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.util.concurrent.Callable;

/** {@code probe simple}: the slides' 'simple' gap test, a bounding-box overlap. */
@Command(name = "simple", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = {"The slides' 'simple' test: is the ball too far from the rectangle on the X axis, or on the "
                + "Y axis? A hit when it is too far on neither (the bounding boxes overlap).",
                "Prints {\"test\":\"simple\",\"circleDistanceX\":…,\"circleDistanceY\":…,\"hit\":…,"
                        + "\"working\":[…]}."})
final class SimpleProbeCommand implements Callable<Integer> {
    private final CliStreams streams;

    @Option(names = "--ball", required = true, paramLabel = "X,Y,DIAMETER",
            description = "The ball's centre and diameter, as the slides give it.")
    private String ball;

    @Option(names = "--rect", required = true, paramLabel = "X,Y,W,H",
            description = "The rectangle's top-left corner and size, as the slides give the paddle.")
    private String rect;

    SimpleProbeCommand(CliStreams streams) {
        this.streams = streams;
    }

    @Override
    public Integer call() throws Exception {
        double[] b = ProbeArg.BALL_DIAMETER.parse("option '--ball'", ball);
        double[] r = ProbeArg.RECT_SIZE.parse("option '--rect'", rect);
        return ProbeOutput.print(streams, w -> ProbeAnswers.simple(w, b, r, true));
    }
}
