package bouncelab.ui.lesson;

import bouncelab.io.file.SafeRead;
import bouncelab.io.refusal.Refusal;
import bouncelab.lessons.Block;
import bouncelab.lessons.LessonFolder;
import bouncelab.lessons.LessonPictures;
import bouncelab.ui.common.Background;
import bouncelab.ui.common.Styles;
import bouncelab.ui.common.Tips;
import bouncelab.ui.common.UiWords;
import java.io.ByteArrayInputStream;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.image.Image;
import javafx.scene.image.ImageView;
import javafx.scene.layout.StackPane;
import org.jspecify.annotations.Nullable;

/**
 * A lesson's picture in its text: read and decoded on a thread of its own, never the FX thread (a picture is
 * checked against its caps first, {@link LessonPictures}), and shown when ready. One that cannot be shown is
 * refused in words in its place, naming the file; the lesson goes on.
 */
final class LessonPicture {
    static final double WIDTH = 320;
    /** One daemon thread: pictures come one after another, and a closing window never waits for one. */
    private static final ExecutorService DECODER = Background.serial("lesson-pictures");

    private final StackPane place = new StackPane();
    private final CompletableFuture<Void> shown = new CompletableFuture<>();

    LessonPicture(LessonFolder folder, Block.Image image) {
        ImageView view = new ImageView();
        view.setPreserveRatio(true);
        view.setFitWidth(WIDTH);
        Tips.text(view, image.alt());
        place.getChildren().add(view);
        CompletableFuture.supplyAsync(() -> decode(folder, image.path()), DECODER)
                .whenComplete((img, e) -> Platform.runLater(() -> {
                    if (e == null) {
                        view.setImage(img);
                    } else {
                        refuse(e instanceof CompletionException c && c.getCause() != null ? c.getCause() : e);
                    }
                    shown.complete(null);
                }));
    }

    Node node() {
        return place;
    }

    /** Done, on the FX thread, once the picture or the words refusing it are in place. */
    CompletableFuture<Void> shown() {
        return shown;
    }

    private static Image decode(LessonFolder folder, String path) {
        byte[] bytes;
        try {
            bytes = LessonPictures.read(folder, path);
        } catch (SafeRead.Refused e) {
            throw new Unshown(UiWords.words().line(e));
        }
        Image img = new Image(new ByteArrayInputStream(bytes));
        if (img.isError()) {
            String detail =
                    img.getException() == null ? null : img.getException().getMessage();
            throw new Unshown(folder.describe(path) + ": " // the picture's file: it has no lines
                    + UiWords.words()
                            .refusal(
                                    detail == null
                                            ? Refusal.of("image.cannotDecode", path)
                                            : Refusal.of("image.cannotDecodeWhy", path, Refusal.text(detail))));
        }
        return img;
    }

    private void refuse(Throwable e) {
        String why = e instanceof Unshown
                ? e.getMessage()
                : e instanceof OutOfMemoryError
                        ? UiWords.words().refusal(Refusal.of("image.tooLargeToDecode"))
                        : String.valueOf(e.getMessage());
        Label l = new Label(UiWords.window("lesson.picture.notShown", why));
        l.setWrapText(true);
        l.setMaxWidth(WIDTH);
        l.getStyleClass().add(Styles.ERROR_MESSAGE);
        place.getChildren().setAll(l);
    }

    /** A picture refused, in one line that names its file. */
    private static final class Unshown extends RuntimeException {
        Unshown(@Nullable String message) {
            super(message, null, false, false);
        }
    }
}
