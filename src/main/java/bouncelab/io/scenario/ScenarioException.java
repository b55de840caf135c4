package bouncelab.io.scenario;

import bouncelab.io.json.Visible;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * A scenario file that cannot be used, with the place to fix it. The message is one line:
 * {@code pong.json:7: field 'ball.radius': must not be negative, got -3}.
 *
 * <p>{@code field} is a JSON path such as {@code bricks[2].width}. Problems that belong to no field use a name
 * in brackets, {@link #SYNTAX}, {@link #FILE} or {@link #ROOT}, and their message leaves the field out:
 * {@code pong.json:3:14: expected ',' or '}' but found 'x'}. Line 0 means the file as a whole; column 0 means
 * no column is known.
 */
public class ScenarioException extends RuntimeException {
    /** The field of a JSON syntax error. */
    public static final String SYNTAX = "(syntax)";
    /** The field of a file that cannot be read at all. */
    public static final String FILE = "(file)";
    /** The field of a file whose JSON is not an object at all. */
    public static final String ROOT = "(root)";

    private final String file;
    private final int line;
    private final int column;
    private final String field;
    private final String problem;

    public ScenarioException(String file, int line, String field, String problem) {
        this(file, line, 0, field, problem, null);
    }

    public ScenarioException(
            String file, int line, int column, String field, String problem, @Nullable Throwable cause) {
        super(message(file, line, column, field, problem), cause);
        this.file = file;
        this.line = line;
        this.column = column;
        this.field = field;
        this.problem = problem;
    }

    /** The one line, as {@code message} writes it: never null. */
    @Override
    public String getMessage() {
        return Objects.requireNonNull(super.getMessage());
    }

    private static String message(String file, int line, int column, String field, String problem) {
        // the file's name too: a name holding an escape sequence or U+202E must not reach the terminal as it is
        String where = Visible.of(file, 300) + ":" + line + (column > 0 ? ":" + column : "") + ": ";
        // names and values come from the file: shown so that the message stays one short, readable line
        String what = Visible.of(problem, 300);
        return field.startsWith("(") ? where + what : where + "field '" + Visible.of(field, 80) + "': " + what;
    }

    public String file() {
        return file;
    }

    public int line() {
        return line;
    }

    public int column() {
        return column;
    }

    public String field() {
        return field;
    }

    /** What is wrong, without the place. */
    public String problem() {
        return problem;
    }
}
