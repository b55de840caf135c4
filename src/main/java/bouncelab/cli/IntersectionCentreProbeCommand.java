package bouncelab.cli;

import bouncelab.io.json.JsonWriter;
import java.util.function.Consumer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code probe intersection-centre}: Graybill's bounce direction from the intersection rectangle. */
@Command(
        name = "intersection-centre",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
            "Graybill's rule: the rectangle the ball's box shares with the brick, and where its centre "
                    + "lies from the ball's centre. Right of it, the ball goes left (xDirection −1); left of it, right "
                    + "(+1); below, up (yDirection −1); above, down (+1); level, that speed is unchanged (0). "
                    + "When every number is whole, as in his Java, each centre is x + width / 2 in whole numbers (the "
                    + "remainder dropped), as his program works it out.",
            "Prints {\"test\":\"intersection-centre\",\"hit\":…,\"overlap\":{\"x\":…,\"y\":…,\"width\":…,"
                    + "\"height\":…} or null,\"xDirection\":-1|0|1,\"yDirection\":-1|0|1,\"working\":[…]}."
        })
final class IntersectionCentreProbeCommand extends SingleProbe {

    @Option(
            names = "--ball",
            required = true,
            paramLabel = "X,Y,W,H",
            description = "The ball's box, top-left corner and size (the article's ball is a Rectangle).")
    private String ball;

    @Option(names = "--rect", required = true, paramLabel = "X,Y,W,H", description = "The brick, top-left and size.")
    private String rect;

    IntersectionCentreProbeCommand(CliStreams streams) {
        super(streams);
    }

    @Override
    Consumer<JsonWriter> answer() {
        double[] b = ProbeArg.BALL_BOX.parse("option '--ball'", ball);
        double[] r = ProbeArg.RECT_SIZE.parse("option '--rect'", rect);
        return w -> ProbeAnswers.intersectionCentre(w, b, r, true);
    }
}
