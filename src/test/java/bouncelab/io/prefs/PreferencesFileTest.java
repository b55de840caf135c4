package bouncelab.io.prefs;

import bouncelab.core.trace.Overlay;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** The preferences file, without a window: what is written reads back, and a broken file gives defaults. */
class PreferencesFileTest {

    @Test
    void whatIsSavedReadsBackAndNoTemporaryFileIsLeft(@TempDir Path dir) throws IOException {
        PreferencesFile file = new PreferencesFile(dir.resolve("sub").resolve("preferences.properties"));
        Preferences p = new Preferences(
                Theme.HIGH_CONTRAST,
                new FontSize(22),
                "06-tunnelling",
                EnumSet.of(Overlay.PATH, Overlay.TUNNEL, Overlay.LABELS));
        file.save(p);
        PreferencesFile.Loaded back = file.load();
        assertEquals(p, back.preferences());
        assertEquals(List.of(), back.problems());
        String text = Files.readString(file.path());
        assertTrue(text.contains("theme=high-contrast\n"), text);
        assertTrue(text.contains("font.size=22\n"), text);
        assertTrue(text.contains("overlays=path,tunnel,labels\n"), text);
        try (Stream<Path> files = Files.list(file.path().getParent())) {
            assertEquals(List.of(file.path()), files.toList(), "only the file itself");
        }
    }

    @Test
    void theLanguageChosenIsRememberedAndNoneIsTheSystems(@TempDir Path dir) throws IOException {
        PreferencesFile file = new PreferencesFile(dir.resolve("p.properties"));
        file.save(Preferences.DEFAULTS.withLanguage("es"));
        assertTrue(Files.readString(file.path()).contains("language=es\n"));
        assertEquals("es", file.load().preferences().language());
        file.save(Preferences.DEFAULTS.withLanguage(null));
        assertFalse(Files.readString(file.path()).contains("language"));
        assertEquals(null, file.load().preferences().language());
    }

    @Test
    void theLessonsDividerIsRememberedAndNoneLeavesItToTheWindow(@TempDir Path dir) throws IOException {
        PreferencesFile file = new PreferencesFile(dir.resolve("p.properties"));
        file.save(Preferences.DEFAULTS.withLessonShare(0.3456));
        assertTrue(Files.readString(file.path()).contains("lessons.share=0.346\n"));
        assertEquals(0.346, file.load().preferences().lessonShare());
        file.save(Preferences.DEFAULTS);
        assertFalse(Files.readString(file.path()).contains("lessons.share"));
        assertTrue(Double.isNaN(file.load().preferences().lessonShare()));
    }

    @Test
    void theWorkingsDividerIsRememberedBesideTheLessons(@TempDir Path dir) throws IOException {
        PreferencesFile file = new PreferencesFile(dir.resolve("p.properties"));
        file.save(Preferences.DEFAULTS.withLessonShare(0.3).withWorkingShare(0.2222));
        assertTrue(Files.readString(file.path()).contains("lessons.share=0.3\nworking.share=0.222\n"));
        assertEquals(0.222, file.load().preferences().workingShare());
        assertEquals(0.3, file.load().preferences().lessonShare());
        file.save(Preferences.DEFAULTS);
        assertFalse(Files.readString(file.path()).contains("working.share"));
        assertTrue(Double.isNaN(file.load().preferences().workingShare()));
        Files.writeString(file.path(), "working.share=0.9\n");
        assertEquals(
                List.of("working.share '0.9' is not a number from 0.1 to 0.6"),
                file.load().problems());
    }

    /** A divider that is not a share, or one that would hide the court: forgotten, said in one line, the rest kept. */
    @Test
    void aBadDividerIsNamedInOneLineAndTheRestIsKept(@TempDir Path dir) throws IOException {
        for (String bad : List.of("wide", "0.95", "NaN", "-1")) {
            Path f = dir.resolve("p.properties");
            Files.writeString(f, "theme=dark\nlessons.share=" + bad + "\n");
            PreferencesFile file = new PreferencesFile(f);
            PreferencesFile.Loaded l = file.load();
            assertEquals(Theme.DARK, l.preferences().theme(), bad);
            assertTrue(Double.isNaN(l.preferences().lessonShare()), bad);
            assertEquals(List.of("lessons.share '" + bad + "' is not a number from 0.1 to 0.6"), l.problems());
            String notice = file.notice(l);
            assertFalse(notice.contains("\n"), notice);
            assertTrue(notice.contains(f.toString()) && notice.contains("lessons.share"), notice);
        }
    }

