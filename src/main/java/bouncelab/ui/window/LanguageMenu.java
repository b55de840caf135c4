package bouncelab.ui.window;

import bouncelab.ui.common.UiWords;
import bouncelab.words.Languages;
import java.util.Locale;
import java.util.function.Consumer;
import javafx.scene.control.Menu;
import javafx.scene.control.RadioMenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.ToggleGroup;

import static bouncelab.ui.common.UiWords.menus;

/**
 * View → Language: the system's, or one of the languages shipped, each by its own name. The window's language is the
 * one ticked; a choice is kept for the next start ({@code chosen} gets its code, null for the system's).
 */
final class LanguageMenu {
    private LanguageMenu() {}

    static Menu menu(Consumer<String> chosen) {
        Menu menu = new Menu(menus("view.language"));
        menu.setId("language");
        ToggleGroup group = new ToggleGroup();
        RadioMenuItem system = new RadioMenuItem(menus("language.system"));
        system.setId("language-system");
        system.setToggleGroup(group);
        system.setOnAction(e -> chosen.accept(null));
        menu.getItems().addAll(system, new SeparatorMenuItem());
        for (Locale l : Languages.shipped()) {
            RadioMenuItem item = new RadioMenuItem(Languages.ownName(l));
            item.setId("language-" + l.toLanguageTag());
            item.setToggleGroup(group);
            item.setSelected(l.equals(UiWords.locale()));
            item.setOnAction(e -> chosen.accept(l.toLanguageTag()));
            menu.getItems().add(item);
        }
        return menu;
    }
}
