package bouncelab.cli;

import bouncelab.io.file.SafeRead;
import bouncelab.io.json.Visible;
import bouncelab.io.refusal.Refusal;
import bouncelab.words.Words;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * Every error is one line on standard error and never a stack trace: a script reads it, a student reads it, and
 * neither wants forty lines of Java. Bad input (picocli's own parse errors and ours) exits with 2; a bug in Bounce
 * Lab exits with 1 and says where it happened.
 */
final class OneLineErrors implements IParameterExceptionHandler, IExecutionExceptionHandler {
    static final int BAD_INPUT = 2;
    static final int INTERNAL_ERROR = 1;
    /** Standard output's first failed write, if any: the run says it once, in its own line, after the command. */
    private final Supplier<IOException> outputFailed;

    OneLineErrors() {
        this(() -> null);
    }

    OneLineErrors(Supplier<IOException> outputFailed) {
        this.outputFailed = outputFailed;
    }

    /** The one line for standard output that could not be written, e.g. on a full disk, in {@code words}' language. */
    static String cannotWrite(IOException e, Words words) {
        return words.refusal(Refusal.of("cli.stdout", SafeRead.reason(e)));
    }

    /** Said in the language {@code --lang} asks for anywhere on the line (English without it). */
    @Override
    public int handleParseException(ParameterException ex, String[] args) {
        Words words = Words.of(HelpWords.asked(args));
        String message = UsageErrors.say(Objects.requireNonNullElse(ex.getMessage(), ""), words);
        if (ex.getCause() instanceof OptionValues.Refused refused
                && ex.getArgSpec() instanceof CommandLine.Model.OptionSpec option) {
            message = UsageErrors.option(option.longestName(), refused.in(words), words);
        }
        if (ex instanceof UnmatchedArgumentException u) {
            List<String> suggestions = u.getSuggestions();
            if (!suggestions.isEmpty()) {
                message = UsageErrors.withSuggestions(message, suggestions, words);
            }
        }
        print(ex.getCommandLine(), message);
        return BAD_INPUT;
    }

    @Override
    public int handleExecutionException(Exception ex, CommandLine cmd, ParseResult parsed) {
        if (outputFailed.get() != null) {
            return INTERNAL_ERROR; // what failed was the writing, not Bounce Lab: the run says so in one line
        }
        if (ex instanceof BadInputException bad) {
            // in the language --lang asks for (a caller with no parse result, a test, gets English)
            Words words = parsed == null
                    ? Words.ENGLISH
                    : Words.of(HelpWords.asked(parsed.originalArgs().toArray(String[]::new)));
            print(cmd, bad.in(words));
            return BAD_INPUT;
        }
        StackTraceElement[] where = ex.getStackTrace();
        print(cmd, "internal error, please report: " + ex + (where.length > 0 ? " at " + where[0] : ""));
        return INTERNAL_ERROR;
    }

    private static void print(CommandLine cmd, String message) {
        PrintWriter err = cmd.getErr();
        err.println(oneLine(message));
        err.flush();
    }

    /**
     * Messages are written as one line; this keeps it so if a library's is not. Whatever a message quotes (a file
     * name, an argument) is shown with control and bidirectional characters as U+XXXX: an escape sequence or a
     * U+202E in a name never reaches the terminal as it is.
     */
    static String oneLine(String s) {
        return s == null ? "(no message)" : Visible.of(s.strip().replaceAll("\\s*\\R\\s*", "; "));
    }
}
