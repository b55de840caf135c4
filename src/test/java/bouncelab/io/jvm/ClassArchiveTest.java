package bouncelab.io.jvm;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

/**
 * The installed app's class archive made on its first start: only under the installed launcher, only when missing,
 * empty or older than the jar, only where it can be written; and the Java it starts makes one that Java maps.
 */
class ClassArchiveTest {
    @TempDir
    Path dir;

    /** An installed app's folder: its jar, its class list, and a runtime whose java is this test's own. */
    private ClassArchive installed() throws IOException {
        Path jar = dir.resolve(ClassArchive.JAR);
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar));
                InputStream probe = ArchiveProbe.class.getResourceAsStream("ArchiveProbe.class")) {
            out.putNextEntry(new JarEntry("bouncelab/io/jvm/ArchiveProbe.class"));
            probe.transferTo(out);
            out.closeEntry();
        }
        Files.writeString(dir.resolve(ClassArchive.CLASS_LIST), "bouncelab/io/jvm/ArchiveProbe\n");
        Path java = Path.of(System.getProperty("java.home"), "bin", isWindows() ? "java.exe" : "java");
        return new ClassArchive(dir, java);
    }

    private static boolean isWindows() {
        return System.getProperty("os.name", "").startsWith("Windows");
    }

    @Test
    void onlyTheInstalledLaunchersJavaHasAnArchiveToMake() {
        String jar = Path.of("app", ClassArchive.JAR).toAbsolutePath().toString();
        assertTrue(ClassArchive.of("/opt/bounce-lab/bin/bounce-lab", jar, "/opt/runtime", "Linux")
                .isPresent());
        assertFalse(ClassArchive.of(null, jar, "/opt/runtime", "Linux").isPresent(), "java -jar");
        assertFalse(
                ClassArchive.of("x", jar + java.io.File.pathSeparator + "other.jar", "/r", "Linux")
                        .isPresent(),
                "a class path of several entries is not the installed app's");
        assertFalse(ClassArchive.of("x", "target/classes", "/r", "Linux").isPresent(), "mvn javafx:run");
        ClassArchive windows = ClassArchive.of("C:\\bounce-lab\\bounce-lab.exe", jar, "runtime", "Windows 11")
                .orElseThrow();
        Path into = Path.of("app", "into.tmp");
        assertTrue(windows.command(into).get(0).endsWith("java.exe"), "no nice on Windows: " + windows.command(into));
        ClassArchive linux = ClassArchive.of("/opt/bounce-lab/bin/bounce-lab", jar, "/opt/runtime", "Linux")
                .orElseThrow();
        List<String> command = linux.command(into);
        int at = command.indexOf(Path.of("/opt/runtime", "bin", "java").toString());
        assertTrue(at == 0 || command.subList(0, at).equals(List.of("/usr/bin/nice", "-n", "10")), command.toString());
        assertEquals(
                List.of(
                        "-Xshare:dump",
                        "-XX:SharedClassListFile="
                                + Path.of("app", ClassArchive.CLASS_LIST).toAbsolutePath(),
                        "-XX:SharedArchiveFile=" + into,
                        "-cp",
                        jar),
                command.subList(at + 1, command.size()));
    }

    @Test
    void itIsWantedWhenMissingEmptyOrOlderThanTheJar() throws IOException {
        ClassArchive archive = installed();
        assertTrue(archive.wanted(), "missing");
        Files.writeString(archive.archive(), "");
        assertTrue(archive.wanted(), "empty");
        Files.writeString(archive.archive(), "an archive");
        Path jar = dir.resolve(ClassArchive.JAR);
        Instant made = Files.getLastModifiedTime(jar).toInstant();
        Files.setLastModifiedTime(archive.archive(), FileTime.from(made.plusSeconds(60)));
        assertFalse(archive.wanted(), "made after the jar");
        Files.setLastModifiedTime(archive.archive(), FileTime.from(made.minusSeconds(60)));
        assertTrue(archive.wanted(), "made for an older jar (an upgrade)");
    }

    @Test
    void itIsNotWantedWithoutWhatMakingItNeeds() throws IOException {
        ClassArchive archive = installed();
        Files.delete(dir.resolve(ClassArchive.CLASS_LIST));
        assertFalse(archive.wanted(), "no class list");
        installed();
        assertFalse(new ClassArchive(dir, dir.resolve("no-java")).wanted(), "no runtime");
    }

    /**
     * A dump that fails leaves no archive and no file of its own; a dump's file left by an app that ended before it
     * is removed by the next start, and one being written by another start now is left to it.
     */
    @Test
    void aFailedDumpLeavesNothingAndLeftoversAreRemoved() throws Exception {
        assumeFalse(isWindows(), "a Java that fails: /bin/false");
        installed();
        Path left = dir.resolve(ClassArchive.ARCHIVE + ".1-1" + ClassArchive.TMP);
        Path writing = dir.resolve(ClassArchive.ARCHIVE + ".2-2" + ClassArchive.TMP);
        Files.writeString(left, "half");
        Files.writeString(writing, "half");
        Files.setLastModifiedTime(
                left, FileTime.from(Instant.now().minus(ClassArchive.LEFT_OVER).minusSeconds(60)));
        ClassArchive failing = new ClassArchive(dir, Path.of("/bin/false"));
        assertFalse(failing.start().get(60, TimeUnit.SECONDS), "nothing made");
        assertFalse(Files.exists(failing.archive()));
        assertFalse(Files.exists(left), "an old leftover is removed");
        assertTrue(Files.exists(writing), "another start's dump in progress is left alone");
        try (var files = Files.list(dir)) {
            assertEquals(
                    1,
                    files.filter(f -> f.toString().endsWith(ClassArchive.TMP)).count(),
                    "its own removed too");
        }
    }

    @Test
    void itIsNotWantedWhereThisUserMayNotWrite() throws IOException {
        ClassArchive archive = installed();
        assumeFalse(isWindows(), "POSIX permissions");
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("r-xr-xr-x"));
        try {
            assumeFalse(Files.isWritable(dir), "the administrator may write anywhere");
            assertFalse(archive.wanted());
        } finally {
            Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
    }

    /**
     * The Java it starts dumps the listed classes into a file of its own, moved into place once whole; the next start
     * maps them and runs from the archive.
     */
    @Test
    void theJavaItStartsMakesAnArchiveTheNextStartMaps() throws Exception {
        ClassArchive archive = installed();
        assertTrue(archive.start().get(120, TimeUnit.SECONDS), "made within two minutes");
        assertTrue(Files.size(archive.archive()) > 0);
        assertFalse(archive.wanted(), "made once");
        Path jar = dir.resolve(ClassArchive.JAR);
        Files.setLastModifiedTime(jar, FileTime.from(Instant.now().plusSeconds(60))); // a newer version installed
        assertTrue(archive.wanted(), "made again for the new jar");
        assertTrue(archive.start().get(120, TimeUnit.SECONDS), "made over the old, read-only one");
        try (var files = Files.list(dir)) {
            assertTrue(files.noneMatch(f -> f.toString().endsWith(ClassArchive.TMP)), "no dump's file left");
        }

        List<String> run = new ArrayList<>(List.of(
                archive.java().toString(),
                "-XX:SharedArchiveFile=" + archive.archive(),
                "-Xshare:on", // refuses to start if the archive cannot be mapped
                "-Xlog:class+load=info",
                "-cp",
                dir.resolve(ClassArchive.JAR).toString(),
                "bouncelab.io.jvm.ArchiveProbe"));
        Process p = new ProcessBuilder(run).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), out);
        assertTrue(out.contains("probe ran"), out);
        assertTrue(
                out.lines().anyMatch(l -> l.contains("bouncelab.io.jvm.ArchiveProbe source: shared objects file")),
                "the app's class comes from the archive");
    }
}
