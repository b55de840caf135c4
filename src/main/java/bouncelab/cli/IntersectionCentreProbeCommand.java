package bouncelab.cli;

import bouncelab.io.json.JsonWriter;
import bouncelab.words.WorkingWords;
import java.util.function.Consumer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code probe intersection-centre}: Graybill's bounce direction from the intersection rectangle. */
@Command(name = "intersection-centre", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class)
final class IntersectionCentreProbeCommand extends SingleProbe {

    @Option(names = "--ball", required = true, paramLabel = "X,Y,W,H")
    private String ball;

    @Option(names = "--rect", required = true, paramLabel = "X,Y,W,H")
    private String rect;

    IntersectionCentreProbeCommand(CliStreams streams) {
        super(streams);
    }

    @Override
    Consumer<JsonWriter> answer(WorkingWords working) {
        double[] b = ProbeArg.BALL_BOX.parse(ProbeArg.option("--ball"), ball);
        double[] r = ProbeArg.RECT_SIZE.parse(ProbeArg.option("--rect"), rect);
        return w -> ProbeAnswers.intersectionCentre(w, b, r, working);
    }
}
