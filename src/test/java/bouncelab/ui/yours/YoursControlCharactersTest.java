package bouncelab.ui.yours;

import bouncelab.student.StudentProblem;
import bouncelab.ui.session.Algorithms;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What a student's text brings (ESC, BEL, U+202E in an exception's message) shows as U+XXXX on the tab's status
 * line, in its problems list and on the card: a label never turns it round or hides it.
 */
class YoursControlCharactersTest {
    private static final String NASTY = "red \\u001b[31m bell \\u0007 flip \\u202Eevil";
    private static final String SHOWN = "red U+001B[31m bell U+0007 flip U+202Eevil";

    private static void noneRaw(String text) {
        assertFalse(text.chars().anyMatch(c -> c < 0x20 || Character.getType(c) == Character.FORMAT), text);
    }

    @Test
    void aMessageFromHitPaddleReadsAsCodesOnTheStatusLineAndTheCard() {
        YoursModel yours = new YoursModel(new Algorithms());
        yours.sourceProperty()
                .set("boolean hitPaddle(Paddle paddle, Ball ball) {\n" + "  throw new RuntimeException(\"" + NASTY
                        + "\");\n}\n");
        yours.compileNow();
        assertTrue(yours.status().contains(SHOWN), yours.status());
        noneRaw(yours.status());
        assertTrue(yours.card().error().contains(SHOWN), yours.card().error());
        noneRaw(yours.card().error());
        yours.card().examples().forEach(r -> noneRaw(r.error()));
    }

    @Test
    void aMessageWhileMakingTheTestReadsAsCodesInTheProblemsList() {
        YoursModel yours = new YoursModel(new Algorithms());
        yours.sourceProperty()
                .set("int x = boom();\n"
                        + "int boom() {\n  throw new RuntimeException(\"" + NASTY + "\");\n}\n"
                        + "boolean hitPaddle(Paddle paddle, Ball ball) {\n  return x > 0;\n}\n");
        yours.compileNow();
        assertEquals(1, yours.problems().size(), yours.status());
        StudentProblem p = yours.problems().get(0);
        assertTrue(p.oneLine().contains(SHOWN), p.oneLine());
        noneRaw(p.oneLine());
        noneRaw(yours.status());
    }
}
