package bouncelab.lessons;

import bouncelab.io.refusal.Refusal;

/**
 * A mistake in a lesson file found while reading it: the line (from 1; 0 when there is none) and what is wrong, to
 * be said in a language ({@link #why()}); its message is the English.
 */
final class LessonFormatException extends RuntimeException {
    private final int line;
    private final Refusal why;

    /** A mistake in words not (yet) in the Refusals book: {@code message} in every language. */
    LessonFormatException(int line, String message) {
        this(line, Refusal.text(message));
    }

    LessonFormatException(int line, Refusal why) {
        super(why.english());
        this.line = line;
        this.why = why;
    }

    /** Always given (never null), so it can be shown as it is: the English. */
    @Override
    public String getMessage() {
        return why.english();
    }

    int line() {
        return line;
    }

    Refusal why() {
        return why;
    }
}
