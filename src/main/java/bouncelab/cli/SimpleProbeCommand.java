package bouncelab.cli;

import bouncelab.io.json.JsonWriter;
import bouncelab.words.WorkingWords;
import java.util.function.Consumer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code probe simple}: the slides' 'simple' gap test, a bounding-box overlap. */
@Command(name = "simple", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class)
final class SimpleProbeCommand extends SingleProbe {
    @Mixin
    private SlidesShape shape;

    SimpleProbeCommand(CliStreams streams) {
        super(streams);
    }

    @Override
    Consumer<JsonWriter> answer(WorkingWords working) {
        double[] b = shape.ball();
        double[] r = shape.rect();
        return w -> ProbeAnswers.simple(w, b, r, working);
    }
}
