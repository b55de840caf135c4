package bouncelab.io.font;

import bouncelab.io.file.AtomicFile;
import bouncelab.io.font.BundledFonts.Face;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * The faces as files that JavaFX reads in place. Given a stream, JavaFX writes a temporary copy of each face (3.8 MB
 * in all) at every start and deletes it as Java ends, so a Java ended by force (Task Manager, a crash, a power cut)
 * leaves its copies in the system's temporary folder for good. From a folder of the build, the resources are files
 * already; from a jar, each face is copied once into a folder of the app's own, named for the jar entry's checksum and
 * size, and kept for the next start.
 */
public final class FontFiles {
    /** A copy's name: the entry's CRC-32 and size, then the face's own file name. */
    private static final Pattern COPY = Pattern.compile("[0-9a-f]{8}-[0-9]+-DejaVu[A-Za-z-]*\\.ttf");

    private FontFiles() {}

    /** {@code .bounce-lab/fonts} in the home folder, beside the app's other files. */
    public static Path standardFolder() {
        return Path.of(System.getProperty("user.home"), ".bounce-lab", "fonts");
    }

    /**
     * Each face of {@code loader}'s class path as a file: the resource itself where it is one, else its copy in
     * {@code folder}, written (whole, then renamed) where it is missing or not the entry's size. A face that can have
     * no file (the folder cannot be written, the resource is neither) is left out: its bytes are loaded instead.
     * Copies of other versions of the faces are removed once this version's are written. Any thread.
     */
    public static Map<Face, Path> of(Path folder, ClassLoader loader) {
        Map<Face, Path> files = new EnumMap<>(Face.class);
        Map<Path, ZipFile> jars = new HashMap<>(); // each opened once: its index lists 17,000 entries
        boolean wrote = false;
        try {
            for (Face face : Face.values()) {
                String name = face.resource().substring(1);
                URL url = loader.getResource(name);
                if (url == null) {
                    continue; // its bytes are missing too: loading them says so
                }
                try {
                    if (url.getProtocol().equals("file")) {
                        files.put(face, Path.of(url.toURI()));
                    } else if (url.openConnection() instanceof JarURLConnection c) {
                        Path jarPath = Path.of(c.getJarFileURL().toURI());
                        ZipFile jar = jars.get(jarPath);
                        if (jar == null) {
                            jar = new ZipFile(jarPath.toFile());
                            jars.put(jarPath, jar);
                        }
                        ZipEntry entry = jar.getEntry(name);
                        if (entry == null) {
                            continue;
                        }
                        Path copy = folder.resolve(copyName(entry.getCrc(), entry.getSize(), face));
                        if (!Files.isRegularFile(copy) || Files.size(copy) != entry.getSize()) {
                            write(jar, entry, copy);
                            wrote = true;
                        }
                        files.put(face, copy);
                    }
                } catch (IOException | URISyntaxException | RuntimeException e) {
                    // no file for this face: its bytes are loaded instead, as they always could be
                }
            }
        } finally {
            for (ZipFile jar : jars.values()) {
                try {
                    jar.close();
                } catch (IOException e) {
                    // read already
                }
            }
        }
        if (wrote) {
            removeOthers(folder, files);
        }
        return files;
    }

    static String copyName(long crc, long size, Face face) {
        String file = face.resource().substring(face.resource().lastIndexOf('/') + 1);
        return String.format(Locale.ROOT, "%08x-%d-%s", crc, size, file);
    }

    /** Removes a copy JavaFX could not read, so that the next start writes it again; quietly. */
    public static void forget(Path copy) {
        try {
            if (COPY.matcher(copy.getFileName().toString()).matches()) {
                Files.deleteIfExists(copy);
            }
        } catch (IOException e) {
            // kept, and read as bytes again next time: nothing is lost
        }
    }

    /** Whole or not at all ({@link AtomicFile}): another start of the app may be reading the folder now. */
    private static void write(ZipFile jar, ZipEntry entry, Path copy) throws IOException {
        AtomicFile.write(copy, out -> {
            try (InputStream in = jar.getInputStream(entry)) {
                in.transferTo(out);
            }
        });
    }

    /** The copies of faces this version does not ship (an older app's); one still open elsewhere stays. */
    private static void removeOthers(Path folder, Map<Face, Path> kept) {
        Set<Path> keep = new HashSet<>(kept.values());
        try (DirectoryStream<Path> all = Files.newDirectoryStream(folder)) {
            for (Path p : all) {
                String name = p.getFileName().toString();
                if (!keep.contains(p) && COPY.matcher(name).matches()) {
                    Files.deleteIfExists(p);
                }
            }
        } catch (IOException | UncheckedIOException e) {
            // left for another start: they are only disk space
        }
    }
}
