package bouncelab.lessons;

/** A mistake in a lesson file found while reading it: the line (from 1; 0 when there is none) and what is wrong. */
final class LessonFormatException extends RuntimeException {
    private final int line;
    private final String message;

    LessonFormatException(int line, String message) {
        super(message);
        this.line = line;
        this.message = message;
    }

    /** Always given (never null), so it can be shown as it is. */
    @Override
    public String getMessage() {
        return message;
    }

    int line() {
        return line;
    }
}
