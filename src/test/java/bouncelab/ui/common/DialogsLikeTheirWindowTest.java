package bouncelab.ui.common;

import bouncelab.io.font.BundledFonts;
import bouncelab.ui.render.Fonts;
import bouncelab.ui.render.Palette;
import java.util.List;
import javafx.scene.Scene;
import javafx.scene.control.Alert;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A dialog takes its window's stylesheets and type size: its words are in the app's font, not the machine's. */
@ExtendWith(ApplicationExtension.class)
class DialogsLikeTheirWindowTest {
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        Fonts.load();
        StackPane root = new StackPane(new Label("the window"));
        root.getStyleClass().add(Styles.fontSize(18));
        Scene scene = new Scene(root, 300, 200);
        scene.getStylesheets()
                .setAll(DialogsLikeTheirWindowTest.class
                        .getResource(Palette.STYLESHEET)
                        .toExternalForm());
        stage.setScene(scene);
        stage.show();
    }

    @Test
    void aDialogIsInTheAppsFontAtTheWindowsSize() throws Exception {
        List<Object> seen = WaitForAsyncUtils.asyncFx(() -> {
                    Alert alert = new Alert(Alert.AlertType.CONFIRMATION, "Save them first?");
                    alert.initOwner(stage);
                    Styles.likeItsWindow(alert, stage);
                    alert.getDialogPane().applyCss();
                    Label content = (Label) alert.getDialogPane().lookup(".content");
                    return List.<Object>of(
                            alert.getDialogPane().getStylesheets(),
                            alert.getDialogPane().getStyleClass(),
                            content.getFont().getFamily(),
                            content.getFont().getSize());
                })
                .get();
        assertEquals(stage.getScene().getStylesheets(), seen.get(0));
        assertTrue(
                ((List<?>) seen.get(1)).contains(Styles.fontSize(18)),
                seen.get(1).toString());
        assertEquals(BundledFonts.SANS, seen.get(2));
        assertEquals(18.0, (double) seen.get(3), 0.01);
    }
}
