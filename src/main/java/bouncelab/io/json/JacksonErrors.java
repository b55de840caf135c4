package bouncelab.io.json;

import bouncelab.io.refusal.Refusal;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;

/**
 * Jackson's syntax errors in the words Bounce Lab has always used ({@code expected ',' or '}' but found 'x'}), at
 * the line and column of the character at fault. Students and lesson authors know these words, and
 * LoaderMessagesTest holds each one, so a change of Jackson's wording fails a test instead of reaching a student.
 *
 * <p>This is one table from what Jackson threw to ours, not a second grammar: the kind of error comes from
 * Jackson's message, the place from Jackson's location, and what was expected from Jackson's parsing context and
 * the one non-blank character before the place. Where Jackson's location is not the character at fault (it
 * points past an unknown word or a control character, or at the start of a number's fraction) the table moves it
 * by the length it knows. Anything the table does not know keeps Jackson's own message, still located.
 *
 * <p>Two checks stay in JsonReader, on what Jackson hands it: duplicate keys, placed at the key (Jackson's own
 * check places them after it), and a surrogate that is not half of a pair, which Jackson accepts but UTF-8 cannot
 * hold; Jackson cannot say where inside a string it is, so that error names the string's opening quote.
 */
final class JacksonErrors {
    private static final String[] LITERALS = {"true", "false", "null"};

    private final JsonParser in;
    private final String text;
    private final String file;

    private JacksonErrors(JsonParser in, String text, String file) {
        this.in = in;
        this.text = text;
        this.file = file;
    }

    /** What Jackson threw while {@code in} read {@code text} (the text it was given), in our words and place. */
    static JsonParseException inOurWords(JsonProcessingException e, JsonParser in, String text, String file) {
        return new JacksonErrors(in, text, file).word(e);
    }

    /** Input with no value at all (empty, or only blanks); Jackson calls that the end, not an error. */
    static JsonParseException noValue(JsonParser in, String text, String file) {
        return new JacksonErrors(in, text, file)
                .error(Place.of(in.currentLocation()), Refusal.of("json.expectedValue", Refusal.of("json.end")));
    }

    /** A second value after the first ({@code {}{}}): Jackson reads a sequence, a file here holds one value. */
    static JsonParseException secondValue(JsonParser in, String text, String file) {
        JacksonErrors words = new JacksonErrors(in, text, file);
        Place at = Place.of(in.currentTokenLocation());
        return words.error(at, Refusal.of("json.afterEnd", words.found(at)));
    }

    private JsonParseException word(JsonProcessingException e) {
        String m = String.valueOf(e.getOriginalMessage());
        Place at = Place.of(e.getLocation() != null ? e.getLocation() : in.currentLocation());
        if (e instanceof StreamConstraintsException && m.contains("nesting depth")) {
            // No location on this one; Jackson has just read the bracket one too deep.
            return error(Place.of(in.currentLocation()).shift(-1), Refusal.of("json.tooDeep", JsonReader.MAX_DEPTH));
        } else if (m.startsWith("Non-standard token '")) { // NaN, Infinity, -Infinity; located after the word
            String word = quoted(m);
            return error(at.shift(-word.length()), Refusal.of("json.notFinite", word));
        } else if (m.startsWith("Unrecognized token '")) { // located after the word
            String word = quoted(m);
            return expected(afterKnownLiteral(at.shift(-word.length()), word));
        } else if (m.startsWith("Illegal character ((CTRL-CHAR")) { // between tokens, located after it
            return expected(at.shift(-1));
        } else if (m.startsWith("Illegal unquoted character")) {
            return error(at, Refusal.of("json.control", found(at)));
        } else if (m.startsWith("Unrecognized character escape")) {
            return error(at, Refusal.of("json.badEscape", found(at)));
        } else if (m.endsWith("expected a hex-digit for character escape sequence")) {
            return error(at, Refusal.of("json.badUnicode", found(at)));
        } else if (m.endsWith("in character escape sequence")) {
            return error(at, Refusal.of("json.badEscape", Refusal.of("json.end")));
        } else if (m.endsWith("closing quote for a string value") || m.endsWith("end-of-input in field name")) {
            return error(at, Refusal.of("json.unterminated"));
        } else if (m.endsWith("Leading zeroes not allowed")) {
            return error(at, Refusal.of("json.leadingZero"));
        } else if (m.endsWith("Decimal point not followed by a digit")) { // located at the '.'
            return error(at.shift(1), Refusal.of("json.afterPoint", found(at.shift(1))));
        } else if (m.endsWith("Exponent indicator not followed by a digit")
                || m.endsWith("expected a digit for number exponent")) {
            Place p = afterExponent(at);
            return error(p, Refusal.of("json.afterExponent", found(p)));
        } else if (m.contains("to follow minus sign") || m.endsWith("No digit following sign")) {
            return error(at, Refusal.of("json.digit", found(at)));
        } else if (m.contains("does not allow numbers to have plus signs")) { // located after the '+'
            return expected(at.shift(-1));
        } else if (m.startsWith("Unexpected character (")
                || m.startsWith("Unexpected close marker")
                || m.startsWith("Unexpected end-of-input")) {
            return expected(at);
        }
        return error(at, Refusal.text(m)); // Jackson's own words: one the table does not know
    }

