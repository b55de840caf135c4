package bouncelab.io.csv;

import java.util.List;

/**
 * How every CSV file the app writes is put together: fields quoted only when they must be (a comma, a quote or a
 * line break inside; quotes doubled), lines ending in {@code \n}. One line ending for all of them: a spreadsheet
 * reads {@code \n} as well as CRLF, and the command line's output then pipes cleanly into Unix tools.
 */
public final class CsvLines {
    public static final String LINE_END = "\n";

    private CsvLines() {}

    /** Appends one line: the fields, each quoted if it must be, separated by commas, and the line end. */
    public static void line(StringBuilder sb, List<String> fields) {
        for (int i = 0; i < fields.size(); i++) {
            if (i > 0) {
                sb.append(',');
            }
            sb.append(quote(fields.get(i)));
        }
        sb.append(LINE_END);
    }

    /**
     * A text field someone typed (a student's name, a file name, a vote's choice), made safe to open in a
     * spreadsheet: one that starts as a formula does ({@code = + - @}, a tab or a carriage return) gets an apostrophe
     * in front, which spreadsheets show as text and do not run. Never for numbers.
     */
    public static String text(String field) {
        if (field != null && !field.isEmpty() && "=+-@\t\r".indexOf(field.charAt(0)) >= 0) {
            return "'" + field;
        }
        return field;
    }

    /** A field quoted when it holds a comma, a quote or a line break; quotes inside doubled. */
    public static String quote(String field) {
        if (field.contains(",") || field.contains("\"") || field.contains("\n") || field.contains("\r")) {
            return '"' + field.replace("\"", "\"\"") + '"';
        }
        return field;
    }
}
