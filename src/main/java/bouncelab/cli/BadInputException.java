package bouncelab.cli;

import java.util.Objects;

/**
 * Input the command cannot use: a bad option value, a bad scenario, bad batch lines. Its message is the one line
 * printed on standard error, naming the file or option, the field and what is wrong; the exit status is 2.
 */
final class BadInputException extends RuntimeException {
    BadInputException(String message) {
        super(message, null, false, false); // no stack trace: it is never printed, and batches make many
    }

    /** The line given: never null. */
    @Override
    public String getMessage() {
        return Objects.requireNonNull(super.getMessage());
    }
}
