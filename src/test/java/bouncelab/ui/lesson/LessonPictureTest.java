package bouncelab.ui.lesson;

import bouncelab.io.image.TestPictures;
import bouncelab.lessons.Block;
import bouncelab.lessons.DiskFolder;
import bouncelab.ui.ShownWindow;
import bouncelab.ui.common.UiWords;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import javafx.scene.control.Label;
import javafx.scene.image.ImageView;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A lesson's picture in the window: decoded off the FX thread and shown; one past the caps (a file changed after the
 * lesson was loaded, which the loader would have refused) is refused in words in its place, never decoded.
 */
@ExtendWith(ApplicationExtension.class)
class LessonPictureTest {
    @Start
    void start(Stage stage) {
        // no window: the picture's node alone, in English whatever language a test before left the window's in
        UiWords.use(Locale.ENGLISH);
    }

    private static StackPane shown(Path dir, String name) throws Exception {
        AtomicReference<LessonPicture> picture = new AtomicReference<>();
        ShownWindow.fx(() -> picture.set(new LessonPicture(new DiskFolder(dir), new Block.Image(name, "the court"))));
        picture.get().shown().get(ShownWindow.WAIT_SECONDS, TimeUnit.SECONDS);
        return ShownWindow.onFx(() -> (StackPane) picture.get().node());
    }

    @Test
    void aPictureIsShownOnceDecoded(@TempDir Path dir) throws Exception {
        Files.write(dir.resolve("court.png"), TestPictures.of("png", 40, 30));
        StackPane place = shown(dir, "court.png");
        ImageView view = ShownWindow.onFx(() -> (ImageView) place.getChildren().get(0));
        assertEquals(40, ShownWindow.onFx(() -> view.getImage().getWidth()));
    }

    @Test
    void aPictureBombIsRefusedInWordsInItsPlace(@TempDir Path dir) throws Exception {
        Files.write(dir.resolve("bomb.png"), TestPictures.bomb(20_000, 20_000));
        StackPane place = shown(dir, "bomb.png");
        String words = ShownWindow.onFx(() -> ((Label) place.getChildren().get(0)).getText());
        assertEquals(
                "(picture not shown: " + dir.resolve("bomb.png") + ":0: image 'bomb.png' is 20,000 x 20,000 "
                        + "pixels, and a picture may be at most 4,096 x 4,096 pixels; make it smaller)",
                words);
    }

    @Test
    void aPictureThatCannotBeDecodedIsRefusedInWords(@TempDir Path dir) throws Exception {
        byte[] png = TestPictures.of("png", 40, 30);
        Files.write(dir.resolve("cut.png"), Arrays.copyOf(png, 40)); // the header whole, the pixels cut
        StackPane place = shown(dir, "cut.png");
        String words = ShownWindow.onFx(() -> place.getChildren().get(0) instanceof Label l ? l.getText() : "shown");
        assertTrue(
                words.startsWith(
                        "(picture not shown: " + dir.resolve("cut.png") + ":0: image 'cut.png' cannot be " + "decoded"),
                words);
    }

    /** Issue 32: the refused picture's words are in the window's language. */
    @Test
    void aPictureBombIsRefusedInTheWindowsLanguage(@TempDir Path dir) throws Exception {
        Files.write(dir.resolve("bomb.png"), TestPictures.bomb(20_000, 20_000));
        UiWords.use(Locale.forLanguageTag("es"));
        try {
            StackPane place = shown(dir, "bomb.png");
            String words = ShownWindow.onFx(() -> ((Label) place.getChildren().get(0)).getText());
            assertEquals(
                    "(imagen no mostrada: " + dir.resolve("bomb.png") + ":0: la imagen 'bomb.png' mide 20.000 x 20.000"
                            + " píxeles, y una imagen puede medir como mucho 4.096 x 4.096 píxeles; hágala más pequeña)",
                    words);
        } finally {
            UiWords.use(Locale.ENGLISH);
        }
    }
}
