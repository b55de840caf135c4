package bouncelab.ui.window;

import bouncelab.ui.ShownWindow;
import bouncelab.ui.common.UiWords;
import bouncelab.ui.session.DefaultShot;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Issue 32: F1 names the keys as a Spanish keyboard prints them: Mayús, Espacio, Inicio; "o", not "or". */
@ExtendWith(ApplicationExtension.class)
class HelpKeysInSpanishTest {
    private static final Locale SPANISH = Locale.forLanguageTag("es");
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    @AfterEach
    void english() {
        UiWords.use(Locale.ENGLISH);
    }

    @Test
    void keyNamesAreTheLanguagesLettersAndArrowsAsTheyAre() {
        UiWords.use(SPANISH);
        assertEquals("Mayús+←", UiWords.keys("Shift+←"));
        assertEquals("F1 o ?", UiWords.keys("F1 or ?"));
        assertEquals("Ctrl+Tab, Ctrl+Mayús+Tab", UiWords.keys("Ctrl+Tab, Ctrl+Shift+Tab"));
        assertEquals("W / S", UiWords.keys("W / S"));
        assertEquals("Espacio", UiWords.keys("Space"));
        UiWords.use(Locale.ENGLISH);
        assertEquals("Shift+←", UiWords.keys("Shift+←"), "English as written");
    }

    @Test
    void aMenusMnemonicIsNotWrittenOut() {
        assertEquals(
                "File → Export", HelpWindow.withoutMnemonic("_File") + " → " + HelpWindow.withoutMnemonic("_Export"));
        assertEquals("snake_case", HelpWindow.withoutMnemonic("snake__case"));
    }

    @Test
    void f1InSpanishHasNoEnglishKeyName() {
        List<String> lines = new ArrayList<>();
        ShownWindow.fx(() -> {
            MainWindow window = new MainWindow(DefaultShot.pong(), stage, null, null, SPANISH);
            ShownWindow.show(stage, window.createScene(1024, 768));
            lines.addAll(window.helpLines());
        });
        String all = String.join("\n", lines);
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("Mayús+←\t")), all);
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("F1 o ?\t")), all);
        // the menus' mnemonics are underlined letters, not underscores: it read "_Ver → Pantalla completa"
        assertTrue(lines.stream().anyMatch(l -> l.endsWith("\tVer → Pantalla completa")), all);
        assertTrue(lines.stream().noneMatch(l -> l.contains("_")), all);
        for (String english : List.of("Shift", "Space", " or ", "Home")) {
            assertTrue(
                    lines.stream().noneMatch(l -> l.split("\t")[0].contains(english)),
                    english + " in a key's name:\n" + all);
        }
    }
}
