package bouncelab;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What the second Java of {@code java -jar} is given, and when there is none. */
class FastStartTest {
    private static final Path JAR = Path.of("/apps/bounce-lab.jar");
    private static final Path ARCHIVE = Path.of("/home/t/.bounce-lab/start/classes-1.jsa");

    @Test
    void anArchiveMadeIsMappedWithTheClassroomLaunchersOptionsAndTheUsersProperties() {
        assertEquals(Optional.of(List.of("/jdk/bin/java", "-Duser.language=fr", "-XX:SharedArchiveFile=" + ARCHIVE,
                "-Xshare:auto", "-Xlog:cds=off", "-XX:TieredStopAtLevel=1", "-XX:CICompilerCount=1", "-XX:+UseSerialGC",
                "-Dbouncelab.fastStart=false", "-jar", JAR.toString())),
                FastStart.command("/jdk/bin/java", List.of("-Duser.language=fr", "-jar", "bounce-lab.jar"), JAR,
                        ARCHIVE, true));
    }

    @Test
    void withoutOneTheFirstStartWritesItAsItEnds() {
        List<String> c = FastStart.command("java", List.of("-jar", "x.jar"), JAR, ARCHIVE, false).orElseThrow();
        assertTrue(c.contains("-XX:ArchiveClassesAtExit=" + ARCHIVE), c.toString());
        assertTrue(c.stream().noneMatch(a -> a.startsWith("-XX:SharedArchiveFile")), c.toString());
        assertEquals(List.of("-jar", JAR.toString()), c.subList(c.size() - 2, c.size()));
    }

    @Test
    void otherJvmOptionsArgumentsOrNoJarStartAsUsual() {
        // the classroom launcher maps its own archive; a collector chosen would clash with the serial one
        assertEquals(Optional.empty(), FastStart.command("java", List.of("-XX:SharedArchiveFile=a.jsa", "-jar",
                "x.jar"), JAR, ARCHIVE, true));
        assertEquals(Optional.empty(), FastStart.command("java", List.of("-XX:+UseZGC", "-jar", "x.jar"), JAR,
                ARCHIVE, true));
        assertEquals(Optional.empty(), FastStart.command("java", List.of("-jar", "x.jar", "shot.json"), JAR,
                ARCHIVE, true));
        assertEquals(Optional.empty(), FastStart.command("java", List.of("-cp", "x.jar", "bouncelab.Launcher"), JAR,
                ARCHIVE, true));
    }

    @Test
    void aJarRebuiltGetsAnArchiveOfItsOwn(@TempDir Path dir) throws Exception {
        Path jar = dir.resolve("bounce-lab.jar");
        Files.writeString(jar, "one");
        String first = FastStart.archiveName(jar, "/jdk", "17.0.15");
        assertEquals(first, FastStart.archiveName(jar, "/jdk", "17.0.15"));
        Files.writeString(jar, "three");
        assertNotEquals(first, FastStart.archiveName(jar, "/jdk", "17.0.15"));
        assertNotEquals(FastStart.archiveName(jar, "/jdk", "17.0.15"), FastStart.archiveName(jar, "/jdk", "21"));
        assertTrue(first.endsWith(FastStart.SUFFIX));
    }
}
