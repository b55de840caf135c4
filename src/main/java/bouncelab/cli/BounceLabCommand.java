package bouncelab.cli;

import bouncelab.io.refusal.Refusal;
import bouncelab.words.Words;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** The top of the command tree: {@code bounce-lab COMMAND ...}. On its own it only says to name a command. */
@Command(name = "bounce-lab", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class)
final class BounceLabCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    /** {@code bounce-lab --lang es COMMAND --help}: the help in that language, for any command ({@link HelpWords}). */
    @Mixin
    private LanguageOption language = new LanguageOption();

    @Override
    public Integer call() {
        throw new ParameterException(
                spec.commandLine(),
                Words.of(language.locale())
                        .refusal(Refusal.of(
                                "cli.nameCommand",
                                String.join(", ", spec.subcommands().keySet()))));
    }
}
