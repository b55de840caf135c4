package bouncelab.io.json;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;

import java.io.IOException;
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
 * {@link JsonParseException} worded by {@link JsonSyntax}, whatever Jackson's own message was.
 */
public final class JsonReader {
    public static final int MAX_DEPTH = 64;

    private final JsonParser in;
    private final String text;
    private final String file;

    private JsonReader(JsonParser in, String text, String file) {
        this.in = in;
        this.text = text;
        this.file = file;
    }

    /** Parses one JSON document; {@code fileName} only labels error messages. */
    public static JsonValue parse(String text, String fileName) {
        String body = text.startsWith("\uFEFF") ? text.substring(1) : text;
        try (JsonParser in = Jackson.FACTORY.createParser(body)) {
            JsonReader reader = new JsonReader(in, body, fileName);
            JsonToken first = in.nextToken();
            JsonValue value = first == null ? null : reader.value(first);
            if (value == null || in.nextToken() != null) { // nothing at all, or a second value after the first
                throw JsonSyntax.firstError(body, fileName, null);
            }
            return value;
        } catch (IOException e) {
            throw JsonSyntax.firstError(body, fileName, e);
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
            throw new JsonParseException(file, at.getLineNr(), at.getColumnNr(),
                    "not a finite number: " + in.getText() + " is too large for a double");
        }
        return v;
    }

    /** Jackson lets a lone surrogate through; UTF-8 has no way to write one, so it is an error here. */
    private String checked(String s, JsonLocation at) {
        for (int i = 0; i < s.length(); i++) {
            if (Character.isSurrogate(s.charAt(i))) {
                JsonSyntax.checkString(text, file, (int) at.getCharOffset(), at.getLineNr(), at.getColumnNr());
                break;
            }
        }
        return s;
    }
}
