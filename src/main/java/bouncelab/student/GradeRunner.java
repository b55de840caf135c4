package bouncelab.student;

import bouncelab.io.jvm.JvmOptions;
import bouncelab.words.Book;
import bouncelab.words.Words;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.jspecify.annotations.Nullable;

/**
 * Grades files each in a JVM of its own ({@link GradeWorker}), with a memory cap and a wall-clock limit, a few at a
 * time, and hands back one {@link GradeLine} per file in the order given, whatever became of the file: a file that
 * loops, eats memory or kills its JVM gets a line saying so, and the next file is graded all the same.
 */
public final class GradeRunner {
    /** The default wall-clock limit for one file (a file normally takes two or three seconds). */
    public static final Duration DEFAULT_LIMIT = Duration.ofSeconds(30);
    /** The most of a worker's output that is read from its end: its answer is one short line. */
    private static final int MAX_OUTPUT = 1 << 20;
    /** The most of its start that is read: "compiled" is said there, before the student's code runs. */
    private static final int MAX_HEAD = 1 << 16;
    /** The longest words of a failed worker's own a grade line quotes. */
    private static final int MAX_QUOTED = 200;

    /**
     * Through these a machine hands options to every Java it starts, and each makes the worker say so first on its
     * error stream ("Picked up JAVA_TOOL_OPTIONS: …"), which a failed grade would report as the worker's words;
     * {@code _JAVA_OPTIONS} would also override the worker's memory cap. The worker needs none of them.
     */
    static final List<String> OPTION_VARIABLES = List.of("JAVA_TOOL_OPTIONS", "_JAVA_OPTIONS", "JDK_JAVA_OPTIONS");

    private final Duration limit;
    private final int jobs;
    private final String worker;
    private final Words words;

    public GradeRunner(Duration limit, int jobs) {
        this(limit, jobs, Words.ENGLISH);
    }

    /** Its lines' words (errors, the report's) in {@code words}' language; their keys and numbers as always. */
    public GradeRunner(Duration limit, int jobs, Words words) {
        this(limit, jobs, GradeWorker.class.getName(), words);
    }

    /** With another worker class (tests: a worker that fails in a known way). */
    GradeRunner(Duration limit, int jobs, String worker) {
        this(limit, jobs, worker, Words.ENGLISH);
    }

    private GradeRunner(Duration limit, int jobs, String worker, Words words) {
        if (limit.isNegative() || limit.isZero()) {
            throw new IllegalArgumentException("the limit must be positive");
        }
        this.limit = limit;
        this.jobs = Math.max(1, jobs);
        this.worker = worker;
        this.words = words;
    }

    private String say(String key, Object... args) {
        return words.format(Book.GRADING, key, args);
    }

    /** As many workers at once as there are cores, at most four. */
    public static int defaultJobs() {
        return Math.max(1, Math.min(4, Runtime.getRuntime().availableProcessors()));
    }

    /**
     * Grades every file; {@code each} is given each line as soon as it and all lines before it are done, so a long
     * class list prints as it goes. {@code names} are the names the lines carry (as the user gave the files).
     */
    public List<GradeLine> grade(List<Path> files, List<String> names, Consumer<GradeLine> each) {
        return gradeWithDetail(files, names, each).stream().map(Graded::line).toList();
    }

    /** As {@link #grade}, each line with the detail a class report needs of its file. */
    public List<Graded> gradeWithDetail(List<Path> files, List<String> names, Consumer<GradeLine> each) {
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(jobs, Math.max(1, files.size())), r -> {
            Thread t = new Thread(r, "grade-worker");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<Graded>> futures = new ArrayList<>();
            for (int i = 0; i < files.size(); i++) {
                Path file = files.get(i);
                String name = names.get(i);
                futures.add(pool.submit(() -> gradeOne(file, name)));
            }
            List<Graded> lines = new ArrayList<>();
            for (int i = 0; i < futures.size(); i++) {
                Graded graded;
                try {
                    graded = futures.get(i).get();
                } catch (ExecutionException e) {
                    graded = new Graded(
                            GradeLine.failed(names.get(i), false, say("runner.failed", String.valueOf(e.getCause()))),
                            readHere(files.get(i)));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IllegalStateException("grading was interrupted", e);
                }
                lines.add(graded);
                each.accept(graded.line());
            }
            return lines;
        } finally {
            pool.shutdownNow();
        }
    }

