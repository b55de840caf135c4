package bouncelab.io.json;

import bouncelab.io.refusal.Refusal;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;

/**
 * Reads JSON (RFC 8259) into a tree whose every value knows its line and column, so that a scenario error can name
 * the line of the very number that is wrong. jackson-core does the reading; this only builds the located tree.
 *
 * <p>Stricter than the RFC requires: duplicate keys, numbers too large for a double ({@code 1e999}) and lone
 * surrogates are errors, and nesting stops at {@value #MAX_DEPTH} levels, so hostile input gets a message instead
 * of a StackOverflowError. A byte order mark at the start is skipped and is not a column. Every error is a
 * {@link JsonParseException}; what Jackson throws is put in Bounce Lab's words by {@link JacksonErrors}.
 */
public final class JsonReader {
    public static final int MAX_DEPTH = 64;

    private final JsonParser in;
    private final String file;

    private JsonReader(JsonParser in, String file) {
        this.in = in;
        this.file = file;
    }

    /** Parses one JSON document; {@code fileName} only labels error messages. */
    public static JsonValue parse(String text, String fileName) {
        String body = text.startsWith("\uFEFF") ? text.substring(1) : text;
        try (JsonParser in = Jackson.FACTORY.createParser(body)) {
            try {
                JsonToken first = in.nextToken();
                if (first == null) {
                    throw JacksonErrors.noValue(in, body, fileName);
                }
                JsonValue value = new JsonReader(in, fileName).value(first);
                if (in.nextToken() != null) {
                    throw JacksonErrors.secondValue(in, body, fileName);
                }
                return value;
            } catch (JsonProcessingException e) {
                throw JacksonErrors.inOurWords(e, in, body, fileName);
            }
        } catch (IOException e) { // a parser over a String reads no file; closing it cannot fail
            throw new UncheckedIOException(e);
        }
    }

    private JsonValue value(JsonToken token) throws IOException {
        JsonLocation at = in.currentTokenLocation();
        int line = at.getLineNr();
        int col = at.getColumnNr();
        return switch (token) {
            case START_OBJECT -> {
                LinkedHashMap<String, JsonValue> fields = new LinkedHashMap<>();
                LinkedHashMap<String, Integer> keyLines = new LinkedHashMap<>();
                for (JsonToken t = in.nextToken(); t == JsonToken.FIELD_NAME; t = in.nextToken()) {
                    JsonLocation keyAt = in.currentTokenLocation();
                    String key = checked(in.currentName(), keyAt);
                    if (fields.containsKey(key)) { // here, not by Jackson, which places it after the key
                        throw located(keyAt, Refusal.of("json.duplicateKey", key));
                    }
                    fields.put(key, value(in.nextToken()));
                    keyLines.put(key, keyAt.getLineNr());
                }
                yield new JsonObject(fields, keyLines, line, col);
            }
            case START_ARRAY -> {
                List<JsonValue> items = new ArrayList<>();
                for (JsonToken t = in.nextToken(); t != JsonToken.END_ARRAY; t = in.nextToken()) {
                    items.add(value(t));
                }
                yield new JsonArray(items, line, col);
            }
            case VALUE_STRING -> new JsonString(checked(in.getText(), at), line, col);
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> new JsonNumber(number(token, at), line, col);
            case VALUE_TRUE -> new JsonBool(true, line, col);
            case VALUE_FALSE -> new JsonBool(false, line, col);
            case VALUE_NULL -> new JsonNull(line, col);
            default -> throw new IllegalStateException("Jackson gave " + token + " where a value starts");
        };
    }

    /** The number as a double, -0 staying -0.0; too large for a double is an error, as JSON has no infinity. */
    private double number(JsonToken token, JsonLocation at) throws IOException {
        double v;
        if (token == JsonToken.VALUE_NUMBER_INT && in.getNumberType() != JsonParser.NumberType.BIG_INTEGER) {
            long whole = in.getLongValue();
            v = whole == 0 && in.getTextCharacters()[in.getTextOffset()] == '-' ? -0.0 : whole;
        } else {
            v = in.getDoubleValue(); // parsed as Double.parseDouble would, so correctly rounded
        }
        if (Double.isInfinite(v)) {
            throw located(at, Refusal.of("json.tooLarge", in.getText()));
        }
        return v;
    }

    /**
     * Jackson lets a surrogate that is not half of a pair through, raw or escaped. UTF-8 has no way to write one
     * (JsonWriter would save U+FFFD in its place), so a scenario holding it could not be saved as it was read: an
     * error here, kept as the one check Jackson does not make (LoaderMessagesTest, and {@code probe --batch}
     * answering a line with one). Jackson cannot say where in the string it is; the place is the opening quote.
     */
    private String checked(String s, JsonLocation at) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c)) {
                throw located(at, Refusal.of("json.surrogate", String.format("%04X", (int) c)));
            }
        }
        return s;
    }

    private JsonParseException located(JsonLocation at, Refusal problem) {
        return new JsonParseException(file, at.getLineNr(), at.getColumnNr(), problem);
    }
}
