package bouncelab.cli;

import bouncelab.words.Words;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;

/**
 * The command line: builds the command tree, runs it, and returns the exit status (0; 2 bad input; 1 a bug, or
 * standard output that could not be written).
 */
public final class BounceLabCli {
    private BounceLabCli() {}

    public static int run(String[] args) {
        return run(args, CliStreams.system());
    }

    /** Runs with the given streams; tests pass byte arrays. */
    public static int run(String[] args, CliStreams streams) {
        WatchedOutput watched = new WatchedOutput(streams.out());
        CliStreams checked = new CliStreams(streams.in(), watched, streams.err());
        PrintWriter out = new PrintWriter(new OutputStreamWriter(watched, StandardCharsets.UTF_8));
        PrintWriter err = new PrintWriter(new OutputStreamWriter(streams.err(), StandardCharsets.UTF_8));
        try {
            CommandLine cli = commands(checked);
            HelpWords.use(cli, HelpWords.asked(args));
            OneLineErrors errors = new OneLineErrors(watched::failed);
            cli.setOut(out);
            cli.setErr(err);
            cli.setParameterExceptionHandler(errors);
            cli.setExecutionExceptionHandler(errors);
            int status = cli.execute(args);
            out.flush();
            try {
                watched.flush();
            } catch (IOException e) {
                // remembered: said below
            }
            IOException failed = watched.failed();
            if (failed != null) {
                err.println(OneLineErrors.oneLine(OneLineErrors.cannotWrite(failed, Words.of(HelpWords.asked(args)))));
                return OneLineErrors.INTERNAL_ERROR;
            }
            return status;
        } finally {
            out.flush();
            err.flush();
        }
    }

    /** Whether {@code word} names one of the commands (then it is never read as a file to open). */
    public static boolean isCommand(String word) {
        return commands(CliStreams.system()).getSubcommands().containsKey(word);
    }

    /**
     * The command tree. Each command is one class given its streams here.
     */
    static CommandLine commands(CliStreams streams) {
        CommandLine probe = new CommandLine(new ProbeCommand(streams))
                .addSubcommand(new SimpleProbeCommand(streams))
                .addSubcommand(new PythagorasProbeCommand(streams))
                .addSubcommand(new InterceptProbeCommand(streams))
                .addSubcommand(new BallInterceptProbeCommand(streams))
                .addSubcommand(new IntersectionCentreProbeCommand(streams));
        return new CommandLine(new BounceLabCommand())
                .addSubcommand(new TraceCommand(streams))
                .addSubcommand(probe)
                .addSubcommand(new RenderCommand(streams))
                .addSubcommand(new SweepCommand(streams))
                .addSubcommand(new WorksheetCommand(streams))
                .addSubcommand(new CheckLessonsCommand(streams))
                .addSubcommand(new GradeCommand(streams))
                .addSubcommand(new VoteCommand(streams));
    }
}
