package bouncelab.ui.window;

import bouncelab.ui.common.Styles;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ScrollPane;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * A window of Help's to read beside the main one (the glossary, the teacher's guide): its text scrolled, in the
 * main window's theme and type size, Esc hiding it. Made on first showing, brought to the front after.
 */
final class ReadingWindow {
    private final MainWindow window;
    private final String id;
    private Stage stage;

    /** {@code id}: the scrolled pane's, for tests and the stylesheet. */
    ReadingWindow(MainWindow window, String id) {
        this.window = window;
        this.id = id;
    }

    /** Shows {@code content} under {@code title} (or brings the window to the front with it). */
    void show(Window owner, String title, Node content, double width, double height) {
        if (stage == null) {
            stage = new Stage();
            if (owner != null) {
                stage.initOwner(owner);
            }
        }
        stage.setTitle(title);
        ScrollPane scroll = new ScrollPane(content);
        scroll.setFitToWidth(true);
        scroll.setId(id);
        VBox root = new VBox(scroll);
        root.getStyleClass()
                .addAll(
                        Styles.HELP_WINDOW,
                        Styles.fontSize(window.appearance().shownFontSize().px()));
        Scene scene = new Scene(root, width, height);
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
