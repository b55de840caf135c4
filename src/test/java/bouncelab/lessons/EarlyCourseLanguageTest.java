package bouncelab.lessons;

import java.util.Locale;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The course read early (while the toolkit starts) is read in the language the window opens in, so a Spanish
 * window takes it as read too; a window in another language than the one begun reads and checks its own.
 */
class EarlyCourseLanguageTest {
    private static final Locale ES = Locale.forLanguageTag("es");

    @Test
    void theCourseBegunEarlyIsInTheWindowsLanguage() {
        EarlyCourse.begin(() -> ES);
        EarlyCourse.Taken early = EarlyCourse.take(LessonSource.find(ES));
        assertFalse(early.checked(), "read early, its checks are the window's to run");
        assertEquals("lesson.es.md", early.course().lessons().get(0).file());

        EarlyCourse.begin(() -> ES);
        EarlyCourse.Taken english = EarlyCourse.take(LessonSource.find());
        assertTrue(english.checked(), "another language than the one begun: read and checked there and then");
        assertEquals("lesson.md", english.course().lessons().get(0).file());
    }
}
