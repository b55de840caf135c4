package bouncelab.lessons.worksheet;

import bouncelab.core.choice.RulesId;
import bouncelab.lessons.LessonAction;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Issue 32: a "try this" link on paper names the rules as the window does in the sheet's language. */
class LinkWordsTest {
    @Test
    void theRulesAreNamedInTheSheetsLanguage() {
        List<LessonAction> actions = List.of(new LessonAction.SetRules(RulesId.BOUNCE_LAB));
        assertEquals(
                "reglas: Las de Bounce Lab",
                WorksheetBuilder.inWords(actions, new SheetWords(Locale.forLanguageTag("es"))));
        assertEquals("Bounce Lab's own rules", WorksheetBuilder.inWords(actions, new SheetWords(Locale.ENGLISH)));
    }
}
