package bouncelab.io.json;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class JsonReaderTest {

    private static JsonValue parse(String text) {
        return JsonReader.parse(text, "t.json");
    }

    @Test
    void readsEveryKindOfValue() {
        JsonObject o = (JsonObject)
                parse("{\"n\": -12.5e1, \"s\": \"hi\", \"t\": true, \"f\": false, \"z\": null, \"a\": [1, 2]}");
        assertEquals(-125.0, ((JsonNumber) o.get("n")).value());
        assertEquals("hi", ((JsonString) o.get("s")).value());
        assertTrue(((JsonBool) o.get("t")).value());
        assertEquals(false, ((JsonBool) o.get("f")).value());
        assertInstanceOf(JsonNull.class, o.get("z"));
        JsonArray a = (JsonArray) o.get("a");
        assertEquals(
                List.of(1.0, 2.0),
                a.items().stream().map(v -> ((JsonNumber) v).value()).toList());
        assertEquals("array", a.kind());
    }

    @Test
    void keepsMembersInFileOrder() {
        JsonObject o = (JsonObject) parse("{\"zebra\": 1, \"apple\": 2, \"mango\": 3}");
        assertEquals(List.of("zebra", "apple", "mango"), List.copyOf(o.keys()));
    }

    @Test
    void recordsLineAndColumnOfEveryValueAndKey() {
        String text = """
                {
                  "court": {"width": 800},
                  "list": [
                      true,
                    "x"
                  ]
                }""";
        JsonObject o = (JsonObject) parse(text);
        assertEquals(1, o.line());
        assertEquals(1, o.column());
        JsonObject court = (JsonObject) o.get("court");
        assertEquals(2, court.line());
        assertEquals(12, court.column());
        JsonValue width = court.get("width");
        assertEquals(2, width.line());
        assertEquals(22, width.column());
        assertEquals(2, o.keyLine("court"));
        assertEquals(3, o.keyLine("list"));
        JsonArray list = (JsonArray) o.get("list");
        assertEquals(4, list.get(0).line());
        assertEquals(7, list.get(0).column());
        assertEquals(5, list.get(1).line());
        assertEquals(5, list.get(1).column());
        assertEquals(1, o.keyLine("absent"), "an absent key points at its object");
    }

    @Test
    void countsWindowsLineEndingsOnce() {
        JsonObject o = (JsonObject) parse("{\r\n\"a\": 1,\r\n\"b\": 2\r\n}");
        assertEquals(3, o.get("b").line());
        assertEquals(6, o.get("b").column());
    }

    /** As Jackson counts lines, and as editors show them; the reader before Jackson saw a lone CR as a space. */
    @Test
    void aLoneCarriageReturnEndsALine() {
        JsonObject o = (JsonObject) parse("{\r\"a\": 1,\r  \"b\": 2}");
        assertEquals(2, o.keyLine("a"));
        assertEquals(3, o.get("b").line());
        assertEquals(8, o.get("b").column());
    }

    /** Jackson reads a long text in pieces; places past the first piece must still be right. */
    @Test
    void placesStayRightThroughALongText() {
        JsonArray a = (JsonArray) parse("[\n" + "  \"x\",\n".repeat(20_000) + "  true]");
        assertEquals(20_002, a.get(20_000).line());
        assertEquals(3, a.get(20_000).column());
        JsonParseException e =
                assertThrows(JsonParseException.class, () -> parse("[" + "\"x\",".repeat(20_000) + "\"\uD83C\"]"));
        assertEquals("t.json:1:80002: invalid surrogate \\uD83C (not part of a pair)", e.getMessage());
    }

    /** Half a pair escaped and half written as it is still make one whole character, which UTF-8 can hold. */
    @Test
    void aPairHalfEscapedIsOneCharacter() {
        assertEquals("\uD83C\uDF89", ((JsonString) parse("\"\\uD83C\uDF89\"")).value());
        assertEquals("\uD83C\uDF89", ((JsonString) parse("\"\uD83C" + "\\uDF89\"")).value());
    }

    @Test
    void longNumbersStringsAndKeysHaveNoLengthLimit() {
        assertEquals(0.1111111111111111, ((JsonNumber) parse("0." + "1".repeat(1200))).value());
        assertEquals(
                100_000,
                ((JsonString) parse("\"" + "s".repeat(100_000) + "\"")).value().length());
        assertEquals(Set.of("k".repeat(60_000)), ((JsonObject) parse("{\"" + "k".repeat(60_000) + "\": 1}")).keys());
    }

    @Test
    void skipsByteOrderMarkWithoutCountingItAsAColumn() {
        JsonObject o = (JsonObject) parse("\uFEFF{\"a\": 1}");
        assertEquals(1, o.column());
        assertEquals(7, o.get("a").column());
    }

    @Test
    void decodesEscapes() {
        JsonString s = (JsonString) parse("\"q\\\" b\\\\ s\\/ \\b\\f\\n\\r\\t \\u00e9 \\uD83C\\uDFD3\"");
        assertEquals("q\" b\\ s/ \b\f\n\r\t é \uD83C\uDFD3", s.value());
    }

    @Test
    void keepsRawNonAsciiTextAndSurrogatePairs() {
        assertEquals("Ballé 🏓", ((JsonString) parse("\"Ballé 🏓\"")).value());
    }

    @Test
    void readsNumbersExactlyAsJavaDoes() {
        for (String n : List.of(
                "0",
                "-0.5",
                "0.1",
                "1.5e-7",
                "2E+3",
                "12345678901234567890",
                "9007199254740993",
                "1234567890123456",
                "-999999999999999",
                "4.9e-324",
                "1.7976931348623157e308")) {
            assertEquals(Double.parseDouble(n), ((JsonNumber) parse(n)).value(), n);
        }
    }

    @Test
    void minusZeroStaysNegativeZero() {
        assertEquals(-0.0, ((JsonNumber) parse("-0")).value()); // assertEquals tells -0.0 from 0.0
        assertEquals(0.0, ((JsonNumber) parse("0")).value());
    }

    @Test
    void acceptsNestingOf64Levels() {
        String text = "[".repeat(64) + "]".repeat(64);
        JsonValue v = parse(text);
        for (int i = 1; i < 64; i++) {
            v = ((JsonArray) v).get(0);
        }
        assertEquals(0, ((JsonArray) v).size());
    }

    @Test
    void emptyContainersAndSurroundingWhitespace() {
        assertEquals(0, ((JsonObject) parse(" \t\n{ } \n")).size());
        assertEquals(0, ((JsonArray) parse("[\n]")).size());
    }

    /** Speed is measured by the JMH benchmarks, not here: this only checks that a long run parses right. */
    @Test
    void parses100000SmallObjects() {
        String line =
                "{\"x\": 400, \"y\": 300.5, \"vx\": -600, \"name\": \"ball\", \"hit\": true, \"walls\": [\"top\", \"left\"]}";
        assertEquals(300.5 * 100_000, parseLines(line, 100_000));
    }

    private static double parseLines(String line, int count) {
        double sum = 0;
        for (int i = 0; i < count; i++) {
            sum += ((JsonNumber) ((JsonObject) JsonReader.parse(line, "stdin")).get("y")).value();
        }
        return sum;
    }
}
