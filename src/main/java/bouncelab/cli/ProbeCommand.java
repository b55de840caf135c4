package bouncelab.cli;

import bouncelab.io.refusal.Refusal;
import bouncelab.words.Words;
import bouncelab.words.WorkingWords;
import java.io.IOException;
import java.util.Objects;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code probe}: one collision test worked through, as JSON, for worksheets and answer keys. Each test is a
 * subcommand; {@code probe --batch} answers many from JSON Lines on standard input.
 */
@Command(name = "probe", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class)
final class ProbeCommand implements Callable<Integer> {
    private final CliStreams streams;

    @Spec
    private CommandSpec spec;

    @Option(names = "--batch")
    private boolean batch;

    @Option(names = "--working")
    private boolean working;

    /** --lang CODE: the language of --working's lines (English unless given). */
    @Mixin
    private LanguageOption language = new LanguageOption();

    ProbeCommand(CliStreams streams) {
        this.streams = streams;
    }

    @Override
    public Integer call() throws IOException {
        // what is wrong in the language --lang asks for, given to probe or before it, as the last line's
        Words errors = Words.of(HelpWords.asked(
                spec.root().commandLine().getParseResult().originalArgs().toArray(String[]::new)));
        if (!batch) {
            throw new ParameterException(
                    spec.commandLine(),
                    errors.refusal(Refusal.of(
                            "cli.nameTest", String.join(", ", spec.subcommands().keySet()))));
        }
        LineSink out = streams.lines();
        BatchProbe.Outcome outcome = new BatchProbe(
                        working ? WorkingWords.of(Words.of(language.locale())) : null, errors)
                .run(streams.reader(), out);
        out.flush();
        if (outcome.badLines() > 0) {
            throw new BadInputException(Refusal.of(
                    "batch.summary",
                    outcome.badLines(),
                    outcome.lines(),
                    outcome.firstBadLine(),
                    Objects.requireNonNull(outcome.firstError()))); // set with the first bad line
        }
        return 0;
    }
}
