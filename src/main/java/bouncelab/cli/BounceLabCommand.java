package bouncelab.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** The top of the command tree: {@code bounce-lab COMMAND ...}. On its own it only says to name a command. */
@Command(
        name = "bounce-lab",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Bounce Lab on the command line: step a scenario frame by frame, work one collision test "
                + "through as the articles do, sweep a ball's speed to see which test lets it through, or grade a "
                + "class's own hitPaddle tests. "
                + "With no arguments at all the jar opens the window instead.",
        footer = {
            "",
            "Exit status: 0 done; 2 bad input (one line on standard error names the file or option, "
                    + "the field and what is wrong); 1 an internal error."
        })
final class BounceLabCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        throw new ParameterException(
                spec.commandLine(),
                "name a command: " + String.join(", ", spec.subcommands().keySet()) + " (see --help)");
    }
}
