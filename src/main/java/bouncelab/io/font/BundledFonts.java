package bouncelab.io.font;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.jspecify.annotations.Nullable;

/**
 * The families the app draws its text in, and the files that hold them. Everything that names a font names one of
 * these two constants (the stylesheet spells them out and a test holds it to them).
 *
 * <p>Why DejaVu: the layouts were tuned to its widths; its 0 and O, 1, l and I differ at a glance on a projector at
 * the back of a room; it has every sign the working shows (−, →, √, ², ½, ≤); and its licence lets the files ship
 * inside the app. The files are Debian's fonts-dejavu-core 2.37, the ones the screenshots were first drawn with.
 */
public final class BundledFonts {
    /** The family of every word of the window, the court's labels and the worksheet. */
    public static final String SANS = "DejaVu Sans";
    /** The family of numbers in columns, the inspector's working and the code editor. */
    public static final String MONO = "DejaVu Sans Mono";

    private static final String FOLDER = "/bouncelab/fonts/";

    /** One file: a family in one weight and slant. */
    public enum Face {
        SANS_REGULAR(SANS, false, false, "DejaVuSans.ttf"),
        SANS_BOLD(SANS, true, false, "DejaVuSans-Bold.ttf"),
        SANS_OBLIQUE(SANS, false, true, "DejaVuSans-Oblique.ttf"),
        SANS_BOLD_OBLIQUE(SANS, true, true, "DejaVuSans-BoldOblique.ttf"),
        MONO_REGULAR(MONO, false, false, "DejaVuSansMono.ttf"),
        MONO_BOLD(MONO, true, false, "DejaVuSansMono-Bold.ttf"),
        MONO_OBLIQUE(MONO, false, true, "DejaVuSansMono-Oblique.ttf"),
        MONO_BOLD_OBLIQUE(MONO, true, true, "DejaVuSansMono-BoldOblique.ttf");

        private final String family;
        private final boolean bold;
        private final boolean oblique;
        private final String file;

        Face(String family, boolean bold, boolean oblique, String file) {
            this.family = family;
            this.bold = bold;
            this.oblique = oblique;
            this.file = file;
        }

        public String family() {
            return family;
        }

        public boolean bold() {
            return bold;
        }

        public boolean oblique() {
            return oblique;
        }

        /** Its class-path resource, e.g. {@code /bouncelab/fonts/DejaVuSans.ttf}. */
        public String resource() {
            return FOLDER + file;
        }

        /** The file's bytes as a stream; the caller closes it. A jar without it is broken, not the user's fault. */
        public InputStream open() {
            InputStream in = BundledFonts.class.getResourceAsStream(resource());
            if (in == null) {
                throw new UncheckedIOException(new IOException("the app's font " + resource() + " is missing"));
            }
            return in;
        }
    }

    /** The licence the files come with, beside them in the jar. */
    public static final String LICENCE = FOLDER + "LICENSE-DejaVu.txt";

    /**
     * Where one face is loaded from: its file, read in place ({@link FontFiles}), or its bytes where no file could be
     * had. Exactly one of the two is set.
     */
    public record Source(@Nullable Path file, byte @Nullable [] bytes) {}

    /** Every face's source being found by {@link #readEarly()}, until {@link #readAll()} takes them. */
    private static @Nullable CompletableFuture<Map<Face, Source>> early;

    private BundledFonts() {}

    /**
     * Starts finding every face's file (the first start from a jar copies them out, 3.8 MB; later ones find the
     * copies) on a thread of its own, so the window's start does not wait for it: JavaFX's toolkit starts meanwhile
     * on the other core.
     */
    public static synchronized void readEarly() {
        if (early == null) {
            CompletableFuture<Map<Face, Source>> f = new CompletableFuture<>();
            Thread t = new Thread(
                    () -> {
                        try {
                            f.complete(read());
                        } catch (RuntimeException | Error e) {
                            f.completeExceptionally(e);
                        }
                    },
                    "early-fonts");
            t.setDaemon(true); // never holds the app open
            t.start();
            early = f;
        }
    }

    /** Every face's source: those begun by {@link #readEarly()} (taken once, then let go), else found now. */
    public static Map<Face, Source> readAll() {
        CompletableFuture<Map<Face, Source>> f;
        synchronized (BundledFonts.class) {
            f = early;
            early = null;
        }
        if (f == null) {
            return read();
        }
        try {
            return f.join();
        } catch (CompletionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r; // as read() would have thrown it here
            }
            throw e;
        }
    }

    /** One face's bytes, read now from the class path. */
    public static byte[] bytes(Face face) {
        try (InputStream in = face.open()) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Map<Face, Source> read() {
        Map<Face, Path> files = FontFiles.of(FontFiles.standardFolder(), BundledFonts.class.getClassLoader());
        Map<Face, Source> sources = new EnumMap<>(Face.class);
        for (Face face : Face.values()) {
            Path file = files.get(face);
            sources.put(face, file != null ? new Source(file, null) : new Source(null, bytes(face)));
        }
        return sources;
    }
}
