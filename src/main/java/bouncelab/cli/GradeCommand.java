package bouncelab.cli;

import bouncelab.io.refusal.Refusal;
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
import java.text.Collator;
import java.time.Duration;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code grade}: a class's hitPaddle files, each compiled and graded on its own in a separate JVM. */
@Command(name = "grade", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class)
final class GradeCommand implements Callable<Integer> {
    private final CliStreams streams;

    /** --lang CODE: the language its words are written in (English unless given). */
    @Mixin
    private LanguageOption language = new LanguageOption();

    @Parameters(arity = "1..*", paramLabel = "${bundle:label.fileOrFolder:-FILE_OR_FOLDER}", descriptionKey = "paths")
    private List<Path> paths;

    @Option(names = "--csv")
    private boolean csv;

    @Option(names = "--report", paramLabel = "${bundle:label.dir:-DIR}")
    private @Nullable Path report;

    @Option(names = "--timeout", paramLabel = "${bundle:label.seconds:-SECONDS}", defaultValue = "30")
    private int timeout;

    GradeCommand(CliStreams streams) {
        this.streams = streams;
    }

    @Override
    public Integer call() {
        if (timeout < 1) {
            throw BadInputException.option("--timeout", "cli.timeout", String.valueOf(timeout));
        }
        // a report folder that cannot be written is said before the class is graded, not after
        @Nullable OutFile reportOut = report == null ? null : OutFile.check("--report", report.resolve("marks.csv"));
        List<Path> files = files(paths, language.locale());
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
            if (report != null && reportOut != null) {
                Path into = report;
                reportOut.write(() -> ClassReport.write(into, graded, words));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return 0;
    }

    /**
     * The files to grade, in the order given, each folder's sorted by name as {@code language} sorts names; a file
     * named twice is graded once; anything unusable is bad usage.
     */
    static List<Path> files(List<Path> paths, Locale language) {
        Collator names = Collator.getInstance(language);
        Map<Path, Path> files = new LinkedHashMap<>(); // the same file, however written: as first given
        for (Path p : paths) {
            if (Files.isDirectory(p)) {
                List<Path> inside;
                try (Stream<Path> list = Files.list(p)) {
                    // a shot is taken only if handed in: the one handed out may lie beside the work
                    inside = list.filter(Files::isRegularFile)
                            .filter(f -> StudentFile.isGradable(f)
                                    && (!f.getFileName()
                                                    .toString()
                                                    .toLowerCase(Locale.ROOT)
                                                    .endsWith(".json")
                                            || StudentFile.handedIn(f)))
                            .sorted(Comparator.comparing(
                                    (Path f) -> f.getFileName().toString(), names))
                            .toList();
                } catch (IOException e) {
                    throw new BadInputException(
                            Refusal.of("cli.folder.unreadable", p.toString(), String.valueOf(e.getMessage())));
                }
                if (inside.isEmpty()) {
                    throw new BadInputException(Refusal.of("cli.folder.noTests", p.toString()));
                }
                inside.forEach(f -> files.putIfAbsent(same(f), f));
            } else if (!Files.exists(p)) {
                throw new BadInputException(Refusal.of("cli.noSuchFile", p.toString()));
            } else if (!StudentFile.isGradable(p)) {
                throw new BadInputException(Refusal.of("cli.notGradable", p.toString()));
            } else {
                files.putIfAbsent(same(p), p);
            }
        }
        return List.copyOf(files.values());
    }

    private static Path same(Path p) {
        return p.toAbsolutePath().normalize();
    }
}
