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
        assertTrue(
                windows.command().get(0).endsWith("java.exe"), windows.command().toString());
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

    /** The Java it starts dumps the listed classes; the next start maps them and runs from the archive. */
    @Test
    void theJavaItStartsMakesAnArchiveTheNextStartMaps() throws Exception {
        ClassArchive archive = installed();
        Process making = archive.start();
        assertTrue(making.waitFor(120, TimeUnit.SECONDS), "made within two minutes");
        assertEquals(0, making.exitValue());
        assertTrue(Files.size(archive.archive()) > 0);
        assertFalse(archive.wanted(), "made once");

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
