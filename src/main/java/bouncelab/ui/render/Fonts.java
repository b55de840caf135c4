package bouncelab.ui.render;

import bouncelab.io.font.BundledFonts;
import bouncelab.io.font.BundledFonts.Face;
import bouncelab.io.font.BundledFonts.Source;
import bouncelab.io.font.FontFiles;
import java.io.ByteArrayInputStream;
import java.nio.file.Path;
import java.util.Map;
import java.util.Objects;
import javafx.scene.text.Font;
import javafx.scene.text.FontPosture;
import javafx.scene.text.FontWeight;

/**
 * The app's own fonts (DejaVu Sans and Sans Mono, {@link BundledFonts}) loaded into JavaFX from the class path, once,
 * before the first scene: the window, {@code render} and the tests then draw the same letters whatever fonts the
 * machine has. JavaFX looks a family up among the fonts loaded this way before it asks the system (fontconfig on
 * Linux), so a stylesheet or {@link Font#font} naming {@link BundledFonts#SANS} gets these files even on a machine
 * with no DejaVu, or with another DejaVu, at all.
 */
public final class Fonts {
    private static boolean loaded;

    private Fonts() {}

    /**
     * Loads every face once; later calls do nothing. Each face must be loaded before the first text in its family
     * is laid out: JavaFX keeps the face it found for a family and style, even a wrong one.
     */
    public static synchronized void load() {
        if (loaded) {
            return;
        }
        Map<Face, Source> sources = BundledFonts.readAll();
        for (Face face : Face.values()) {
            Source source = Objects.requireNonNull(sources.get(face), face.name()); // every face has one
            Path file = source.file();
            Font f = file == null ? null : Font.loadFont(file.toUri().toString(), 0);
            if (file != null && (f == null || !f.getFamily().equals(face.family()))) {
                FontFiles.forget(file); // a damaged copy: the next start writes it again; this one reads the bytes
                f = null;
            }
            if (f == null) {
                byte[] bytes = source.bytes() != null ? source.bytes() : BundledFonts.bytes(face);
                f = Font.loadFont(new ByteArrayInputStream(bytes), 0);
            }
            // null: JavaFX could not read the file (or may not load fonts); a family name not the constant's would
            // mean the stylesheet and the canvas ask for a family nobody loaded
            if (f == null || !f.getFamily().equals(face.family())) {
                throw new IllegalStateException("could not load the app's font " + face.resource()
                        + (f == null ? "" : ": its family is " + f.getFamily()));
            }
        }
        loaded = true;
    }

    /** The sans family at {@code px}, regular. */
    public static Font sans(double px) {
        load();
        return Font.font(BundledFonts.SANS, FontWeight.NORMAL, FontPosture.REGULAR, px);
    }

    /** The mono family at {@code px}, regular. */
    public static Font mono(double px) {
        load();
        return Font.font(BundledFonts.MONO, FontWeight.NORMAL, FontPosture.REGULAR, px);
    }
}
