package bouncelab.io.json;

import java.util.List;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class JsonPrettyPrinterTest {

    @Test
    void flatObjectsStayOnOneLineAndListsOfObjectsGetOneLineEach() {
        JsonObject value = JsonObject.builder()
                .put(
                        "court",
                        JsonObject.builder()
                                .put("width", 800)
                                .put("height", 600)
                                .put("walls", JsonArray.of(List.of(JsonString.of("top"), JsonString.of("bottom"))))
                                .build())
                .put("dt", 0.016666)
                .put(
                        "bricks",
                        JsonArray.of(List.of(
                                JsonObject.builder()
                                        .put("id", "b1")
                                        .put("x", 300)
                                        .build(),
                                JsonObject.builder()
                                        .put("id", "b2")
                                        .put("x", 360)
                                        .build())))
                .put("empty", JsonArray.of(List.of()))
                .put("on", true)
                .build();
        String expected = """
                {
                  "court": {"width": 800, "height": 600, "walls": ["top", "bottom"]},
                  "dt": 0.016666,
                  "bricks": [
                    {"id": "b1", "x": 300},
                    {"id": "b2", "x": 360}
                  ],
                  "empty": [],
                  "on": true
                }
                """;
        assertEquals(expected, JsonPrettyPrinter.print(value));
    }

    @Test
    void aFlatObjectTooLongForOneLineIsSpreadOut() {
        JsonObject.Builder b = JsonObject.builder();
        for (int i = 0; i < 12; i++) {
            b.put("field" + i, 1000 + i);
        }
        String text = JsonPrettyPrinter.print(
                JsonObject.builder().put("long", b.build()).build());
        assertEquals(16, text.split("\n").length);
        assertEquals("  \"long\": {", text.split("\n")[1]);
        assertEquals("    \"field0\": 1000,", text.split("\n")[2]);
    }

    @Test
    void printedTextParsesBackToTheSameTree() {
        String compact = "{\"a\":[{\"b\":[1,2,{\"c\":\"d\\n\"}]},[],{}],\"e\":null}";
        String pretty = JsonPrettyPrinter.print(JsonReader.parse(compact, "t.json"));
        assertEquals(
                compact,
                new JsonWriter().value(JsonReader.parse(pretty, "t.json")).toString());
    }
}
