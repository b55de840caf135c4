package bouncelab.ui.theme;

import bouncelab.io.prefs.FontSize;
import bouncelab.io.prefs.Theme;
import bouncelab.ui.common.Styles;
import bouncelab.ui.render.Palette;
import java.util.ArrayList;
import java.util.List;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.Parent;
import javafx.scene.Scene;
import org.jspecify.annotations.Nullable;

/**
 * The window's theme and size of type. The theme is a stylesheet laid over the base one; the court's colours are
 * read again from the sheets whenever it changes (the canvas cannot follow CSS by itself). The size is a
 * {@code font-N} style class on the root, which every panel's em sizes follow; {@code enlarged} (presentation
 * mode) shows a larger size without changing the one the user chose.
 */
public final class Appearance {
    private final Parent root;
    private final ObjectProperty<Theme> theme = new SimpleObjectProperty<>(this, "theme", Theme.LIGHT);
    private final ObjectProperty<FontSize> fontSize = new SimpleObjectProperty<>(this, "fontSize", FontSize.DEFAULT);
    private final BooleanProperty enlarged = new SimpleBooleanProperty(this, "enlarged", false);
    private final ReadOnlyObjectWrapper<Palette> palette = new ReadOnlyObjectWrapper<>(this, "palette");
    private final ReadOnlyObjectWrapper<FontSize> shown = new ReadOnlyObjectWrapper<>(this, "shownFontSize");
    private @Nullable Scene scene;

    public Appearance(Parent root) {
        this.root = root;
        palette.set(Palette.fromStylesheets(stylesheets()));
        theme.addListener(o -> {
            if (scene != null) {
                scene.getStylesheets().setAll(stylesheets());
            }
            palette.set(Palette.fromStylesheets(stylesheets()));
        });
        fontSize.addListener(o -> applyFontSize());
        enlarged.addListener(o -> applyFontSize());
        applyFontSize();
    }

    /** Puts the theme's stylesheets on the window's scene and keeps them there as the theme changes. */
    public void attach(Scene s) {
        scene = s;
        s.getStylesheets().setAll(stylesheets());
    }

    /** The base stylesheet, then the theme's own, as class-path URLs. */
    public List<String> stylesheets() {
        List<String> sheets = new ArrayList<>();
        sheets.add(Appearance.class.getResource(Palette.STYLESHEET).toExternalForm());
        theme.get()
                .stylesheet()
                .ifPresent(r -> sheets.add(Appearance.class.getResource(r).toExternalForm()));
        return sheets;
    }

    public ObjectProperty<Theme> themeProperty() {
        return theme;
    }

    public ObjectProperty<FontSize> fontSizeProperty() {
        return fontSize;
    }

    public BooleanProperty enlargedProperty() {
        return enlarged;
    }

    /** The court's colours in the current theme. */
    public ReadOnlyObjectProperty<Palette> paletteProperty() {
        return palette.getReadOnlyProperty();
    }

    public Palette palette() {
        return palette.get();
    }

    /** The size on screen: the chosen one, or a larger one while presenting. */
    public FontSize shownFontSize() {
        return shown.get();
    }

    public ReadOnlyObjectProperty<FontSize> shownFontSizeProperty() {
        return shown.getReadOnlyProperty();
    }

    public void larger() {
        fontSize.set(fontSize.get().larger());
    }

    public void smaller() {
        fontSize.set(fontSize.get().smaller());
    }

    private void applyFontSize() {
        shown.set(enlarged.get() ? fontSize.get().forPresentation() : fontSize.get());
        root.getStyleClass().removeIf(Styles::isFontSize);
        root.getStyleClass().add(Styles.fontSize(shown.get().px()));
    }
}
