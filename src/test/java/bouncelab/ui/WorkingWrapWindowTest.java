package bouncelab.ui;

import bouncelab.io.prefs.FontSize;
import bouncelab.ui.step.InspectorPane;
import bouncelab.ui.window.MainWindow;
import bouncelab.words.WorkingWrap;
import java.util.List;
import javafx.scene.control.skin.TextAreaSkin;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;

import static bouncelab.ui.ShownWindow.fx;
import static bouncelab.ui.ShownWindow.onFx;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The working beside the court at 1024 × 768 (lesson 6, the frame it opens at): its long lines are broken by the
 * working's own rule, between whole terms, and JavaFX's wrapping has nothing left to break. It had broken them at
 * any space: "A = (660, 300)   B = (690," on one line and "300)   radius = 5" on the next.
 */
@ExtendWith(ApplicationExtension.class)
class WorkingWrapWindowTest {
    @Test
    void eachLineShownIsALineOfTheWorkingBrokenBetweenWholeTerms() {
        MainWindow window = ShownWindow.laidOutAt(1024, 768, new FontSize(14));
        fx(() -> {
            window.lessons().open(window.lessons().find("06-tunnelling").orElseThrow());
            window.model().jumpTo(9);
        });
        ShownWindow.layOut(window, 1024, 768);
        InspectorPane pane = (InspectorPane) window.root().lookup("#inspector");
        String text = onFx(pane::getText);
        String working = onFx(pane::working);
        assertTrue(working.contains("\nA = (660, 300)   B = (690, 300)   radius = 5\n"), working);
        List<String> lines = List.of(text.split("\n", -1));
        assertTrue(lines.size() > working.split("\n", -1).length, "some lines are broken to fit: " + text);
        assertTrue(lines.contains("A = (660, 300)   B = (690, 300)"), text);
        assertTrue(lines.stream().noneMatch(l -> l.endsWith("(690,")), text);
        assertEquals( // a field's wider gap, where a line is broken, comes back as one space
                working.replaceAll(" {2,}", " "),
                WorkingWrap.unwrapText(text).replaceAll(" {2,}", " "),
                "every word kept");

        // every line of the text is one line on the screen: its last character is as high up as its first
        TextAreaSkin skin = (TextAreaSkin) pane.getSkin();
        int start = 0;
        for (String line : lines) {
            int first = start, last = start + line.length() - 1;
            if (last > first) {
                assertEquals(
                        onFx(() -> skin.getCharacterBounds(first).getMinY()),
                        onFx(() -> skin.getCharacterBounds(last).getMinY()),
                        0.5,
                        "'" + line + "' is broken again");
            }
            start += line.length() + 1;
        }
    }
}
