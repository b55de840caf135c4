package bouncelab.ui.window;

import bouncelab.ui.common.Glossary;
import bouncelab.ui.common.Styles;
import bouncelab.ui.common.UiWords;
import java.util.Map;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;

/** Help → Glossary of symbols: every symbol the screen uses and what it means, from the glossary's data file. */
final class GlossaryWindow {
    private final MainWindow window;
    private Stage stage;

    GlossaryWindow(MainWindow window) {
        this.window = window;
    }

    /** Shows the glossary (or brings it to the front). */
    void show(Window owner) {
        if (stage == null) {
            stage = new Stage();
            stage.setTitle(UiWords.help("glossary.title"));
            if (owner != null) {
                stage.initOwner(owner);
            }
        }
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
        ScrollPane scroll = new ScrollPane(box);
        scroll.setFitToWidth(true);
        scroll.setId("glossary");
        VBox root = new VBox(scroll);
        root.getStyleClass()
                .addAll(
                        Styles.HELP_WINDOW,
                        Styles.fontSize(window.appearance().shownFontSize().px()));
        Scene scene = new Scene(root, 720, 640);
        scene.getStylesheets().setAll(window.appearance().stylesheets());
        scene.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ESCAPE) {
                stage.hide();
                e.consume();
            }
        });
        stage.setScene(scene);
        stage.show();
        stage.toFront();
    }

    Stage stage() {
        return stage;
    }
}
