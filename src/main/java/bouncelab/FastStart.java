package bouncelab;

import bouncelab.io.jvm.JvmOptions;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * {@code java -jar bounce-lab.jar} opening the window starts it in a second Java, with the app's classes mapped
 * ready-made from a class-data-sharing archive (AppCDS) and the quick compiler only, as the classroom image's
 * launcher does: a jar cannot ask for those options itself. Reading, verifying and linking some 6,000 classes
 * took most of the wait for the window. The archive is written by the first such start, as it ends, into
 * ~/.bounce-lab, one for each jar and Java; Java checks it before use and starts as usual without it. Java's check
 * does not see bytes flipped inside it, which crashed every start: {@link ArchiveCheck} holds it to a checksum
 * recorded when it was kept, and drops it after a start that crashed with it.
 *
 * <p>The {@code sweep} command, the other thing a teacher waits for, runs in a second Java too, with the same
 * options (and the window's archive, if there is one yet; a command never writes one). A default sweep is over in
 * well under a second, before the full JIT's second compiler pays for itself: with it, that compiler alone spent
 * about as much CPU as the sweep. Only sweeps some 20 times the default's size come out even; such a sweep can be
 * given the full JIT with {@code -Dbouncelab.fastStart=false}.
 *
 * <p>Nothing changes for a start given JVM options other than {@code -D}, on the command line or in an option
 * variable such as {@code JAVA_TOOL_OPTIONS} (a chosen collector would clash with ours, and the second Java would
 * not start),
 * for the classroom image where it was built (its launcher maps the image's own archive; copied elsewhere, where
 * Java refuses that one, the launcher starts the window through this), from classes rather than a jar, where the
 * command line cannot be read, or with {@code -Dbouncelab.fastStart=false}.
 */
final class FastStart {
    static final String PROPERTY = "bouncelab.fastStart";
    static final String SUFFIX = ".jsa";
    /** Read by every HotSpot Java, or by the java launcher: options we cannot see and the second Java would get. */
    static final String[] OPTION_VARIABLES = {"JAVA_TOOL_OPTIONS", "_JAVA_OPTIONS", "JDK_JAVA_OPTIONS"};
    /** The commands that run in a second Java: those a teacher waits for. */
    static final String SWEEP = "sweep";
    /** The young generation a sweep is given, as the classroom launchers give it. */
    static final String SWEEP_YOUNG = "-Xmn16m";

    private FastStart() {}

    /** Whether these arguments run in a second Java: none (the window), or a sweep. */
    static boolean applies(String[] appArgs) {
        return appArgs.length == 0 || SWEEP.equals(appArgs[0]);
    }

    /**
     * Whether {@code env} gives Java, through one of the {@link #OPTION_VARIABLES}, an option other than {@code -D}
     * (the second Java would get it too, beside ours). Read as the command line is: only {@code -D} may pass.
     */
    static boolean optionVariableSet(Map<String, String> env) {
        for (String variable : OPTION_VARIABLES) {
            String value = env.get(variable);
            if (value != null) {
                for (String option : value.strip().split("\\s+")) {
                    if (!option.isEmpty() && !option.startsWith("-D")) {
                        return true; // quoted spaces split into pieces that are not -D: refused, as is safe
                    }
                }
            }
        }
        return false;
    }

    /**
     * Runs the window, or the command {@code appArgs}, in a second Java as described, waits for it and exits with
     * its status; returns false (and does nothing) where it does not apply, and the caller goes on itself.
     */
    static boolean relaunch(String[] appArgs) {
        // no lambdas nor string concatenation ("a" + b) in this Java: their first uses spin classes at run time,
        // some 40 of them here, about 20 ms of the wait for the window
        if (!applies(appArgs) || System.getProperty(PROPERTY) != null) {
            return false; // not one of ours, the second Java, or asked not to
        }
        if (optionVariableSet(System.getenv())) {
            return false;
        }
        boolean window = appArgs.length == 0;
        Optional<Path> jar = jar();
        ProcessHandle.Info self = ProcessHandle.current().info();
        Optional<String> java = self.command();
        Optional<String[]> args = self.arguments();
        if (jar.isEmpty() || java.isEmpty() || args.isEmpty()) {
            return false;
        }
        Path dir = Path.of(System.getProperty("user.home"), ".bounce-lab", "start");
        Path archive = dir.resolve(
                archiveName(jar.get(), System.getProperty("java.home"), System.getProperty("java.vm.version")));
        boolean have = ArchiveCheck.sound(archive); // a damaged one crashed every start: dropped, and made again
        Path writing = dir.resolve(join(
                archive.getFileName().toString(),
                ".",
                Long.toString(ProcessHandle.current().pid()),
                ".tmp"));
        if (!have && window) {
            try {
                Files.createDirectories(dir);
            } catch (IOException | SecurityException e) {
                return false; // nowhere to keep it: start as usual
            }
        }
        Archive use = have ? Archive.MAP : window ? Archive.WRITE : Archive.NONE;
        Optional<List<String>> command = command(
                java.get(),
                Arrays.asList(args.get()),
                jar.get(),
                have ? archive : writing,
                use,
                Arrays.asList(appArgs));
        if (command.isEmpty()) {
            return false;
        }
        Process child;
        try {
            child = new ProcessBuilder(command.get()).inheritIO().start();
        } catch (IOException | SecurityException e) {
            return false;
        }
        Keep keep = new Keep(use == Archive.WRITE ? writing : null, archive, dir);
        // stopped (Ctrl+C, a kill): the window goes too, and an archive it wrote on its way out is kept
        Runtime.getRuntime().addShutdownHook(new Stop(child, keep));
        int status;
        try {
            status = child.waitFor();
        } catch (InterruptedException e) {
            status = 1;
        }
        keep.run();
        if (use == Archive.MAP) {
            ArchiveCheck.afterStart(status, archive); // a crash with it mapped: not mapped again
        }
        System.exit(status);
        return true;
    }

    /** The archive written by the window's Java kept, once: whoever comes second waits for it. */
    private static final class Keep {
        private final Path writing;
        private final Path archive;
        private final Path dir;
        private boolean done;

        Keep(Path writing, Path archive, Path dir) {
            this.writing = writing;
            this.archive = archive;
            this.dir = dir;
        }

        synchronized void run() {
            if (writing != null && !done) {
                done = true;
                keep(writing, archive, dir);
            }
        }
    }

    /** Stopping this Java stops the window's, and keeps what it wrote on its way out. */
    private static final class Stop extends Thread {
        private final Process child;
        private final Keep keep;

        Stop(Process child, Keep keep) {
            super("fast-start-stop");
            this.child = child;
            this.keep = keep;
        }

        @Override
        public void run() {
            child.destroy();
            try {
                child.waitFor(30, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            keep.run();
        }
    }

    private static String join(String... parts) {
        StringBuilder b = new StringBuilder();
        for (String p : parts) {
            b.append(p);
        }
        return b.toString();
    }

    /** What the second Java does with {@code archive}: maps it, writes it as it ends, or neither. */
    enum Archive {
        MAP,
        WRITE,
        NONE
    }

    /**
     * The second Java's command line: the options this one was given (only {@code -D}, else empty: none to
     * relaunch), the archive to map or where to write one as it ends, our options, the jar and {@code appArgs}.
     * {@code args} is this Java's whole command line, which must end with the jar and {@code appArgs}.
     */
    static Optional<List<String>> command(
            String java, List<String> args, Path jar, Path archive, Archive use, List<String> appArgs) {
        int at = args.indexOf("-jar");
        if (at < 0
                || at + 2 + appArgs.size() != args.size()
                || !args.subList(at + 2, args.size()).equals(appArgs)) {
            return Optional.empty(); // not "java [-D...] -jar the.jar appArgs"
        }
        List<String> given = args.subList(0, at);
        for (String a : given) {
            if (!a.startsWith("-D")) {
                return Optional.empty();
            }
        }
        List<String> c = new ArrayList<>();
        c.add(java);
        c.addAll(given);
        if (use == Archive.MAP) {
            c.add(join("-XX:SharedArchiveFile=", archive.toString()));
            c.add("-Xshare:auto");
        } else if (use == Archive.WRITE) {
            c.add(join("-XX:ArchiveClassesAtExit=", archive.toString()));
            c.add("-Xlog:cds+dynamic=off");
        }
        c.add("-Xlog:cds=off");
        // a crash's log in the archive's folder, not in the folder the teacher started from
        c.add(join("-XX:ErrorFile=", archive.resolveSibling("hs_err_pid%p.log").toString()));
        c.addAll(JvmOptions.app()); // as the installed launcher's (bouncelab/jvm.properties)
        if (!appArgs.isEmpty() && SWEEP.equals(appArgs.get(0))) {
            // some 400 MB of objects that live a frame: kept on memory already in use, not spread over fresh pages
            // (the default young generation, about a hundred MB); a cold default sweep about 20 ms sooner
            c.add(SWEEP_YOUNG);
        }
        c.add(join("-D", PROPERTY, "=false"));
        c.add("-jar");
        c.add(jar.toString());
        c.addAll(appArgs);
        return Optional.of(c);
    }

    /** One archive for each jar (where it is, its size and time) and Java: a jar rebuilt or moved gets a new one. */
    static String archiveName(Path jar, String javaHome, String javaVersion) {
        long size;
        long time;
        try {
            size = Files.size(jar);
            time = Files.getLastModifiedTime(jar).toMillis();
        } catch (IOException e) {
            size = -1;
            time = -1;
        }
        String key = join(
                jar.toAbsolutePath().toString(),
                "|",
                Long.toString(size),
                "|",
                Long.toString(time),
                "|",
                javaHome,
                "|",
                javaVersion);
        return join("classes-", Integer.toHexString(key.hashCode()), SUFFIX);
    }

    /** The jar this class came from, if it came from one. */
    private static Optional<Path> jar() {
        try {
            var source = FastStart.class.getProtectionDomain().getCodeSource();
            Path p = source == null ? null : Path.of(source.getLocation().toURI());
            return p != null && p.toString().endsWith(".jar") && Files.isRegularFile(p)
                    ? Optional.of(p)
                    : Optional.empty();
        } catch (Exception e) { // no code source, or not a file
            return Optional.empty();
        }
    }

    /** The archive the second Java wrote as it ended, under its own name; older ones go. */
    private static void keep(Path writing, Path archive, Path dir) {
        try {
            if (!Files.isRegularFile(writing) || Files.size(writing) == 0) {
                Files.deleteIfExists(writing);
                return;
            }
            try (var old = Files.list(dir)) {
                for (Path p : old.toList()) {
                    String n = p.getFileName().toString();
                    if (n.endsWith(SUFFIX) && !p.equals(archive)) {
                        ArchiveCheck.drop(p);
                    }
                }
            }
            ArchiveCheck.keep(writing, archive); // with the record it is checked against before each use
        } catch (IOException | RuntimeException e) {
            // kept next time
        }
    }
}
