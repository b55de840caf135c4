package bouncelab.cli;

import bouncelab.student.GradeLine;
import bouncelab.student.GradeRunner;
import bouncelab.student.Graded;
import bouncelab.student.StudentFile;
import bouncelab.student.report.ClassReport;
import bouncelab.words.Words;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code grade}: a class's hitPaddle files, each compiled and graded on its own in a separate JVM. */
@Command(
        name = "grade",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
            "Compiles and grades each student's hitPaddle (a .pde with the method, a .java class "
                    + "implementing PaddleTest, or a shot saved from the app, .json, that keeps the test in its field "
                    + "\"yours\"); a folder grades every .pde and .java in it and every .json that keeps a test. Each file runs in a Java "
                    + "process of its own with a memory cap and a time limit, so no file can stop the others. Prints "
                    + "one JSON line per file, in the order given:",
            "  {\"file\",\"compiled\",\"error\",\"examplesPassed\",\"examplesTotal\",\"agreement\","
                    + "\"throughSpeed\"}",
            "compiled: it became a runnable test (javac compiled it and it uses nothing a test may not); error: "
                    + "the first problem in plain words with the student's line, or null; agreement: the share "
                    + "of 10,000 seeded random cases agreeing with the exact circle-against-rectangle test; "
                    + "throughSpeed: the first speed (px/frame) from which the default speed sweep lets the "
                    + "ball through, or null if never."
        },
        footer = {
            "",
            "With --report DIR it also writes DIR/marks.csv (one row per file, sorted by student), "
                    + "DIR/feedback/STUDENT.pdf (each student's report card) and DIR/class.pdf (the class at a glance); "
                    + "nothing leaves this computer.",
            "",
            "Exit status: 0 every file has its line, even when files fail; 2 bad usage (a missing file, "
                    + "a file that is not .pde, .java or .json, a folder with none); 1 an internal error."
        })
final class GradeCommand implements Callable<Integer> {
    private final CliStreams streams;

    /** --lang CODE: the language its words are written in (English unless given). */
    @picocli.CommandLine.Mixin
    private LanguageOption language = new LanguageOption();

    @Parameters(
            arity = "1..*",
            paramLabel = "FILE_OR_FOLDER",
            description = "The .pde or .java files, or folders " + "of them.")
    private List<Path> paths;

    @Option(
            names = "--csv",
            description = "Write a spreadsheet (CSV with a header line, the same columns) instead " + "of JSON lines.")
    private boolean csv;

    @Option(
            names = "--report",
            paramLabel = "DIR",
            description = "Also write the class's marks (marks.csv), a "
                    + "report card per student (feedback/STUDENT.pdf) and the class at a glance (class.pdf) into DIR.")
    private Path report;

    @Option(
            names = "--timeout",
            paramLabel = "SECONDS",
            defaultValue = "30",
            description = "Stop grading a file after this many seconds (default ${DEFAULT-VALUE}).")
    private int timeout;

    GradeCommand(CliStreams streams) {
        this.streams = streams;
    }

    @Override
    public Integer call() {
        if (timeout < 1) {
            throw new BadInputException("option '--timeout': must be 1 second or more but is " + timeout);
        }
        List<Path> files = files(paths);
        List<String> names = files.stream().map(Path::toString).toList();
        LineSink out = streams.lines();
        try {
            if (csv) {
                out.line(new StringBuilder(GradeLine.CSV_HEADER));
            }
            Words words = Words.of(language.locale());
            List<Graded> graded = new GradeRunner(Duration.ofSeconds(timeout), GradeRunner.defaultJobs(), words)
                    .gradeWithDetail(files, names, line -> {
                        try {
                            out.line(new StringBuilder(csv ? line.toCsv() : line.toJson()));
                            out.flush();
                        } catch (IOException e) {
                            throw new UncheckedIOException(e);
                        }
                    });
            out.flush();
            if (report != null) {
                ClassReport.write(report, graded, words);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return 0;
    }

    /** The files to grade, in the order given, each folder's in name order; anything unusable is bad usage. */
    static List<Path> files(List<Path> paths) {
        List<Path> files = new ArrayList<>();
        for (Path p : paths) {
            if (Files.isDirectory(p)) {
                List<Path> inside;
                try (Stream<Path> list = Files.list(p)) {
                    // a shot is taken only if it keeps a test: the one handed out may lie beside the work
                    inside = list.filter(Files::isRegularFile)
                            .filter(f -> StudentFile.isGradable(f)
                                    && (!f.getFileName()
                                                    .toString()
                                                    .toLowerCase(Locale.ROOT)
                                                    .endsWith(".json")
                                            || StudentFile.keepsATest(f)))
                            .sorted(Comparator.comparing(
                                    (Path f) -> f.getFileName().toString(), String.CASE_INSENSITIVE_ORDER))
                            .toList();
                } catch (IOException e) {
                    throw new BadInputException(p + ": cannot read the folder: " + e.getMessage());
                }
                if (inside.isEmpty()) {
                    throw new BadInputException(p + ": the folder has no .pde, .java or .json test files");
                }
                files.addAll(inside);
            } else if (!Files.exists(p)) {
                throw new BadInputException(p + ": no such file or folder");
            } else if (!StudentFile.isGradable(p)) {
                throw new BadInputException(p + ": not a .pde, .java or .json file");
            } else {
                files.add(p);
            }
        }
        return files;
    }
}
