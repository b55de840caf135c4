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

    BadInputException(String message) {
        super(message, null, false, false); // no stack trace: it is never printed, and batches make many
        this.refused = null;
    }

    /** A file refused by its reader: its line, FILE:LINE: what is wrong. */
    BadInputException(RefusedLine refused) {
        super(refused.line(Refusal::english), null, false, false);
        this.refused = refused;
    }

    /** The line in {@code words}' language (what is not a file's refusal is as it is). */
    String in(Words words) {
        return refused == null ? getMessage() : words.line(refused);
    }

    /** The line given: never null. */
    @Override
    public String getMessage() {
        return Objects.requireNonNull(super.getMessage());
    }
}
