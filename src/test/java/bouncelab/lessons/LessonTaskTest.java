package bouncelab.lessons;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A lesson's coding task: its check read from the front matter, and decided on a report card's numbers. */
class LessonTaskTest {

    @Test
    void examplesAndAgreementAreBothAsked() {
        LessonTask t = LessonTask.parse("Write hitPaddle", "examples and agreement >= 0.99");
        assertTrue(t.allExamples());
        assertEquals(0.99, t.minAgreement());
        assertTrue(t.holds(14, 14, 1.0));
        assertFalse(t.holds(13, 14, 1.0), "one example wrong");
        assertFalse(t.holds(14, 14, 0.985), "too few random cases agree");
        assertFalse(t.holds(0, 0, 1.0), "no examples graded is not every example right");
    }

    @Test
    void aPercentageOrOneTermAlone() {
        assertEquals(0.995, LessonTask.parse("t", "agreement>=99.5%").minAgreement(), 1e-12);
        LessonTask examples = LessonTask.parse("t", "examples");
        assertTrue(examples.holds(14, 14, 0.5));
        assertEquals(0, examples.minAgreement());
    }

    @Test
    void aBadCheckSaysWhichTerm() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> LessonTask.parse("t", "agreement > 0.9"))
                .getMessage()
                .contains("'>='"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> LessonTask.parse("t", "examples and examples"))
                .getMessage()
                .contains("twice"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> LessonTask.parse("t", "agreement >= lots"))
                .getMessage()
                .contains("not 'lots'"));
    }

    @Test
    void theShippedLessonSetsItsTask() {
        Lesson l = (Lesson) LessonLoader.load(Path.of("lessons", "17-write-your-own-test"));
        assertTrue(l.task().allExamples());
        assertEquals(0.99, l.task().minAgreement());
        assertTrue(l.actions().stream().anyMatch(a -> a.actions().contains(new LessonAction.OpenYours())));
        assertTrue(
                l.actions().stream()
                        .flatMap(a -> a.actions().stream())
                        .anyMatch(a -> a instanceof LessonAction.OpenYours y
                                && y.starter() != null
                                && y.starter().contains("the corner test goes here")),
                "the starter read from its file");
    }
}
