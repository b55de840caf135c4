package bouncelab.ui.window;

import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCombination;
import org.jspecify.annotations.Nullable;

/** A menu item that runs an action, with its accelerator (e.g. {@code Shortcut+E}) or none. */
final class MenuItems {
    private MenuItems() {}

    static MenuItem item(String text, @Nullable String keys, Runnable action) {
        MenuItem i = new MenuItem(text);
        if (keys != null) {
            i.setAccelerator(KeyCombination.keyCombination(keys));
        }
        i.setOnAction(e -> action.run());
        return i;
    }
}
