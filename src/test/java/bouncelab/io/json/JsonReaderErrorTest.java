package bouncelab.io.json;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** Every kind of bad input gets one message that names the file, line and column. */
class JsonReaderErrorTest {

    private static String error(String text) {
        return assertThrows(JsonParseException.class, () -> JsonReader.parse(text, "scenario.json"))
                .getMessage();
    }

    @Test
    void missingCommaNamesLineColumnAndWhatWasFound() {
        String text = """
                {
                  "a": 1,
                  "b": [1, 2] x
                }""";
        assertEquals("scenario.json:3:15: expected ',' or '}' but found 'x'", error(text));
    }

    @Test
    void exceptionCarriesItsParts() {
        JsonParseException e = assertThrows(JsonParseException.class, () -> JsonReader.parse("[1 2]", "f.json"));
        assertEquals("f.json", e.file());
        assertEquals(1, e.line());
        assertEquals(4, e.column());
        assertEquals("expected ',' or ']' but found '2'", e.problem());
    }

    @Test
    void rejectsTrailingGarbage() {
        assertEquals("scenario.json:1:10: unexpected 'x' after the end of the JSON value", error("{\"a\": 1} x"));
        assertEquals("scenario.json:2:1: unexpected '{' after the end of the JSON value", error("{}\n{}"));
    }

    @Test
    void rejectsDuplicateKeysNamingTheKey() {
        assertEquals("scenario.json:3:3: duplicate key 'radius'", error("{\n  \"radius\": 1,\n  \"radius\": 2\n}"));
    }

    @Test
    void rejectsNaNAndInfinity() {
        assertEquals("scenario.json:1:7: NaN is not allowed: JSON numbers must be finite", error("{\"a\": NaN}"));
        assertEquals("scenario.json:1:2: Infinity is not allowed: JSON numbers must be finite", error("[Infinity]"));
        assertEquals("scenario.json:1:2: -Infinity is not allowed: JSON numbers must be finite", error("[-Infinity]"));
        assertEquals("scenario.json:1:2: expected a value but found 'N'", error("[Nope]"));
    }

    @Test
    void rejectsNumbersThatOverflowToInfinity() {
        assertEquals(
                "scenario.json:2:9: not a finite number: 1e999 is too large for a double",
                error("{\"ball\":\n  {\"x\": 1e999}}"));
        assertEquals("scenario.json:1:2: not a finite number: -2E+400 is too large for a double", error("[-2E+400]"));
    }

    @Test
    void rejectsMalformedNumbers() {
        assertEquals("scenario.json:1:3: a number must not start with 0", error("[01]"));
        assertEquals("scenario.json:1:4: expected a digit after '.' but found ']'", error("[1.]"));
        assertEquals("scenario.json:1:4: expected a digit after the exponent but found ']'", error("[1e]"));
        assertEquals("scenario.json:1:3: expected a digit but found 'x'", error("[-x]"));
        assertEquals("scenario.json:1:2: expected a value but found '+'", error("[+1]"));
        assertEquals("scenario.json:1:2: expected a value but found '.'", error("[.5]"));
    }

    @Test
    void rejectsNestingDeeperThan64() {
        assertEquals("scenario.json:1:65: nesting deeper than 64 levels", error("[".repeat(65) + "]".repeat(65)));
    }

    @Test
    void veryDeepInputIsAnErrorNotAStackOverflow() {
        String text = "{\"a\":".repeat(100_000) + "1" + "}".repeat(100_000);
        assertEquals("scenario.json:1:321: nesting deeper than 64 levels", error(text));
        assertEquals("scenario.json:1:65: nesting deeper than 64 levels", error("[".repeat(1_000_000)));
    }

    @Test
    void rejectsControlCharactersInStrings() {
        assertEquals("scenario.json:1:4: control character U+000A must be escaped in a string", error("\"ab\nc\""));
        assertEquals("scenario.json:1:3: control character U+0001 must be escaped in a string", error("\"a\u0001\""));
    }

    @Test
    void rejectsBadEscapes() {
        assertEquals("scenario.json:1:4: bad escape: '\\' followed by 'x'", error("\"a\\x\""));
        assertEquals(
                "scenario.json:1:5: bad escape: expected 4 hex digits after \\u but found 'g'", error("\"\\u0g00\""));
        assertEquals("scenario.json:1:3: bad escape: '\\' followed by end of input", error("\"\\"));
    }

    /** Jackson cannot say where in a string a lone surrogate is; the place is the string's opening quote. */
    @Test
    void rejectsInvalidSurrogatesAtTheirString() {
        assertEquals("scenario.json:1:1: invalid surrogate \\uD83C (not part of a pair)", error("\"\\uD83Cx\""));
        assertEquals("scenario.json:1:1: invalid surrogate \\uD83C (not part of a pair)", error("\"\\uD83C\\u0041\""));
        assertEquals("scenario.json:1:1: invalid surrogate \\uDC00 (not part of a pair)", error("\"a\\uDC00\""));
        assertEquals("scenario.json:1:1: invalid surrogate \\uD83C (not part of a pair)", error("\"\uD83Cx\""));
    }

    @Test
    void rejectsUnterminatedAndEmptyInput() {
        assertEquals("scenario.json:1:5: unterminated string: expected '\"' but found end of input", error("\"abc"));
        assertEquals("scenario.json:1:1: expected a value but found end of input", error(""));
        assertEquals("scenario.json:1:2: expected a value but found end of input", error("["));
        assertEquals("scenario.json:1:2: expected a field name in double quotes but found end of input", error("{"));
    }

    @Test
    void rejectsStructuralMistakes() {
        assertEquals("scenario.json:1:9: expected a field name in double quotes but found '}'", error("{\"a\": 1,}"));
        assertEquals("scenario.json:1:2: expected a field name in double quotes but found 'a'", error("{a: 1}"));
        assertEquals("scenario.json:1:6: expected ':' after 'a' but found '1'", error("{\"a\" 1}"));
        assertEquals("scenario.json:1:4: expected a value but found ']'", error("[1,]"));
        assertEquals("scenario.json:1:2: expected a value but found 'T'", error("[True]"));
        assertEquals("scenario.json:1:1: expected a value but found '''", error("'a'"));
    }
}
