package bouncelab.cli;

import bouncelab.io.refusal.Refusal;
import bouncelab.io.refusal.RefusedLine;
import bouncelab.words.Words;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Input the command cannot use: a bad option value, a bad scenario, bad batch lines. Its message is the one line
 * printed on standard error, naming the file or option, the field and what is wrong; the exit status is 2. A file's
 * refusal ({@link RefusedLine}) is said in the language {@code --lang} asks for ({@link #in}).
 */
final class BadInputException extends RuntimeException {
    private final @Nullable RefusedLine refused;
    private final @Nullable Refusal refusal;

    BadInputException(String message) {
        super(message, null, false, false); // no stack trace: it is never printed, and batches make many
        this.refused = null;
        this.refusal = null;
    }

    /** The command's own refusal of an option or argument, said in {@code --lang}'s language ({@link #in}). */
    BadInputException(Refusal refusal) {
        super(refusal.english(), null, false, false);
        this.refused = null;
        this.refusal = refusal;
    }

    /** {@code option '--size': must be ...}: an option's value refused, in words of the Refusals book. */
    static BadInputException option(String option, String key, Object... args) {
        return new BadInputException(Refusal.of("usage.option", option, Refusal.of(key, args)));
    }

    /** A file refused by its reader: its line, FILE:LINE: what is wrong. */
    BadInputException(RefusedLine refused) {
        super(refused.line(Refusal::english), null, false, false);
        this.refused = refused;
        this.refusal = null;
    }

    /** The line in {@code words}' language (what is not a file's refusal is as it is). */
    String in(Words words) {
        if (refused != null) {
            return words.line(refused);
        }
        return refusal != null ? words.refusal(refusal) : getMessage();
    }

    /** What is wrong, to be said in a language: the command's own refusal, or the English line as words. */
    Refusal refusal() {
        if (refusal != null) {
            return refusal;
        }
        return refused != null ? Refusal.text(refused.line(Refusal::english)) : Refusal.text(getMessage());
    }

    /** The line given: never null. */
    @Override
    public String getMessage() {
        return Objects.requireNonNull(super.getMessage());
    }
}
