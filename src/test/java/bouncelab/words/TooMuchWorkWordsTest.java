package bouncelab.words;

import bouncelab.core.simulation.WorkBudget;
import bouncelab.io.refusal.Refusal;
import java.util.Locale;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Issue 32: the core says which refusal a shot too heavy to work out gets (a key and its numbers), and the words
 * floor says it: in Spanish for each purpose, in English exactly the line the core used to write itself.
 */
class TooMuchWorkWordsTest {
    private static final Words SPANISH = Words.of(Locale.forLanguageTag("es"));

    private static Refusal refusal(WorkBudget.Purpose purpose) {
        WorkBudget.Problem p = WorkBudget.problem(purpose);
        return new Refusal(p.key(), p.args());
    }

    @Test
    void theLineIsSaidInSpanishAndInTheEnglishItWas() {
        String english = ": its 600 frames would record more than 1,000,000 steps of working (each edge tested, each "
                + "bounce...) with the algorithms shown; bricks stacked on each other round a ball wedged between them "
                + "make the most";
        assertEquals("too much working to draw" + english, Words.ENGLISH.refusal(refusal(WorkBudget.Purpose.DRAW)));
        assertEquals(
                "too much working to show" + english,
                refusal(WorkBudget.Purpose.SHOW).english());
        assertEquals(
                "too much working for a worksheet" + english,
                Words.ENGLISH.refusal(refusal(WorkBudget.Purpose.WORKSHEET)));
        assertEquals(
                "too much working to check the lesson's questions" + english,
                Words.ENGLISH.refusal(refusal(WorkBudget.Purpose.CHECK)));
        assertEquals(
                "demasiado cálculo para dibujarlo: sus 600 fotogramas registrarían más de 1.000.000 pasos de cálculo "
                        + "(cada borde comprobado, cada rebote...) con los algoritmos mostrados; lo que más cálculos "
                        + "produce son ladrillos apilados alrededor de una pelota encajada entre ellos",
                SPANISH.refusal(refusal(WorkBudget.Purpose.DRAW)));
        assertEquals(
                "demasiado cálculo para comprobar las preguntas de la lección",
                SPANISH.refusal(refusal(WorkBudget.Purpose.CHECK)).split(":")[0]);
    }
}
