package bouncelab.io.scenario;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An error names what the file says, but the file's own characters may not break the message into lines, turn it
 * round or hide in it. Found by the loader fuzz: a key with a newline or U+2028 in it, or a stray U+2028 between
 * values, gave a message of two lines.
 */
class OneLineMessagesTest {
    private static final String HEAD = "{\"court\": {\"width\": 800, \"height\": 600}, \"dt\": 0.02, ";

    private static String message(String json) {
        return assertThrows(ScenarioException.class, () -> ScenarioLoader.parse(json, "s.json"))
                .getMessage();
    }

    @Test
    void aKeyWithANewlineOrALineSeparatorIsShownEscaped() {
        // the JSON escape \n in the key is a real newline once read
        assertEquals(
                "s.json:1: field 'baU+000All': unknown field (allowed: court, dt, ball, paddles, bricks, "
                        + "brickGrid, breakBricks, speedIncrement, maxSpeed, broadPhase, rules, algorithm, yours, task, starter, student)",
                message(HEAD + "\"ba\\nll\": 1}"));
        assertEquals(
                "s.json:1: field 'baU+2028ll': unknown field (allowed: court, dt, ball, paddles, bricks, "
                        + "brickGrid, breakBricks, speedIncrement, maxSpeed, broadPhase, rules, algorithm, yours, task, starter, student)",
                message(HEAD + "\"ba\u2028ll\": 1}"));
    }

    @Test
    void aStrayInvisibleCharacterIsNamedByItsCode() {
        assertEquals(
                "s.json:1:54: expected a field name in double quotes but found U+2028",
                message(HEAD + "\u2028\"ball\": 1}"));
        assertEquals(
                "s.json:1:54: expected a field name in double quotes but found U+202E",
                message(HEAD + "\u202E\"ball\": 1}"));
    }

    @Test
    void aHugeKeyIsCutShort() {
        String m = message(HEAD + "\"" + "k".repeat(5000) + "\": 1}");
        assertTrue(m.startsWith("s.json:1: field '" + "k".repeat(80) + "…(5000 chars)': unknown field"), m);
    }
}
