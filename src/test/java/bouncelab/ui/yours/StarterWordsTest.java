package bouncelab.ui.yours;

import bouncelab.student.Compilation;
import bouncelab.student.StudentCompiler;
import bouncelab.student.StudentSource;
import bouncelab.ui.common.UiWords;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The starter test's comments are in the window's language (a Spanish class read English ones on a Spanish tab);
 * its code is the same in every language, and it compiles in each.
 */
class StarterWordsTest {
    private static final String ENGLISH = """
            // Your own collision test. Return true when the ball touches the paddle.
            // Ball: getXCoord(), getYCoord() (its centre), getDiameter()
            // Paddle: getXCoord(), getYCoord() (its top-left corner), getPaddleWidth(), getPaddleHeight()
            // Helpers: abs, pow, sq, sqrt, min, max, dist, constrain. Ctrl+Enter compiles.
            boolean hitPaddle(Paddle paddle, Ball ball) {
              // 1. How far is the ball's centre from the paddle's centre, on each axis?
              float circleDistanceX = abs(ball.getXCoord() - paddle.getXCoord() - paddle.getPaddleWidth()/2);
              float circleDistanceY = abs(ball.getYCoord() - paddle.getYCoord() - paddle.getPaddleHeight()/2);

              // 2. Too far on X or on Y: no hit. Close enough straight on: a hit.

              // 3. Otherwise the ball is near a corner: compare its distance from the corner with the radius.

              return false;
            }
            """;

    @AfterEach
    void english() {
        UiWords.use(Locale.ENGLISH);
    }

    @Test
    void theEnglishStarterIsAsItWas() {
        UiWords.use(Locale.ENGLISH);
        assertEquals(ENGLISH, StarterTemplate.text());
    }

    @Test
    void theSpanishStarterSaysItsCommentsInSpanishAndKeepsItsCode() {
        UiWords.use(Locale.forLanguageTag("es"));
        String spanish = StarterTemplate.text();
        assertTrue(spanish.startsWith("// Tu propia prueba de choque."), spanish);
        assertTrue(spanish.contains("Ctrl+Intro compila"), spanish);
        assertEquals(code(ENGLISH), code(spanish), "the same code, only its comments translated");
        assertEquals(
                ENGLISH.lines().count(), spanish.lines().count(), "line for line, so a problem's line is the same");
        assertInstanceOf(Compilation.Ready.class, StudentCompiler.compile(StudentSource.pde(spanish)));
    }

    private static List<String> code(String starter) {
        return starter.lines().filter(l -> !l.strip().startsWith("//")).toList();
    }
}
