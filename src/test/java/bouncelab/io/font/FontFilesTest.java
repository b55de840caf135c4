package bouncelab.io.font;

import bouncelab.io.font.BundledFonts.Face;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.Arrays;
import java.util.Map;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The faces as files JavaFX reads in place: from a jar, copied once into the app's folder and found there at the
 * next start; from a build's folder, the resources themselves; never an error where no file can be had.
 */
class FontFilesTest {
    @TempDir
    Path dir;

    /** A jar holding the faces, as the app's does, and a class loader that sees only it. */
    private URLClassLoader jarWithTheFaces() throws IOException {
        Path jar = dir.resolve("app.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
            for (Face face : Face.values()) {
                out.putNextEntry(new JarEntry(face.resource().substring(1)));
                out.write(BundledFonts.bytes(face));
                out.closeEntry();
            }
        }
        return new URLClassLoader(new URL[] {jar.toUri().toURL()}, null);
    }

    @Test
    void fromAJarEachFaceIsCopiedOnceThenFoundAtTheNextStart() throws IOException {
        Path folder = dir.resolve("fonts");
        try (URLClassLoader loader = jarWithTheFaces()) {
            Map<Face, Path> first = FontFiles.of(folder, loader);
            assertEquals(Face.values().length, first.size(), "every face has its file");
            FileTime longAgo = FileTime.fromMillis(0);
            for (Face face : Face.values()) {
                Path copy = first.get(face);
                assertEquals(folder, copy.getParent());
                String file = face.resource().substring(face.resource().lastIndexOf('/') + 1);
                assertTrue(
                        copy.getFileName().toString().matches("[0-9a-f]{8}-[0-9]+-" + Pattern.quote(file)),
                        "named for the entry's checksum and size: " + copy.getFileName());
                assertArrayEquals(BundledFonts.bytes(face), Files.readAllBytes(copy), face + ": the face itself");
                Files.setLastModifiedTime(copy, longAgo);
            }
            Map<Face, Path> second = FontFiles.of(folder, loader);
            assertEquals(first, second, "the same files");
            for (Path copy : second.values()) {
                assertEquals(longAgo, Files.getLastModifiedTime(copy), copy + " was not written again");
            }
            try (var left = Files.list(folder)) {
                assertEquals(Face.values().length, left.count(), "no temporary file left beside them");
            }
        }
    }

    @Test
    void aCopyCutShortIsWrittenAgain() throws IOException {
        Path folder = dir.resolve("fonts");
        try (URLClassLoader loader = jarWithTheFaces()) {
            Path copy = FontFiles.of(folder, loader).get(Face.SANS_BOLD);
            byte[] whole = Files.readAllBytes(copy);
            Files.write(copy, Arrays.copyOf(whole, whole.length / 2)); // a start killed midway, by another route
            assertEquals(copy, FontFiles.of(folder, loader).get(Face.SANS_BOLD));
            assertArrayEquals(whole, Files.readAllBytes(copy));
        }
    }

    @Test
    void aFolderThatCannotBeWrittenGivesNoFileAndNoError() throws IOException {
        Path notAFolder = Files.writeString(dir.resolve("fonts"), "a file where the folder would be");
        try (URLClassLoader loader = jarWithTheFaces()) {
            assertTrue(FontFiles.of(notAFolder, loader).isEmpty(), "their bytes are loaded instead");
        }
        assertEquals("a file where the folder would be", Files.readString(notAFolder));
    }

    @Test
    void anotherVersionsCopiesGoWhenThisOnesAreWrittenAndNothingElseDoes() throws IOException {
        Path folder = Files.createDirectories(dir.resolve("fonts"));
        Path older = Files.writeString(folder.resolve("0badf00d-5-DejaVuSans.ttf"), "older");
        Path notOurs = Files.writeString(folder.resolve("notes.txt"), "the user's");
        try (URLClassLoader loader = jarWithTheFaces()) {
            FontFiles.of(folder, loader);
        }
        assertFalse(Files.exists(older));
        assertTrue(Files.exists(notOurs));
    }

    @Test
    void fromABuildsFolderTheResourcesThemselvesAreUsedAndNothingIsWritten() {
        Path folder = dir.resolve("fonts");
        Map<Face, Path> files = FontFiles.of(folder, FontFilesTest.class.getClassLoader()); // target/classes
        assertEquals(Face.values().length, files.size());
        files.forEach((face, file) ->
                assertTrue(file.toString().replace('\\', '/').endsWith(face.resource()), face + " at " + file));
        assertFalse(Files.exists(folder));
    }

    @Test
    void forgetRemovesACopyAndNeverAnotherFile() throws IOException {
        Path copy = Files.writeString(dir.resolve(FontFiles.copyName(0xabcL, 3, Face.MONO_REGULAR)), "bad");
        Path other = Files.writeString(dir.resolve("DejaVuSans.ttf"), "someone's");
        FontFiles.forget(copy);
        FontFiles.forget(other);
        assertFalse(Files.exists(copy));
        assertTrue(Files.exists(other));
    }
}
