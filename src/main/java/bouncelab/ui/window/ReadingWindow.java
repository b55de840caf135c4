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
import org.jspecify.annotations.Nullable;

/**
 * A window of Help's to read beside the main one (the glossary, the teacher's guide): its text scrolled, in the
 * main window's theme and type size, Esc hiding it. Made on first showing, brought to the front after.
 */
final class ReadingWindow {
    private final MainWindow window;
    private final String id;
    /** A key that hides the window as Esc does (F1 for the help F1 opened), or null. */
    private final @Nullable KeyCode alsoHides;

    private @Nullable Stage stage;

    /** {@code id}: the scrolled pane's, for tests and the stylesheet. */
    ReadingWindow(MainWindow window, String id) {
        this(window, id, null);
    }

    ReadingWindow(MainWindow window, String id, @Nullable KeyCode alsoHides) {
        this.window = window;
        this.id = id;
        this.alsoHides = alsoHides;
    }

    /** Shows {@code content} under {@code title} (or brings the window to the front with it). */
    void show(@Nullable Window owner, String title, Node content, double width, double height) {
        Stage stage = this.stage;
        if (stage == null) {
            stage = new Stage();
            if (owner != null) {
                stage.initOwner(owner);
            }
            this.stage = stage;
        }
        Stage shown = stage;
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
            if (e.getCode() == KeyCode.ESCAPE || e.getCode() == alsoHides) {
                shown.hide();
                e.consume();
            }
        });
        stage.setScene(scene);
        stage.show();
        stage.toFront();
    }

    @Nullable
    Stage stage() {
        return stage;
    }
}
