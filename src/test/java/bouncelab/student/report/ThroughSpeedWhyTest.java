package bouncelab.student.report;

import bouncelab.student.GradeDetail;
import bouncelab.student.GradeLine;
import bouncelab.student.Graded;
import bouncelab.words.Words;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Nearly every test that runs gets through from Pythagoras' speed: it is asked where the ball lands each frame and the
 * bounce after a hit is Pythagoras'. A student's card says so under the table, or a class would read the same number
 * on every card as a fault.
 */
class ThroughSpeedWhyTest {
    @Test
    void theCardSaysWhyATestRightAboutWhereTheBallIsGetsThroughAsPythagorasDoes() {
        Graded g = new Graded(
                new GradeLine("amy.pde", true, null, 14, 14, 1.0, 9.0),
                new GradeDetail("amy", "", List.of(), List.of(), List.of(), true));
        String english = FeedbackPage.html(g, Map.of(), Words.ENGLISH);
        assertTrue(english.contains("lets it through from the same speed as Pythagoras"), english);
        assertTrue(english.contains("the swept test, stops a fast ball"), english);
        String spanish = FeedbackPage.html(g, Map.of(), Words.of(Locale.forLanguageTag("es")));
        assertTrue(spanish.contains("la de barrido, detiene una pelota rápida"), spanish);
    }
}
