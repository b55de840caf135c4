package bouncelab.io.jvm;

import java.io.File;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import org.jspecify.annotations.Nullable;

/**
 * The installed app's class-data archive, made on its first start where no installer step made it. The launcher
 * asks Java for {@code $APPDIR/bounce-lab.jsa} (pom.xml, profile installer) and starts without it while it is
 * missing. The .deb makes it when installed (its postinst runs {@code make-archive.sh}); the .msi and .dmg have no
 * such step, so the app makes it itself, once, after its window is up: a Java of the app's own runtime that dumps
 * the classes the build listed ({@code bounce-lab.classlist}) and exits. That Java is not the window's, and the
 * window never waits for it; if the app is closed before it ends, a later start makes it. Java maps an archive only
 * for the jar at the path and with the size and time it was made with, so one older than the jar (an upgrade) is
 * made again.
 */
public final class ClassArchive {
    /** Set by jpackage's launcher: only the installed app has an archive to make. */
    static final String LAUNCHER_PROPERTY = "jpackage.app-path";

    static final String ARCHIVE = "bounce-lab.jsa";
    static final String CLASS_LIST = "bounce-lab.classlist";
    static final String JAR = "bounce-lab.jar";

    /** A dump's own file, before it is moved into place. */
    static final String TMP = ".tmp";

    /** Longer than any dump takes: a dump's file this old was left by an app that ended first. */
    static final Duration LEFT_OVER = Duration.ofMinutes(10);

    /** What starts the dump below the window's priority, where the system has it. */
    private static final Path NICE = Path.of("/usr/bin/nice");

    private final Path appDir;
    private final Path java;

    ClassArchive(Path appDir, Path java) {
        this.appDir = appDir;
        this.java = java;
    }

    /**
     * The archive of the app this Java runs, if it was started by the installed app's launcher: the folder of its
     * jar ({@code java.class.path}) and the Java of its runtime ({@code java.home}).
     */
    public static Optional<ClassArchive> ofThisApp() {
        return of(
                System.getProperty(LAUNCHER_PROPERTY),
                System.getProperty("java.class.path"),
                System.getProperty("java.home"),
                System.getProperty("os.name", ""));
    }

    static Optional<ClassArchive> of(
            @Nullable String launcher, @Nullable String classPath, @Nullable String javaHome, String osName) {
        if (launcher == null || classPath == null || javaHome == null || classPath.contains(File.pathSeparator)) {
            return Optional.empty();
        }
        Path jar = Path.of(classPath).toAbsolutePath();
        Path dir = jar.getParent();
        if (dir == null || !jar.getFileName().toString().equals(JAR)) {
            return Optional.empty();
        }
        String exe = osName.startsWith("Windows") ? "java.exe" : "java";
        return Optional.of(new ClassArchive(dir, Path.of(javaHome, "bin", exe)));
    }

    Path archive() {
        return appDir.resolve(ARCHIVE);
    }

    /**
     * Whether the archive should be made now: it is missing, empty or older than the jar, and there is what making
     * it needs (the class list, the runtime's Java, a folder this user may write in: not a per-machine install in
     * Program Files run by a user who is not its administrator, nor the .deb's /opt).
     */
    public boolean wanted() {
        Path jar = appDir.resolve(JAR);
        Path list = appDir.resolve(CLASS_LIST);
        if (!Files.isRegularFile(jar) || !Files.isRegularFile(list) || !Files.isExecutable(java)) {
            return false;
        }
        if (!Files.isWritable(appDir)) {
            return false;
        }
        try {
            Path a = archive();
            if (!Files.isRegularFile(a) || Files.size(a) == 0) {
                return true;
            }
            FileTime made = Files.getLastModifiedTime(a);
            return made.compareTo(Files.getLastModifiedTime(jar)) < 0;
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * The Java that makes it into {@code into}: the same dump as {@code make-archive.sh}'s, about five seconds of one
     * core. Where the system has {@code nice} (macOS, Linux), below the window's priority, so a teacher's first
     * clicks keep their core.
     */
    List<String> command(Path into) {
        List<String> c = new ArrayList<>();
        if (!java.getFileName().toString().endsWith(".exe") && Files.isExecutable(NICE)) {
            c.addAll(List.of(NICE.toString(), "-n", "10"));
        }
        c.addAll(List.of(
                java.toString(),
                "-Xshare:dump",
                "-XX:SharedClassListFile=" + appDir.resolve(CLASS_LIST),
                "-XX:SharedArchiveFile=" + into,
                "-cp",
                appDir.resolve(JAR).toString()));
        return List.copyOf(c);
    }

    /** The runtime's Java. */
    Path java() {
        return java;
    }

    /**
     * Starts making it and returns at once, with what becomes true once the archive is in its place. The dump
     * writes a file of its own, moved into place whole when its Java ends well (and removed otherwise), so two
     * first starts at once each make a whole archive and the launcher never finds half of one. If the app ends
     * before the dump does, its file stays behind unused; a later start makes the archive again and removes the file
     * once it is {@link #LEFT_OVER} old.
     * Output is discarded.
     *
     * @throws IOException if the Java cannot be started
     */
    public CompletableFuture<Boolean> start() throws IOException {
        removeLeftovers();
        Path into = appDir.resolve(ARCHIVE + "." + ProcessHandle.current().pid() + "-" + System.nanoTime() + TMP);
        Process dump = new ProcessBuilder(command(into))
                .directory(appDir.toFile())
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();
        return dump.onExit().thenApply(ended -> {
            try {
                if (ended.exitValue() == 0 && Files.isRegularFile(into) && Files.size(into) > 0) {
                    // Java makes archives read-only, and Windows replaces no read-only file: an older one's flag goes
                    archive().toFile().setWritable(true);
                    Files.move(into, archive(), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
                    return true;
                }
                Files.deleteIfExists(into);
            } catch (IOException e) { // an older archive in use by a running copy (Windows): the next start tries again
                try {
                    Files.deleteIfExists(into);
                } catch (IOException left) {
                    // removed by a later start
                }
            }
            return false;
        });
    }

    /** Dumps' files older than {@link #LEFT_OVER}: their app ended before them. */
    private void removeLeftovers() throws IOException {
        FileTime before = FileTime.from(Instant.now().minus(LEFT_OVER));
        try (DirectoryStream<Path> files = Files.newDirectoryStream(appDir, ARCHIVE + ".*" + TMP)) {
            for (Path f : files) {
                if (Files.getLastModifiedTime(f).compareTo(before) < 0) {
                    Files.deleteIfExists(f);
                }
            }
        }
    }
}