    /**
     * What the JSON grammar wants at {@code at}, and what is there: a value after '[', ':', ',' in an array or
     * nothing; a field name after '{' or ',' in an object; ':' after a field name; ',' or the closing bracket after
     * a value, and nothing at all after the top-level value.
     */
    private JsonParseException expected(Place at) {
        int before = at.offset - 1;
        while (before >= 0 && " \t\r\n".indexOf(text.charAt(before)) >= 0) {
            before--;
        }
        JsonStreamContext context = in.getParsingContext();
        Refusal found = found(at);
        Refusal value = Refusal.of("json.expectedValue", found);
        if (before < 0) {
            return error(at, value);
        }
        if (context.inRoot()) {
            return error(at, Refusal.of("json.afterEnd", found));
        }
        char last = text.charAt(before);
        Refusal fieldName = Refusal.of("json.expectedName", found);
        if (last == '"' && context.inObject() && in.currentToken() == JsonToken.FIELD_NAME) {
            return error(at, Refusal.of("json.expectedColon", String.valueOf(context.getCurrentName()), found));
        }
        return error(
                at,
                switch (last) {
                    case '[', ':' -> value;
                    case '{' -> fieldName;
                    case ',' -> context.inObject() ? fieldName : value;
                    default -> Refusal.of("json.expectedComma", context.inObject() ? "}" : "]", found);
                });
    }

    /** In {@code truex} the value {@code true} is whole and the 'x' after it is what is wrong. */
    private static Place afterKnownLiteral(Place start, String word) {
        for (String literal : LITERALS) {
            if (word.startsWith(literal)) {
                return start.shift(literal.length());
            }
        }
        return start;
    }

    /** Jackson locates a bad exponent at the number's '.' or 'e'; at fault is the char after the 'e' and sign. */
    private Place afterExponent(Place at) {
        int p = at.offset;
        while (p < text.length() && (Character.isDigit(text.charAt(p)) || text.charAt(p) == '.')) {
            p++;
        }
        if (p < text.length() && (text.charAt(p) == 'e' || text.charAt(p) == 'E')) {
            p++;
            if (p < text.length() && (text.charAt(p) == '+' || text.charAt(p) == '-')) {
                p++;
            }
        }
        return at.shift(p - at.offset);
    }

    /** The word in quotes in Jackson's "... token 'word': ..." (cut to 256 chars by Jackson, with "..."). */
    private static String quoted(String message) {
        int start = message.indexOf('\'') + 1;
        int end = message.indexOf("': ", start);
        String word = start > 0 && end > 0 ? message.substring(start, end) : "";
        return word.endsWith("...") ? word.substring(0, word.length() - 3) : word;
    }

    /** The char at {@code at} as a message shows it: 'x', U+0007, or end of input. */
    private Refusal found(Place at) {
        if (at.offset >= text.length()) {
            return Refusal.of("json.end");
        }
        char c = text.charAt(at.offset);
        return Visible.invisible(c)
                ? Refusal.of("json.code", String.format("%04X", (int) c))
                : Refusal.of("json.char", String.valueOf(c));
    }

    private JsonParseException error(Place at, Refusal problem) {
        return new JsonParseException(file, at.line, at.column, problem);
    }

    /** A char offset into the text with its line and column (moved only within a line: no token holds a line end). */
    private record Place(int offset, int line, int column) {
        static Place of(JsonLocation at) {
            return new Place((int) at.getCharOffset(), at.getLineNr(), at.getColumnNr());
        }

        Place shift(int chars) {
            return new Place(offset + chars, line, column + chars);
        }
    }
}