    @Test
    void noOverlaysOnIsRememberedAsNone(@TempDir Path dir) throws IOException {
        PreferencesFile file = new PreferencesFile(dir.resolve("p.properties"));
        file.save(Preferences.DEFAULTS.withOverlays(Set.of()));
        assertEquals(Set.of(), file.load().preferences().overlays());
    }

    @Test
    void aMissingFileIsTheDefaultsWithoutComplaint(@TempDir Path dir) {
        PreferencesFile.Loaded l = new PreferencesFile(dir.resolve("none.properties")).load();
        assertEquals(Preferences.DEFAULTS, l.preferences());
        assertEquals(List.of(), l.problems());
    }

    @Test
    void badValuesFallBackToTheirDefaultsAndAreNamed(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("p.properties");
        Files.writeString(
                f,
                "theme=purple\nfont.size=huge\nlesson.last=03-pythagoras-straight-on\n"
                        + "overlays=path,sparkles\ncolour=red\n");
        PreferencesFile.Loaded l = new PreferencesFile(f).load();
        assertEquals(
                new Preferences(Theme.LIGHT, FontSize.DEFAULT, "03-pythagoras-straight-on", Overlay.defaults()),
                l.preferences());
        assertEquals(4, l.problems().size(), l.problems().toString());
        assertTrue(l.problems().get(0).contains("theme 'purple'"), l.problems().get(0));
        assertTrue(
                l.problems().get(1).contains("font.size 'huge'"), l.problems().get(1));
        assertTrue(l.problems().get(2).contains("sparkles"), l.problems().get(2));
        assertTrue(l.problems().get(3).contains("colour"), l.problems().get(3));
    }

    /**
     * A file with one bad value was rewritten at the next save with what the window uses: the user's comment and a
     * key the app does not know were gone, and no copy kept. The file as written is now copied beside it first.
     */
    @Test
    void aFileWithABadValueIsKeptAsWrittenBeforeTheNextSaveReplacesIt(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("p.properties");
        String written = "# my note\ntheme=darkk\nfont.size=15\ncolour=blue\n";
        Files.writeString(f, written);
        PreferencesFile file = new PreferencesFile(f);
        PreferencesFile.Loaded l = file.load();
        Path copy = dir.resolve("p.properties.bad");
        assertEquals(copy, l.copiedAs());
        assertEquals(written, Files.readString(copy));
        assertTrue(file.notice(l).endsWith("the file as it was is kept as p.properties.bad."), file.notice(l));
        file.save(l.preferences());
        assertEquals(written, Files.readString(copy), "the save replaces the file, not the copy");
        assertEquals(List.of(), file.load().problems());
    }

    @Test
    void aFileThatIsNotTextGivesTheDefaults(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("p.properties");
        Files.write(f, new byte[] {(byte) 0xff, (byte) 0xfe, 0, 1, (byte) 0xc3, 0x28, 10});
        PreferencesFile.Loaded l = new PreferencesFile(f).load();
        assertEquals(Preferences.DEFAULTS, l.preferences());
        assertEquals(List.of("it is not text (UTF-8)"), l.problems());
    }

    @Test
    void aMalformedEscapeGivesTheDefaultsAndTheFileIsSetAside(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("p.properties");
        Files.writeString(f, "theme=dark\nfont.size=\\uZZZZ\n");
        PreferencesFile.Loaded l = new PreferencesFile(f).load();
        assertEquals(Preferences.DEFAULTS, l.preferences());
        assertTrue(
                l.problems().get(0).startsWith("it is not a properties file"),
                l.problems().toString());
        assertEquals(dir.resolve("p.properties.bad"), l.setAsideAs());
        assertEquals("theme=dark\nfont.size=\\uZZZZ\n", Files.readString(l.setAsideAs()), "the user's file, kept");
        assertFalse(Files.exists(f));
    }

