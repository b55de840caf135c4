package bouncelab.cli;

import bouncelab.io.json.JsonWriter;
import bouncelab.words.Words;
import bouncelab.words.WorkingWords;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import picocli.CommandLine.Mixin;

/**
 * A {@code probe} subcommand: reads its options, works one test through and prints the answer as one JSON line.
 * Subclasses say only how to read their options into an answer.
 */
abstract class SingleProbe implements Callable<Integer> {
    private final CliStreams streams;

    SingleProbe(CliStreams streams) {
        this.streams = streams;
    }

    /** --lang CODE: the language of the answer's working (English unless given). */
    @Mixin
    private LanguageOption language = new LanguageOption();

    /**
     * Reads the options (throwing BadInputException on a bad one) and returns what writes the answer, its working
     * said by {@code working}.
     */
    abstract Consumer<JsonWriter> answer(WorkingWords working);

    @Override
    public final Integer call() throws Exception {
        Consumer<JsonWriter> answer = answer(WorkingWords.of(Words.of(language.locale())));
        return ProbeOutput.print(streams, answer);
    }
}
