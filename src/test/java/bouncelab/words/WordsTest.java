package bouncelab.words;

import java.util.Locale;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class WordsTest {
    @Test
    void aPluralChoosesItsFormInEachLanguage() {
        assertEquals("1 frame", Words.of(Locale.ENGLISH).format(Book.MESSAGES, "frames.count", 1));
        assertEquals("3 frames", Words.of(Locale.ENGLISH).format(Book.MESSAGES, "frames.count", 3));
        Locale es = Locale.forLanguageTag("es");
        assertEquals("1 fotograma", Words.of(es).format(Book.MESSAGES, "frames.count", 1));
        assertEquals("3 fotogramas", Words.of(es).format(Book.MESSAGES, "frames.count", 3));
    }

    @Test
    void theMachinesLanguageIsNeverReadForOneNotShipped() {
        Locale before = Locale.getDefault();
        try {
            Locale.setDefault(Locale.forLanguageTag("es"));
            // German is not shipped: English, not the machine's Spanish
            assertEquals("_File", Words.of(Locale.GERMAN).get(Book.MENUS, "menu.file"));
        } finally {
            Locale.setDefault(before);
        }
    }

    @Test
    void numbersAreWrittenAsTheLanguageWritesThem() {
        // as the working writes them (Num), with the language's decimal mark
        assertEquals("1234.5", Words.of(Locale.ENGLISH).number(1234.5));
        assertEquals("1234,5", Words.of(Locale.forLanguageTag("es")).number(1234.5));
        assertEquals("0.33", Words.of(Locale.ENGLISH).number(1 / 3.0, 2));
        assertEquals("\u2212" + "0,333", Words.of(Locale.forLanguageTag("es")).number(-1 / 3.0));
        assertEquals("12.5", Words.of(Languages.PSEUDO).number(12.5));
    }

    @Test
    void aMissingWordNamesItsFileAndKey() {
        var e = assertThrows(IllegalArgumentException.class, () -> Words.ENGLISH.get(Book.MENUS, "no.such"));
        assertEquals("Menus.properties has no word 'no.such'", e.getMessage());
    }

    @Test
    void anApostropheIsAnApostrophe() {
        assertTrue(Words.ENGLISH
                .format(Book.MESSAGES, "language.next.start", "English")
                .startsWith("Bounce Lab will"));
    }

    @Test
    void theShippedLanguagesAreFoundFromTheFilesAndACodeIsParsed() {
        assertEquals(Locale.ENGLISH, Languages.shipped().get(0));
        assertTrue(Languages.shipped().contains(Locale.forLanguageTag("es")));
        assertEquals(Locale.forLanguageTag("es"), Languages.parse("es-MX").orElseThrow());
        assertEquals(Languages.PSEUDO, Languages.parse("qps").orElseThrow());
        assertTrue(Languages.parse("xx").isEmpty());
        assertEquals(Locale.ENGLISH, Languages.nearest(Locale.JAPANESE));
        assertEquals("Español", Languages.ownName(Locale.forLanguageTag("es")));
    }
}
