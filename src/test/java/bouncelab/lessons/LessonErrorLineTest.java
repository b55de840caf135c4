package bouncelab.lessons;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Found by the lesson fuzz: a message quoting a lesson line with U+2028 or U+0085 in it spread over two lines. */
class LessonErrorLineTest {
    @Test
    void aLessonErrorIsOneLineWhateverTheLessonQuotes() {
        LessonError e =
                new LessonError("07-x", "lessons/07-x/lesson.md", 12, "'hit\u2028x' is not a placeholder name\u0085");
        assertEquals("lessons/07-x/lesson.md:12: 'hitU+2028x' is not a placeholder nameU+0085", e.describe());
    }
}
