package bouncelab.io.json;

/**
 * Text that is not the JSON we accept. The message is one line an editor can jump to:
 * {@code scenario.json:3:14: expected ',' or '}' but found 'x'}.
 */
public class JsonParseException extends RuntimeException {
    private final String file;
    private final int line;
    private final int column;
    private final String problem;

    public JsonParseException(String file, int line, int column, String problem) {
        super(file + ":" + line + ":" + column + ": " + problem);
        this.file = file;
        this.line = line;
        this.column = column;
        this.problem = problem;
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

    /** The message without the file and position. */
    public String problem() {
        return problem;
    }
}