    /** A named pipe would block its reader in open() until a writer came: refused before it is opened. */
    @Test
    void aNamedPipeAsPreferencesGivesTheDefaultsInOneLineWithoutBlocking(@TempDir Path dir) throws Exception {
        Path f = dir.resolve(PreferencesFile.FILE_NAME);
        Process p;
        try {
            p = new ProcessBuilder("mkfifo", f.toString()).start();
        } catch (IOException e) {
            assumeTrue(false, "no mkfifo here");
            return;
        }
        assumeTrue(p.waitFor() == 0, "mkfifo failed");
        PreferencesFile file = new PreferencesFile(f);
        PreferencesFile.Loaded l = file.load();
        assertEquals(Preferences.DEFAULTS, l.preferences());
        String notice = file.notice(l);
        assertEquals(1, notice.lines().count(), notice);
        assertTrue(
                notice.startsWith("Preferences file " + f + ": cannot read the file: it is not an ordinary file"),
                notice);
        assertTrue(notice.contains("set aside as preferences.properties.bad") && notice.contains("defaults"), notice);
        assertFalse(Files.exists(f, LinkOption.NOFOLLOW_LINKS), "the pipe is out of the way");
        // the next save writes an ordinary file in its place
        file.save(Preferences.DEFAULTS.withTheme(Theme.DARK));
        assertEquals(Theme.DARK, file.load().preferences().theme());
    }

    /** A link to /dev/zero never ends: read whole it took 5.6 GB and the app died of it. */
    @Test
    void aLinkToDevZeroAsPreferencesGivesTheDefaultsInOneLine(@TempDir Path dir) throws IOException {
        assumeTrue(Files.exists(Path.of("/dev/zero")), "no /dev/zero here");
        Path f = Files.createSymbolicLink(dir.resolve(PreferencesFile.FILE_NAME), Path.of("/dev/zero"));
        PreferencesFile file = new PreferencesFile(f);
        PreferencesFile.Loaded l = file.load();
        assertEquals(Preferences.DEFAULTS, l.preferences());
        assertTrue(file.notice(l).contains(": cannot read the file: it is not an ordinary file"), file.notice(l));
        assertTrue(Files.isSymbolicLink(dir.resolve("preferences.properties.bad")), "the link itself set aside");
        assertFalse(Files.exists(f, LinkOption.NOFOLLOW_LINKS));
    }

    @Test
    void aFilePastTheCapIsNotRead(@TempDir Path dir) throws IOException {
        Path f = dir.resolve(PreferencesFile.FILE_NAME);
        Files.write(f, new byte[(int) PreferencesFile.MAX_BYTES + 1]);
        PreferencesFile file = new PreferencesFile(f);
        PreferencesFile.Loaded l = file.load();
        assertEquals(Preferences.DEFAULTS, l.preferences());
        assertTrue(
                file.notice(l).contains("it is 65,537 bytes, and a file may be at most 65,536 bytes"), file.notice(l));
    }

    @Test
    void theDirectoryCanBeChosenBySystemProperty(@TempDir Path dir) {
        String was = System.getProperty(PreferencesFile.DIR_PROPERTY);
        try {
            System.setProperty(PreferencesFile.DIR_PROPERTY, dir.toString());
            assertEquals(
                    dir.resolve(PreferencesFile.FILE_NAME),
                    PreferencesFile.inUserDir().path());
        } finally {
            if (was == null) {
                System.clearProperty(PreferencesFile.DIR_PROPERTY);
            } else {
                System.setProperty(PreferencesFile.DIR_PROPERTY, was);
            }
        }
    }

    @Test
    void fontSizesStepThroughTheStylesheetsClassesOnly() {
        assertEquals(new FontSize(16), FontSize.DEFAULT.larger());
        assertEquals(new FontSize(12), new FontSize(12).smaller());
        assertEquals(new FontSize(28), new FontSize(28).larger());
        assertEquals(new FontSize(24), FontSize.DEFAULT.forPresentation());
        assertEquals(new FontSize(26), new FontSize(22).forPresentation());
        assertEquals(new FontSize(28), new FontSize(28).forPresentation());
        assertThrows(IllegalArgumentException.class, () -> new FontSize(15));
    }
}
