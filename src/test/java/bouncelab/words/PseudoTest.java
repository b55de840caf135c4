package bouncelab.words;

import com.ibm.icu.text.MessageFormat;
import java.util.Locale;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PseudoTest {
    @Test
    void everyLetterIsAccentedAndEachWordLonger() {
        String p = Pseudo.text("Save shot");
        assertEquals("Ššáṽṽé ššĥóóţ", p);
        assertFalse(p.chars().anyMatch(c -> c < 128 && Character.isLetter(c)));
    }

    @Test
    void argumentsAndPluralSelectorsStayAsTheyAre() {
        String p = Pseudo.of("{0, plural, one {# frame} other {# frames}} left of {1}");
        assertEquals("{0, plural, one {# ƒƒŕááɱé} other {# ƒƒŕááɱéšš}} ĺĺéƒƒţ óóƒ {1}", p);
        Words qps = Words.of(Languages.PSEUDO);
        String two = qps.format(Book.MESSAGES, "frames.count", 2);
        assertEquals("2 " + Pseudo.text("frames"), two);
    }

    @Test
    void aQuotedBraceIsKept() {
        assertEquals("'{'ţţéẋẋţ'}'", Pseudo.of("'{'text'}'"));
        assertEquals("{ẋẋ}", new MessageFormat(Pseudo.of("'{'x'}'"), Locale.ENGLISH).format(new Object[0]));
    }

    @Test
    void aboutFortyPercentLonger() {
        String english = "Zoom to this frame's working";
        int letters = english.replaceAll("[^A-Za-z]", "").length();
        int longer = Pseudo.text(english).replaceAll("[ ']", "").length();
        assertTrue(longer >= letters * 1.35 && longer <= letters * 1.7, longer + " for " + letters);
    }
}
