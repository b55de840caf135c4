package bouncelab.cli;

import bouncelab.io.json.JsonWriter;
import java.util.concurrent.Callable;
import java.util.function.Consumer;

/**
 * A {@code probe} subcommand: reads its options, works one test through and prints the answer as one JSON line.
 * Subclasses say only how to read their options into an answer.
 */
abstract class SingleProbe implements Callable<Integer> {
    private final CliStreams streams;

    SingleProbe(CliStreams streams) {
        this.streams = streams;
    }

    /** Reads the options (throwing BadInputException on a bad one) and returns what writes the answer. */
    abstract Consumer<JsonWriter> answer();

    @Override
    public final Integer call() throws Exception {
        Consumer<JsonWriter> answer = answer();
        return ProbeOutput.print(streams, answer);
    }
}
