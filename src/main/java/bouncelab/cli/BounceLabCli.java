package bouncelab.cli;

import picocli.CommandLine;

import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;

/** The command line: builds the command tree, runs it, and returns the exit status (0, 2 bad input, 1 a bug). */
public final class BounceLabCli {
    private BounceLabCli() {
    }

    public static int run(String[] args) {
        return run(args, CliStreams.system());
    }

    /** Runs with the given streams; tests pass byte arrays. */
    public static int run(String[] args, CliStreams streams) {
        PrintWriter out = new PrintWriter(new OutputStreamWriter(streams.out(), StandardCharsets.UTF_8));
        PrintWriter err = new PrintWriter(new OutputStreamWriter(streams.err(), StandardCharsets.UTF_8));
        try {
            CommandLine cli = commands(streams);
            OneLineErrors errors = new OneLineErrors();
            cli.setOut(out);
            cli.setErr(err);
            cli.setParameterExceptionHandler(errors);
            cli.setExecutionExceptionHandler(errors);
            return cli.execute(args);
        } finally {
            out.flush();
            err.flush();
        }
    }

    /**
     * The command tree. Each command is one class given its streams here; {@code render} is added the same way
     * when it comes.
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
                .addSubcommand(new GradeCommand(streams));
    }
}
