package bouncelab.lessons.worksheet;

import bouncelab.lessons.Lesson;
import bouncelab.lessons.LessonLoader;
import bouncelab.words.Words;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The worksheet's "work it out" in Spanish (lesson 6): the working's sums in Spanish notation, with their blanks
 * found in it (a float's sum with the decimal comma), and in English as before.
 */
class WorksheetWorkingLangTest {
    private static String section(Words words) {
        Lesson lesson = (Lesson) LessonLoader.load(Path.of("lessons", "06-tunnelling"));
        StringBuilder sb = new StringBuilder();
        WorksheetWorking.section(
                sb, WorksheetBuilder.of(lesson, "f").questions(), true, new SheetWords(words.locale()), 98);
        return WorksheetWorkItOutTest.plain(sb.toString());
    }

    @Test
    void theSumsAreWrittenAndBlankedInSpanish() {
        String spanish = section(Words.of(Locale.forLanguageTag("es")));
        assertTrue(spanish.contains("y time = 0,016666668 (el float más cercano a 1/60)"), spanish);
        assertTrue(spanish.contains("·(1800·0,016666668) = <span class=\"given\">"), spanish);
        assertFalse(spanish.contains("0.016666668"), spanish);
    }

    @Test
    void inEnglishAsBefore() {
        String english = section(Words.ENGLISH);
        assertTrue(english.contains("and time = 0.016666668 (the float nearest 1/60)"), english);
        assertTrue(english.contains("·(1800·0.016666668) = <span class=\"given\">"), english);
    }
}
