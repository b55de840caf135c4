package bouncelab.lessons;

import bouncelab.words.Words;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * Issue 32: what a question's check found in its frame is said in the language asked for (the Checks book), for a
 * value and for the frame's events; in English as check-lessons has always said it.
 */
class CheckOutcomeLangTest {
    private static final Path SHIPPED = Path.of(System.getProperty("bouncelab.lessons.dir", "lessons"));
    private static final Words SPANISH = Words.of(Locale.forLanguageTag("es"));

    private static QuestionCheck.Outcome failed(String lessonId, String check) {
        Lesson l = (Lesson) LessonLoader.load(SHIPPED.resolve(lessonId));
        QuestionCheck.Outcome o = QuestionCheck.parse(check, l.scenario()).evaluate(l.scenario(), l.algorithm());
        assertFalse(o.holds(), check);
        return o;
    }

    @Test
    void aValueAndTheEventsAreSaidInSpanishAndInEnglish() {
        QuestionCheck.Outcome value = failed("09-phantom-corners", "phantom.distanceToCorner < 10 at frame 4");
        assertEquals("vale 12,806", value.actual(SPANISH));
        assertEquals("it is 12.806", value.actual(Words.ENGLISH));
        QuestionCheck.Outcome none = failed("08-expanded-edges", "hit.x = 1 at frame 1");
        assertEquals("hit.x no tiene valor en el fotograma 1", none.actual(SPANISH));
        assertEquals("hit.x has no value at frame 1", none.actual(Words.ENGLISH));
        QuestionCheck.Outcome events = failed("06-tunnelling", "event out at frame 1");
        assertEquals("sucesos del fotograma 1: ninguno", events.actual(SPANISH));
        assertEquals("frame 1 events: none", events.actual(Words.ENGLISH));
    }
}
