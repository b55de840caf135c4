package bouncelab.io.scenario;

import bouncelab.io.json.Visible;
import bouncelab.io.refusal.Refusal;
import bouncelab.io.refusal.RefusedLine;
import java.util.Objects;
import java.util.function.Function;
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
public class ScenarioException extends RuntimeException implements RefusedLine {
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
    private final Refusal why;

    /** Refused with words not (yet) in the Refusals book: {@code problem} in every language. */
    public ScenarioException(String file, int line, String field, String problem) {
        this(file, line, 0, field, Refusal.text(problem), null);
    }

    public ScenarioException(String file, int line, String field, Refusal why) {
        this(file, line, 0, field, why, null);
    }

    public ScenarioException(String file, int line, int column, String field, Refusal why, @Nullable Throwable cause) {
        super(line(file, line, column, field, why, Refusal::english), cause);
        this.file = file;
        this.line = line;
        this.column = column;
        this.field = field;
        this.why = why;
    }

    /** The one line, in English: never null. */
    @Override
    public String getMessage() {
        return Objects.requireNonNull(super.getMessage());
    }

    @Override
    public String line(Function<Refusal, String> say) {
        return line(file, line, column, field, why, say);
    }

    private static String line(
            String file, int line, int column, String field, Refusal why, Function<Refusal, String> say) {
        // the file's name too: a name holding an escape sequence or U+202E must not reach the terminal as it is
        String where = Visible.of(file, 300) + ":" + line + (column > 0 ? ":" + column : "") + ": ";
        // names and values come from the file: shown so that the message stays one short, readable line
        String what = Visible.of(say.apply(why), 300);
        return field.startsWith("(")
                ? where + what
                : where + say.apply(Refusal.of("scenario.field", Visible.of(field, 80), Refusal.text(what)));
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

    /** What is wrong, without the place, in English. */
    public String problem() {
        return why.english();
    }

    /** What is wrong, to be said in a language. */
    public Refusal why() {
        return why;
    }

    /**
     * What is wrong with its field named ("field 'ball': starts inside paddle 'left'"), without the file and line:
     * for a shot that has no file yet (typed, or about to be saved) and for a line a caller places itself.
     */
    public Refusal whatWithField() {
        return field.startsWith("(") ? why : Refusal.of("scenario.field", Visible.of(field, 80), why);
    }
}
