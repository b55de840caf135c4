package bouncelab.io.json;

import bouncelab.io.refusal.Refusal;
import bouncelab.io.refusal.RefusedLine;
import java.util.function.Function;

/**
 * Text that is not the JSON we accept. The message is one line an editor can jump to:
 * {@code scenario.json:3:14: expected ',' or '}' but found 'x'}; {@link #line(Function)} says it in a language.
 */
public class JsonParseException extends RuntimeException implements RefusedLine {
    private final String file;
    private final int line;
    private final int column;
    private final Refusal why;

    public JsonParseException(String file, int line, int column, Refusal why) {
        super(file + ":" + line + ":" + column + ": " + why.english());
        this.file = file;
        this.line = line;
        this.column = column;
        this.why = why;
    }

    @Override
    public String line(Function<Refusal, String> say) {
        return file + ":" + line + ":" + column + ": " + say.apply(why);
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

    /** The message without the file and position, in English. */
    public String problem() {
        return why.english();
    }

    /** What is wrong, to be said in a language. */
    public Refusal why() {
        return why;
    }
}