    /** Runs one worker and reads its answer. */
    Graded gradeOne(Path file, String name) throws IOException, InterruptedException {
        GradeLine line = null;
        GradeDetail detail = null;
        Long stopped = null;
        Path output = Files.createTempFile("bounce-lab-grade", ".txt");
        try {
            ProcessBuilder pb = new ProcessBuilder(command(worker, file, words))
                    .redirectErrorStream(true)
                    .redirectOutput(output.toFile())
                    .redirectInput(ProcessBuilder.Redirect.from(nullFile()));
            pb.environment().keySet().removeAll(OPTION_VARIABLES);
            Process p = pb.start();
            boolean finished = p.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS);
            if (!finished) {
                p.descendants().forEach(ProcessHandle::destroyForcibly);
                p.destroyForcibly();
                p.waitFor(5, TimeUnit.SECONDS);
            }
            List<String> lines = read(output, false);
            boolean compiled =
                    lines.contains(GradeWorker.COMPILED) || read(output, true).contains(GradeWorker.COMPILED);
            for (int i = lines.size() - 1; i >= 0 && line == null; i--) {
                String l = lines.get(i);
                if (l.startsWith(GradeWorker.RESULT)) {
                    try {
                        line = GradeLine.fromJson(l.substring(GradeWorker.RESULT.length()))
                                .withFile(name);
                    } catch (RuntimeException e) {
                        line = GradeLine.failed(name, compiled, say("runner.garbled"));
                    }
                    detail = i > 0 ? detail(lines.get(i - 1), GradeWorker.DETAIL) : null;
                }
            }
            if (line == null && !finished) {
                stopped = limit.toSeconds();
                Graded soFar = soFar(lines, name);
                if (soFar != null) {
                    line = soFar.line();
                    detail = soFar.detail();
                } else {
                    line = GradeLine.failed(name, compiled, say("runner.timeout", limit.toSeconds()));
                }
            } else if (line == null) {
                String said = String.join(" ", lines).strip();
                line = said.contains("OutOfMemoryError")
                        ? GradeLine.failed(name, compiled, say("runner.memory"))
                        : GradeLine.failed(name, compiled, exited(p.exitValue(), lines));
            }
        } finally {
            Files.deleteIfExists(output);
        }
        return new Graded(line, detail != null ? detail : readHere(file), stopped);
    }

    /** The worker's detail line under {@code prefix}, or null if that is not what it is. */
    private static @Nullable GradeDetail detail(String l, String prefix) {
        if (!l.startsWith(prefix)) {
            return null;
        }
        try {
            return GradeDetail.fromJson(l.substring(prefix.length()));
        } catch (RuntimeException e) {
            return null;
        }
    }

    /**
     * What a worker stopped for time had found ({@link CardSoFar}): its examples' marks (and its random cases', if it
     * was in the sweep), the error saying where it was stopped and the first problem before that. Null if it said
     * nothing of the kind (it was stopped in the examples, or before).
     */
    private @Nullable Graded soFar(List<String> lines, String name) {
        for (int i = lines.size() - 1; i > 0; i--) {
            String l = lines.get(i);
            GradeDetail detail = detail(lines.get(i - 1), GradeWorker.DETAIL_SO_FAR);
            if (!l.startsWith(GradeWorker.RESULT_SO_FAR) || detail == null) {
                continue;
            }
            GradeLine found;
            try {
                found = GradeLine.fromJson(l.substring(GradeWorker.RESULT_SO_FAR.length()))
                        .withFile(name);
            } catch (RuntimeException e) {
                return null;
            }
            String stopped = say(
                    "runner.timeoutDuring",
                    limit.toSeconds(),
                    say(found.agreement() == null ? "runner.part.randomCases" : "runner.part.speedSweep"));
            return new Graded(
                    found.withError(
                            found.error() == null ? stopped : say("runner.stoppedAfter", stopped, found.error())),
                    detail);
        }
        return null;
    }

    /**
     * The detail of a file whose worker said none (stopped, or gone): whom it is for and its code, read here
     * without compiling or running any of it; no example marked.
     */
    static GradeDetail readHere(Path file) {
        try {
            StudentFile f = StudentFile.read(file);
            return GradeDetail.notATest(f.student(), f.source().text(), List.of());
        } catch (IOException | RuntimeException e) {
            return GradeDetail.notATest(StudentFile.baseName(file), "", List.of());
        }
    }

    /**
     * "grading failed (exit 3): the worker broke": a worker that ended without an answer, with its first line of its
     * own if that is a plain one: never a Java stack trace, an internal class's name or more than {@value #MAX_QUOTED}
     * characters (a teacher reads this line).
     */
    private String exited(int status, List<String> lines) {
        for (String l : lines) {
            String s = l.strip();
            if (s.isEmpty() || s.equals(GradeWorker.COMPILED)) {
                continue;
            }
            if (s.startsWith("Exception in thread")
                    || s.startsWith("at ")
                    || s.contains("bouncelab.")
                    || s.matches("^[\\w.$]+(Exception|Error)\\b.*")) {
                return say("runner.ownError", status);
            }
            return say(
                    "runner.exitSaying", status, s.length() <= MAX_QUOTED ? s : s.substring(0, MAX_QUOTED - 1) + "…");
        }
        return say("runner.exit", status);
    }

    /** The worker's command line: this Java, this class path, a memory cap; the file, and the language to write. */
    static List<String> command(String worker, Path file, Words words) {
        String java = Path.of(System.getProperty("java.home"), "bin", File.separatorChar == '\\' ? "java.exe" : "java")
                .toString();
        List<String> c = new ArrayList<>(List.of(java, "-cp", System.getProperty("java.class.path")));
        c.addAll(JvmOptions.grade()); // a memory cap among them (bouncelab/jvm.properties)
        c.add(worker);
        c.add(file.toAbsolutePath().toString());
        c.add(words.locale().toLanguageTag());
        return List.copyOf(c);
    }

    private static File nullFile() {
        return new File(File.separatorChar == '\\' ? "NUL" : "/dev/null");
    }

    /** The lines of the end of the worker's output, or of its start ({@code head}), cut on whole characters. */
    private static List<String> read(Path output, boolean head) {
        try {
            byte[] bytes = Files.readAllBytes(output);
            int n = Math.min(bytes.length, head ? MAX_HEAD : MAX_OUTPUT);
            int from = head ? 0 : bytes.length - n;
            while (!head && n > 0 && (bytes[from] & 0xC0) == 0x80) { // not inside a character's bytes
                from++;
                n--;
            }
            return new String(bytes, from, n, StandardCharsets.UTF_8).lines().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
