package bouncelab.ui.yours;

import bouncelab.io.file.AtomicFile;
import bouncelab.io.file.SafeRead;
import bouncelab.ui.common.UiWords;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;
import java.util.function.Consumer;
import org.jspecify.annotations.Nullable;

/**
 * Keeps what the student types on the Your test tab in {@value #FILE}, in the app's data folder, a moment after
 * each edit, and puts it back in the editor at the next start, compiled, so that algorithm 6 comes back too. It is
 * the student's work: unlike the shot's recovery copy it survives a clean quit as well as a crash.
 *
 * <p>Writing is left to {@code later}, which the window makes wait a second (a burst of typing is written once);
 * tests run it at once. The untouched starter (or an empty editor) is nothing of the student's: the file goes.
 */
public final class YoursKeeper {
    public static final String FILE = "your-test.txt";
    /**
     * The most read back: far more than a test may be ({@code StudentSource.MAX_BYTES}), so that a test too long to
     * compile still comes back for its student to shorten.
     */
    static final long MAX_READ = 16L << 20;

    private final YoursModel model;
    private final Path file;
    private final Consumer<Runnable> later;
    private final Consumer<String> error;
    /** What the file holds now (null: no file), so an unchanged text is not written again. */
    private @Nullable String kept;

    private boolean pending;
    private boolean failed;

    /**
     * @param folder the app's own data folder (the recovery copy's), made when first written
     * @param error  told, once until a write works again, when the test cannot be kept or read back
     */
    public YoursKeeper(YoursModel model, Path folder, Consumer<Runnable> later, Consumer<String> error) {
        this.model = model;
        this.file = folder.resolve(FILE);
        this.later = later;
        this.error = error;
    }

    public Path file() {
        return file;
    }

    /**
     * Puts the kept test back in the editor and compiles it, unless the editor already holds the student's own
     * text; from then on keeps each edit. Call once, on the FX thread.
     */
    public void start() {
        String text = read();
        kept = text;
        if (text != null && !text.isBlank() && model.sourceToKeep() == null) {
            model.restore(text, null);
        }
        model.sourceProperty().addListener((o, was, now) -> {
            pending = true;
            later.accept(this::flush);
        });
    }

    /** Writes the editor's text now, if an edit is waiting (the window calls this too as it closes). */
    public void flush() {
        if (!pending) {
            return;
        }
        pending = false;
        String text = model.sourceToKeep();
        if (Objects.equals(text, kept)) {
            return;
        }
        try {
            if (text == null) {
                Files.deleteIfExists(file);
            } else {
                AtomicFile.writeString(file, text);
            }
            kept = text;
            failed = false;
        } catch (IOException | RuntimeException e) {
            if (!failed) {
                error.accept(UiWords.messages(
                        "yours.cannotKeep",
                        file,
                        e instanceof IOException io ? SafeRead.why(io) : String.valueOf(e.getMessage())));
            }
            failed = true;
        }
    }

    /** The kept text, or null when there is none; one that cannot be read is said once and left where it is. */
    private @Nullable String read() {
        if (!Files.exists(file)) {
            return null;
        }
        try {
            return SafeRead.text(file, file.toString(), MAX_READ);
        } catch (SafeRead.Refused e) {
            // left as it is until the student types: the starter never writes over it
            error.accept(
                    UiWords.messages("yours.cannotReadBack", UiWords.words().line(e)));
            return null;
        }
    }
}
