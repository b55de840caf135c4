package bouncelab.student.report;

import bouncelab.student.GradeDetail;
import bouncelab.student.GradeLine;
import bouncelab.student.Graded;
import bouncelab.words.Words;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A file stopped for time reads so in the class report: the roster and the card say "stopped after 5 s" where a
 * number is missing (it had read "the speed sweep did not finish", as for a test that crashed), the card says why a
 * test gets that slow, and one right on every example and random case before it was stopped counts as fully right.
 */
class StoppedForTimeReportTest {
    private static final String STOPPED_IN_SWEEP =
            "grading stopped after 5 s, during the speed sweep: the file took too long";
    private static final String STOPPED_IN_CASES =
            "grading stopped after 5 s, during the random cases: the file took too long";

    private static Graded eva() { // right on all 14 and every random case, then too slow in the sweep
        return new Graded(
                new GradeLine("eva.pde", true, STOPPED_IN_SWEEP, 14, 14, 1.0, null),
                new GradeDetail("eva", "", List.of(), List.of(), List.of(), false),
                5L);
    }

    private static Graded fay() { // too slow already in the random cases
        return new Graded(
                new GradeLine("fay.pde", true, STOPPED_IN_CASES, 12, 14, null, null),
                new GradeDetail("fay", "", List.of(), List.of(), List.of(), false),
                5L);
    }

    @Test
    void theRosterAndTheCardsSayStoppedAndWhy() {
        String page = ClassPage.html(List.of(eva(), fay()), Words.ENGLISH);
        assertTrue(page.contains("1 was fully right"), page);
        assertTrue(page.contains("<td class=\"num\">stopped after 5 s</td>"), "fay's agreement: " + page);
        assertTrue(page.contains("not measured: grading was stopped after 5 s"), page);
        assertFalse(page.contains("did not finish"), page);

        String evasCard = FeedbackPage.html(eva(), Map.of(), Words.ENGLISH);
        assertTrue(evasCard.contains("not measured: grading was stopped after 5 s"), evasCard);
        assertFalse(evasCard.contains("lets it through from the same speed"), "no speed measured, no why");
        String faysCard = FeedbackPage.html(fay(), Map.of(), Words.ENGLISH);
        assertTrue(
                faysCard.contains("Not measured: grading was stopped after 5 s, during the random cases."), faysCard);
        assertTrue(faysCard.contains("a loop inside hitPaddle makes every call slow"), faysCard);

        String spanish = ClassPage.html(List.of(eva(), fay()), Words.of(Locale.forLanguageTag("es")));
        assertTrue(spanish.contains("detenido a los 5 s"), spanish);
    }
}
