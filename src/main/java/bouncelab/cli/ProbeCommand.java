package bouncelab.cli;

import java.io.IOException;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code probe}: one collision test worked through, as JSON, for worksheets and answer keys. Each test is a
 * subcommand; {@code probe --batch} answers many from JSON Lines on standard input.
 */
@Command(
        name = "probe",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
            "Works one collision test through and prints its numbers as one JSON object, keys named as "
                    + "the articles name them, with the lines of working.",
            "",
            "With --batch, reads JSON Lines from standard input and answers each line with one line, in order:",
            "  {\"test\":\"simple\"|\"pythagoras\",\"ball\":[x,y,diameter],\"rect\":[x,y,w,h]}",
            "  {\"test\":\"intercept\",\"segments\":[[x1,y1,x2,y2],[x3,y3,x4,y4]]}",
            "  {\"test\":\"ball-intercept\",\"ball\":[x,y,radius],\"move\":[nx,ny],"
                    + "\"rect\":[left,top,right,bottom]}",
            "  {\"test\":\"intersection-centre\",\"ball\":[x,y,w,h],\"rect\":[x,y,w,h]}",
            "Answers are those of the single probes, without \"working\" unless --working is given. A bad line "
                    + "is answered {\"line\":N,\"error\":\"...\"} and the batch goes on; at the end, if any "
                    + "line was bad, one line on standard error counts them and the exit status is 2."
        },
        footer = {"", "Exit status: 0 done; 2 bad input (for --batch: at least one bad line); 1 an internal error."})
final class ProbeCommand implements Callable<Integer> {
    private final CliStreams streams;

    @Spec
    private CommandSpec spec;

    @Option(names = "--batch", description = "Answer JSON Lines from standard input, one line out per line in.")
    private boolean batch;

    @Option(names = "--working", description = "With --batch: add each answer's lines of working.")
    private boolean working;

    ProbeCommand(CliStreams streams) {
        this.streams = streams;
    }

    @Override
    public Integer call() throws IOException {
        if (!batch) {
            throw new ParameterException(
                    spec.commandLine(),
                    "name a test (" + String.join(", ", spec.subcommands().keySet())
                            + ") or give --batch (see --help)");
        }
        LineSink out = streams.lines();
        BatchProbe.Outcome outcome = new BatchProbe(working).run(streams.reader(), out);
        out.flush();
        if (outcome.badLines() > 0) {
            throw new BadInputException("probe --batch: " + outcome.badLines() + " of " + outcome.lines()
                    + " lines were bad; the first, line " + outcome.firstBadLine() + ": " + outcome.firstError());
        }
        return 0;
    }
}
