package bouncelab.io.json;

import java.util.List;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class JsonWriterTest {

    @Test
    void writesNestedContainersCompactly() {
        JsonWriter w = new JsonWriter();
        w.beginObject()
                .name("frame")
                .value(12L)
                .name("hit")
                .value(true)
                .name("target")
                .value("r0c3")
                .name("none")
                .nullValue()
                .name("path")
                .beginArray()
                .value(1.5)
                .value(-2)
                .beginArray()
                .endArray()
                .endArray()
                .name("empty")
                .beginObject()
                .endObject()
                .endObject();
        assertEquals(
                "{\"frame\":12,\"hit\":true,\"target\":\"r0c3\",\"none\":null,\"path\":[1.5,-2,[]],\"empty\":{}}",
                w.toString());
    }

    @Test
    void wholeNumbersHaveNoDecimalPoint() {
        assertEquals("265", JsonWriter.number(265.0));
        assertEquals("-40", JsonWriter.number(-40.0));
        assertEquals("0", JsonWriter.number(0.0));
        assertEquals("-0", JsonWriter.number(-0.0));
        assertEquals("123456789012345", JsonWriter.number(123456789012345.0));
    }

    /**
     * One rule for every writer, and for the numbers in loader messages: -0.0 is written -0, so that it reads back
     * as -0.0 (a saved shot must load as the same doubles). The frame log's CSV writes numbers the same way.
     */
    @Test
    void negativeZeroKeepsItsSignInEveryWriter() {
        assertEquals(
                "[-0,0]",
                new JsonWriter().beginArray().value(-0.0).value(0.0).endArray().toString());
        JsonArray zeros = JsonArray.of(List.of(JsonNumber.of(-0.0), JsonNumber.of(0.0)));
        assertEquals("[-0, 0]\n", JsonPrettyPrinter.print(zeros));
        assertEquals(-0.0, ((JsonNumber) JsonReader.parse(JsonWriter.number(-0.0), "t.json")).value());
        assertEquals(0.0, ((JsonNumber) JsonReader.parse(JsonWriter.number(0.0), "t.json")).value());
    }

    @Test
    void otherNumbersUseJavasShortestForm() {
        assertEquals("0.1", JsonWriter.number(0.1));
        assertEquals("0.016666", JsonWriter.number(0.016666));
        assertEquals("-2.5", JsonWriter.number(-2.5));
        assertEquals("1.0E15", JsonWriter.number(1e15));
        assertEquals("1.5E-7", JsonWriter.number(1.5e-7));
    }

    @Test
    void nanAndInfinityBecomeNull() {
        JsonWriter w = new JsonWriter();
        w.beginArray()
                .value(Double.NaN)
                .value(Double.POSITIVE_INFINITY)
                .value(Double.NEGATIVE_INFINITY)
                .endArray();
        assertEquals("[null,null,null]", w.toString());
    }

    @Test
    void escapesWhatJsonRequires() {
        assertEquals("\"say \\\"hi\\\" \\\\ back\"", JsonWriter.quote("say \"hi\" \\ back"));
        assertEquals("\"a\\nb\\rc\\td\\be\\ff\"", JsonWriter.quote("a\nb\rc\td\be\ff"));
        assertEquals("\"\\u0000\\u0001\\u001f\"", JsonWriter.quote("\u0000\u0001\u001f"));
        assertEquals("\"\\u2028\\u2029\"", JsonWriter.quote("\u2028\u2029"));
        assertEquals("\"/ é 🏓\"", JsonWriter.quote("/ é 🏓"));
    }

    @Test
    void loneSurrogatesBecomeReplacementCharacters() {
        assertEquals("\"a\uFFFDb\uFFFD\"", JsonWriter.quote("a\uD83Cb\uDC00"));
    }

    @Test
    void escapedTextReadsBackTheSame() {
        String nasty = "q\" \\ / \n\r\t\b\f \u0000\u001f \u2028 é 🏓 end";
        JsonString back = (JsonString) JsonReader.parse(JsonWriter.quote(nasty), "w.json");
        assertEquals(nasty, back.value());
    }

    @Test
    void writesAParsedTreeBackInTheSameOrder() {
        String text = "{\"b\":[1,2.5,\"x\",null,true],\"a\":{\"z\":-0,\"y\":{}}}";
        assertEquals(
                text, new JsonWriter().value(JsonReader.parse(text, "t.json")).toString());
    }

    @Test
    void resetStartsTheNextLine() {
        JsonWriter w = new JsonWriter();
        w.beginObject().name("i").value(1L).endObject();
        assertEquals("{\"i\":1}", w.toString());
        w.reset().beginObject().name("i").value(2L).endObject();
        assertEquals("{\"i\":2}", w.toString());
    }

    @Test
    void appendsToAGivenBuilder() {
        StringBuilder sb = new StringBuilder("line: ");
        new JsonWriter(sb).beginArray().value("a").endArray();
        assertEquals("line: [\"a\"]", sb.toString());
    }

    @Test
    void deepNestingGrowsItsStack() {
        JsonWriter w = new JsonWriter();
        for (int i = 0; i < 40; i++) {
            w.beginArray();
        }
        for (int i = 0; i < 40; i++) {
            w.endArray();
        }
        assertEquals("[".repeat(40) + "]".repeat(40), w.toString());
    }

    @Test
    void refusesToWriteBrokenJson() {
        assertThrows(
                IllegalStateException.class,
                () -> new JsonWriter().beginObject().value(1.0));
        assertThrows(IllegalStateException.class, () -> new JsonWriter().name("a"));
        assertThrows(
                IllegalStateException.class, () -> new JsonWriter().beginArray().name("a"));
        assertThrows(
                IllegalStateException.class,
                () -> new JsonWriter().beginObject().name("a").name("b"));
        assertThrows(
                IllegalStateException.class,
                () -> new JsonWriter().beginObject().name("a").endObject());
        assertThrows(
                IllegalStateException.class, () -> new JsonWriter().beginArray().endObject());
        assertThrows(IllegalStateException.class, () -> new JsonWriter().endArray());
        assertThrows(
                IllegalStateException.class, () -> new JsonWriter().value(1L).value(2L));
    }
}
