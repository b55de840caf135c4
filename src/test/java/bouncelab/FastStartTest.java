package bouncelab;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What the second Java of {@code java -jar} is given, and when there is none. */
class FastStartTest {
    private static final Path JAR = Path.of("/apps/bounce-lab.jar");
    private static final Path ARCHIVE = Path.of("/home/t/.bounce-lab/start/classes-1.jsa");

    @Test
    void anArchiveMadeIsMappedWithTheClassroomLaunchersOptionsAndTheUsersProperties() {
        assertEquals(
                Optional.of(List.of(
                        "/jdk/bin/java",
                        "-Duser.language=fr",
                        "-XX:SharedArchiveFile=" + ARCHIVE,
                        "-Xshare:auto",
                        "-Xlog:cds=off",
                        "-XX:ErrorFile=" + ARCHIVE.resolveSibling("hs_err_pid%p.log"),
                        "-XX:TieredStopAtLevel=1",
                        "-XX:CICompilerCount=1",
                        "-XX:+UseSerialGC",
                        "-Dbouncelab.fastStart=false",
                        "-jar",
                        JAR.toString())),
                FastStart.command(
                        "/jdk/bin/java",
                        List.of("-Duser.language=fr", "-jar", "bounce-lab.jar"),
                        JAR,
                        ARCHIVE,
                        FastStart.Archive.MAP,
                        List.of()));
    }

    @Test
    void withoutOneTheFirstStartWritesItAsItEnds() {
        List<String> c = FastStart.command(
                        "java", List.of("-jar", "x.jar"), JAR, ARCHIVE, FastStart.Archive.WRITE, List.of())
                .orElseThrow();
        assertTrue(c.contains("-XX:ArchiveClassesAtExit=" + ARCHIVE), c.toString());
        assertTrue(c.stream().noneMatch(a -> a.startsWith("-XX:SharedArchiveFile")), c.toString());
        assertEquals(List.of("-jar", JAR.toString()), c.subList(c.size() - 2, c.size()));
    }

    @Test
    void otherJvmOptionsArgumentsOrNoJarStartAsUsual() {
        // the classroom launcher maps its own archive; a collector chosen would clash with the serial one
        assertEquals(
                Optional.empty(),
                FastStart.command(
                        "java",
                        List.of("-XX:SharedArchiveFile=a.jsa", "-jar", "x.jar"),
                        JAR,
                        ARCHIVE,
                        FastStart.Archive.MAP,
                        List.of()));
        assertEquals(
                Optional.empty(),
                FastStart.command(
                        "java",
                        List.of("-XX:+UseZGC", "-jar", "x.jar"),
                        JAR,
                        ARCHIVE,
                        FastStart.Archive.MAP,
                        List.of()));
        assertEquals(
                Optional.empty(),
                FastStart.command(
                        "java", List.of("-jar", "x.jar", "shot.json"), JAR, ARCHIVE, FastStart.Archive.MAP, List.of()));
        assertEquals(
                Optional.empty(),
                FastStart.command(
                        "java",
                        List.of("-cp", "x.jar", "bouncelab.Launcher"),
                        JAR,
                        ARCHIVE,
                        FastStart.Archive.MAP,
                        List.of()));
    }

    @Test
    void aSweepRunsInTheSecondJavaWithItsArgumentsAndNeverWritesAnArchive() {
        List<String> sweep = List.of("sweep", "--shots", "10", "--out", "a b.csv");
        List<String> c = FastStart.command(
                        "java",
                        List.of("-Dx=1", "-jar", "x.jar", "sweep", "--shots", "10", "--out", "a b.csv"),
                        JAR,
                        ARCHIVE,
                        FastStart.Archive.NONE,
                        sweep)
                .orElseThrow();
        assertEquals(
                List.of(
                        "java",
                        "-Dx=1",
                        "-Xlog:cds=off",
                        "-XX:ErrorFile=" + ARCHIVE.resolveSibling("hs_err_pid%p.log"),
                        "-XX:TieredStopAtLevel=1",
                        "-XX:CICompilerCount=1",
                        "-XX:+UseSerialGC",
                        "-Xmn16m",
                        "-Dbouncelab.fastStart=false",
                        "-jar",
                        JAR.toString(),
                        "sweep",
                        "--shots",
                        "10",
                        "--out",
                        "a b.csv"),
                c);
        // the window's archive, once made, is mapped by a sweep too
        assertTrue(FastStart.command(
                        "java",
                        List.of("-jar", "x.jar", "sweep"),
                        JAR,
                        ARCHIVE,
                        FastStart.Archive.MAP,
                        List.of("sweep"))
                .orElseThrow()
                .contains("-XX:SharedArchiveFile=" + ARCHIVE));
        // arguments that are not the ones this Java was given: nothing to relaunch
        assertEquals(
                Optional.empty(),
                FastStart.command(
                        "java",
                        List.of("-jar", "x.jar", "sweep", "--shots", "9"),
                        JAR,
                        ARCHIVE,
                        FastStart.Archive.NONE,
                        List.of("sweep", "--shots", "10")));
    }

    @Test
    void theWindowAndTheSweepRelaunchOtherCommandsDoNot() {
        assertTrue(FastStart.applies(new String[0]));
        assertTrue(FastStart.applies(new String[] {"sweep", "--shots", "10"}));
        assertFalse(FastStart.applies(new String[] {"trace", "shot.json"}));
        assertFalse(FastStart.applies(new String[] {"--help"}));
        assertFalse(FastStart.relaunch(new String[] {"--help"}));
    }

    @Test
    void anOptionVariableWithMoreThanPropertiesStartsAsUsual() {
        // the second Java would read it too: -XX:+UseG1GC there and our serial collector, and it would not start
        assertTrue(FastStart.optionVariableSet(Map.of("JAVA_TOOL_OPTIONS", "-XX:+UseG1GC")));
        assertTrue(FastStart.optionVariableSet(Map.of("JDK_JAVA_OPTIONS", "-Xmx1g")));
        assertTrue(FastStart.optionVariableSet(Map.of("_JAVA_OPTIONS", "-Xss2m")));
        assertTrue(FastStart.optionVariableSet(Map.of("JAVA_TOOL_OPTIONS", "-Duser.home=/tmp/h -Xmx1g")));
        assertTrue(FastStart.optionVariableSet(Map.of("JAVA_TOOL_OPTIONS", "-Dname=\"a b\"")));
        // properties only pass, as on the command line: the second Java reads the same variable
        assertFalse(FastStart.optionVariableSet(Map.of("JAVA_TOOL_OPTIONS", " -Duser.home=/tmp/h  -Dx=1 ")));
        assertFalse(FastStart.optionVariableSet(Map.of("JAVA_TOOL_OPTIONS", " ", "HOME", "/home/t")));
        assertFalse(FastStart.optionVariableSet(Map.of()));
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
