package bouncelab.lessons;

/** A mistake in a lesson file found while reading it: the line (from 1; 0 when there is none) and what is wrong. */
final class LessonFormatException extends RuntimeException {
    private final int line;

    LessonFormatException(int line, String message) {
        super(message);
        this.line = line;
    }

    int line() {
        return line;
    }
}
