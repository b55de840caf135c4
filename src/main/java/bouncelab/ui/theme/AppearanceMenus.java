package bouncelab.ui.theme;

import bouncelab.io.prefs.FontSize;
import bouncelab.io.prefs.Theme;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.RadioMenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.ToggleGroup;
import javafx.scene.input.KeyCombination;

import static bouncelab.ui.common.UiWords.menus;

/** View → Theme and View → Text size: radio items that follow the appearance, however it was changed. */
public final class AppearanceMenus {
    private AppearanceMenus() {}

    public static Menu theme(Appearance appearance) {
        Menu menu = new Menu(menus("view.theme"));
        ToggleGroup group = new ToggleGroup();
        for (Theme t : Theme.values()) {
            RadioMenuItem item = new RadioMenuItem(menus("theme." + t.id()));
            item.setId("theme-" + t.id());
            item.setToggleGroup(group);
            item.setSelected(appearance.themeProperty().get() == t);
            item.setOnAction(e -> appearance.themeProperty().set(t));
            appearance.themeProperty().addListener((o, was, now) -> item.setSelected(now == t));
            menu.getItems().add(item);
        }
        return menu;
    }

    public static Menu textSize(Appearance appearance) {
        Menu menu = new Menu(menus("view.textSize"));
        MenuItem larger = new MenuItem(menus("textSize.larger"));
        larger.setAccelerator(KeyCombination.keyCombination("Shortcut+EQUALS"));
        larger.setOnAction(e -> appearance.larger());
        MenuItem smaller = new MenuItem(menus("textSize.smaller"));
        smaller.setAccelerator(KeyCombination.keyCombination("Shortcut+MINUS"));
        smaller.setOnAction(e -> appearance.smaller());
        menu.getItems().addAll(larger, smaller, new SeparatorMenuItem());
        ToggleGroup group = new ToggleGroup();
        for (int px : FontSize.ALL) {
            FontSize size = new FontSize(px);
            RadioMenuItem item =
                    new RadioMenuItem(menus(size.equals(FontSize.DEFAULT) ? "textSize.standard" : "textSize.px", px));
            item.setId("font-size-" + px);
            item.setToggleGroup(group);
            item.setSelected(appearance.fontSizeProperty().get().equals(size));
            item.setOnAction(e -> appearance.fontSizeProperty().set(size));
            appearance.fontSizeProperty().addListener((o, was, now) -> item.setSelected(now.equals(size)));
            menu.getItems().add(item);
        }
        return menu;
    }
}
