package bouncelab.lessons;

import bouncelab.words.Words;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A lesson's live values speak the language of its words: in the Spanish course numbers have the decimal comma, a
 * check's outcome is verdadero or falso, a side and the way a rule turns the ball are in Spanish, and the working's
 * lines are the Spanish working; the same values in English are as they always were.
 */
class PlaceholdersLangTest {
    private static final Path SHIPPED = Path.of(System.getProperty("bouncelab.lessons.dir", "lessons"));
    private static final Locale ES = Locale.forLanguageTag("es");
    private static final Course SPANISH = LessonLoader.loadAll(SHIPPED, ES);
    /** An English word a value could carry, or a decimal point between two digits. */
    private static final Pattern ENGLISH = Pattern.compile(
            "\\b(true|false|left|right|top|bottom|up|down|unchanged|none|distance|to corner)\\b|\\d\\.\\d");

    @Test
    void aSpanishLessonsValuesAreInSpanish() {
        assertEquals("701,5", shown("08-expanded-edges", 1, "hit.x", true));
        assertEquals("izquierdo", shown("09-phantom-corners", 1, "hit.side", true));
        assertEquals("12,806", shown("09-phantom-corners", 2, "phantom.distanceToCorner", true));
        assertEquals(
                "distancia a la esquina = √((x − cx)² + (y − cy)²) = √((−10)² + (−8)²) = 12,806",
                shown("09-phantom-corners", 2, "working:phantom.distanceToCorner", true));
        assertEquals("a la izquierda, sin cambio en y", shown("05-intersection-centre", 1, "overlap.bounce", true));
        assertEquals("verdadero", shown("02-simple-bounding-box", 1, "box.hit", true));
        assertEquals(
                "0 ≤ ua ≤ 1: 0 ≤ 0,5 ≤ 1 → verdadero",
                shown("07-segment-intercept", 1, "check:edge[right/left].1", true));
    }

    @Test
    void theSameValuesInEnglishAreAsBefore() {
        assertEquals("701.5", shown("08-expanded-edges", 1, "hit.x", false));
        assertEquals("left", shown("09-phantom-corners", 1, "hit.side", false));
        assertEquals(
                "distance to corner = √((x − cx)² + (y − cy)²) = √((−10)² + (−8)²) = 12.806",
                shown("09-phantom-corners", 2, "working:phantom.distanceToCorner", false));
        assertEquals("left, y unchanged", shown("05-intersection-centre", 1, "overlap.bounce", false));
        assertEquals("true", shown("02-simple-bounding-box", 1, "box.hit", false));
        assertEquals(
                "0 ≤ ua ≤ 1: 0 ≤ 0.5 ≤ 1 → true", shown("07-segment-intercept", 1, "check:edge[right/left].1", false));
    }

    /** Every value in every question of the Spanish course, at the question's frame: none English but ids. */
    @Test
    void noValueInTheSpanishCourseIsEnglish() {
        List<String> english = new ArrayList<>();
        int seen = 0;
        for (Lesson l : SPANISH.lessons()) {
            assertTrue(l.translated(), l.id());
            for (Question q : l.questions()) {
                QuestionFrame f = QuestionFrame.of(l, q);
                for (List<Inline> runs : List.of(q.ask(), q.explain())) {
                    for (String name : Inlines.placeholders(runs)) {
                        String v = Placeholders.resolve(name, f.trace(), f.scenario(), Words.of(l.textLanguage()));
                        seen++;
                        if (!name.endsWith(".object") // an object's id is a name, as the file writes it: wall-left
                                && ENGLISH.matcher(v).find()) {
                            english.add(l.id() + " question " + q.number() + " {{" + name + "}} = " + v);
                        }
                    }
                }
            }
        }
        assertTrue(seen > 100, "values seen: " + seen);
        assertEquals(List.of(), english);
    }

    /** The frame's events, none at all, in the language asked. */
    @Test
    void aFrameWithoutEventsSaysSoInTheLanguage() {
        Lesson l = lesson("01-the-frame-loop");
        QuestionFrame f = QuestionFrame.of(l, l.questions().get(0));
        assertEquals("ninguno", Placeholders.resolve("events", f.trace(), f.scenario(), Words.of(ES)));
        assertEquals("none", Placeholders.resolve("events", f.trace(), f.scenario()));
    }

    private static String shown(String lesson, int question, String name, boolean spanish) {
        Lesson l = lesson(lesson);
        QuestionFrame f = QuestionFrame.of(l, l.questions().get(question - 1));
        return spanish
                ? Placeholders.resolve(name, f.trace(), f.scenario(), Words.of(l.textLanguage()))
                : Placeholders.resolve(name, f.trace(), f.scenario());
    }

    private static Lesson lesson(String id) {
        return SPANISH.lessons().stream()
                .filter(l -> l.id().equals(id))
                .findFirst()
                .orElseThrow();
    }
}
