package bouncelab.ui.window;

import bouncelab.ui.common.Glossary;
import bouncelab.ui.common.Styles;
import bouncelab.ui.common.UiWords;
import java.util.Map;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.jspecify.annotations.Nullable;

/** Help → Glossary of symbols: every symbol the screen uses and what it means, from the glossary's data file. */
final class GlossaryWindow {
    private final ReadingWindow reading;

    GlossaryWindow(MainWindow window) {
        this.reading = new ReadingWindow(window, "glossary");
    }

    /** Shows the glossary (or brings it to the front). */
    void show(@Nullable Window owner) {
        GridPane grid = new GridPane();
        grid.getStyleClass().add(Styles.HELP_KEYS);
        int r = 0;
        for (Map.Entry<String, String> e : Glossary.entries().entrySet()) {
            Label term = new Label(e.getKey());
            term.getStyleClass().add(Styles.HELP_KEY);
            term.setMinWidth(Region.USE_PREF_SIZE);
            Label means = new Label(e.getValue());
            means.setWrapText(true);
            grid.addRow(r++, term, means);
        }
        Label title = new Label(UiWords.help("glossary.heading"));
        title.getStyleClass().add(Styles.PANEL_TITLE);
        VBox box = new VBox(title, grid);
        box.getStyleClass().add(Styles.HELP_CONTENT);
        reading.show(owner, UiWords.help("glossary.title"), box, 720, 640);
    }

    @Nullable
    Stage stage() {
        return reading.stage();
    }
}
