package bouncelab.cli;

import bouncelab.io.json.JsonWriter;
import bouncelab.words.WorkingWords;
import java.util.function.Consumer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code probe pythagoras}: the slides' hitPaddle(), four straight-on tests and the corner test. */
@Command(name = "pythagoras", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class)
final class PythagorasProbeCommand extends SingleProbe {
    @Mixin
    private SlidesShape shape;

    PythagorasProbeCommand(CliStreams streams) {
        super(streams);
    }

    @Override
    Consumer<JsonWriter> answer(WorkingWords working) {
        double[] b = shape.ball();
        double[] r = shape.rect();
        return w -> ProbeAnswers.pythagoras(w, b, r, working);
    }
}
