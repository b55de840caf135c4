package bouncelab.ui.lesson;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.lessons.Lesson;
import bouncelab.lessons.LessonLoader;
import bouncelab.ui.session.PlaybackModel;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The lesson panel's live values for a Spanish lesson (lesson 4, at frame 2): the working's line in Spanish, and,
 * once the student switches to an algorithm without that working, why the value is gone, in Spanish. The view-model
 * alone, on a model worked out at that frame.
 */
class LessonValuesLangTest {
    private static final Path SHIPPED = Path.of(System.getProperty("bouncelab.lessons.dir", "lessons"));

    @Test
    void aSpanishLessonsValueAndWhyItIsGoneAreInSpanish() {
        Lesson corner = LessonLoader.loadAll(SHIPPED, Locale.forLanguageTag("es")).lessons().stream()
                .filter(l -> l.id().equals("04-pythagoras-corner"))
                .findFirst()
                .orElseThrow();
        String name = "check:pythagoras.5";
        LessonValues same =
                new LessonValues(PlaybackModel.atFrame(corner.scenario(), AlgorithmId.PYTHAGORAS, 2), () -> corner);
        assertEquals("(5) cornerDistance <= (diameter/2)²: 128 <= 100 → falso", same.value(name));
        LessonValues switched =
                new LessonValues(PlaybackModel.atFrame(corner.scenario(), AlgorithmId.SIMPLE, 2), () -> corner);
        assertEquals("— (no está en el trabajo de simple)", switched.value(name));
    }
}
