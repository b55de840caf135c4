package bouncelab.student;

import bouncelab.io.file.SafeRead;
import bouncelab.words.Book;
import bouncelab.words.Words;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * Grades one file in a JVM of its own, started by {@link GradeRunner}: whatever the file does (use all the memory,
 * loop, crash the JVM), only this process suffers. Prints {@link #COMPILED} once the file has become a test (so a
 * runner that has to stop it still knows), what it has found so far as each later part of the card begins ({@link
 * #DETAIL_SO_FAR}, {@link #RESULT_SO_FAR}), then {@link #DETAIL} and the file's {@link GradeDetail}, then {@link
 * #RESULT} and the file's {@link GradeLine} as JSON.
 *
 * <p>{@code java -cp CLASSPATH bouncelab.student.GradeWorker FILE [LANGUAGE]}: its words in that language (a tag
 * such as {@code es}; English without it).
 */
public final class GradeWorker {
    static final String COMPILED = "bounce-lab-grade: compiled";
    static final String RESULT = "bounce-lab-grade-result: ";
    /** The detail a class report needs ({@link GradeDetail}), on its own line so the result's JSON stays as it was. */
    static final String DETAIL = "bounce-lab-grade-detail: ";
    /**
     * What the card found before each later part began ({@link CardSoFar}), a detail line and a grade line under
     * these: a runner that has to stop the worker for time reports the last of them rather than nothing.
     */
    static final String DETAIL_SO_FAR = "bounce-lab-grade-detail-so-far: ";

    static final String RESULT_SO_FAR = "bounce-lab-grade-result-so-far: ";

    private GradeWorker() {}

    public static void main(String[] args) {
        PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
        if (args.length < 1 || args.length > 2) {
            out.println("usage: GradeWorker FILE [LANGUAGE]");
            System.exit(2);
        }
        Words words = args.length == 2 ? Words.of(Locale.forLanguageTag(args[1])) : Words.ENGLISH;
        Graded graded = graded(Path.of(args[0]), out, words);
        out.println(DETAIL + graded.detail().toJson());
        out.println(RESULT + graded.line().toJson());
        out.flush();
        System.exit(0);
    }

    /** Grades a file in this JVM; {@code progress} is told when it has compiled. */
    static GradeLine grade(Path file, PrintStream progress) {
        return graded(file, progress, Words.ENGLISH).line();
    }

    /** Grades a file in this JVM, with the detail a class report needs. */
    static Graded graded(Path file, PrintStream progress, Words words) {
        String name = file.toString();
        String fallbackName = StudentFile.baseName(file);
        StudentFile read;
        try {
            read = StudentFile.read(file, words);
        } catch (SafeRead.Refused e) {
            return notATest(GradeLine.failed(name, false, e.problem()), fallbackName, "", List.of());
        } catch (IOException e) {
            return notATest(GradeLine.failed(name, false, e.getMessage()), fallbackName, "", List.of());
        }
        StudentSource source = read.source();
        Compilation compilation = StudentCompiler.compile(source, words);
        if (compilation instanceof Compilation.Failed failed) {
            return notATest(
                    GradeLine.failed(name, false, failed.oneLine(words)),
                    read.student(),
                    source.text(),
                    failed.problems());
        }
        progress.println(COMPILED);
        progress.flush();
        StudentTest test = ((Compilation.Ready) compilation).test();
        try {
            ReportCard card = ReportCard.of(test, Runtime.getRuntime().availableProcessors(), soFar -> {
                progress.println(DETAIL_SO_FAR
                        + GradeDetail.soFar(read.student(), source.text(), soFar)
                                .toJson());
                progress.println(RESULT_SO_FAR + GradeLine.soFar(name, soFar).toJson());
                progress.flush();
            });
            return new Graded(GradeLine.of(name, card), GradeDetail.of(read.student(), source.text(), card));
        } catch (RuntimeException | Error e) {
            // a fault of ours, or the memory gone: the file compiled all the same, and the line says so plainly
            StudentCodeException s = StudentCodeException.find(e);
            return notATest(
                    GradeLine.failed(
                            name,
                            true,
                            s != null
                                    ? s.message(words)
                                    : e instanceof OutOfMemoryError
                                            ? words.get(Book.GRADING, "runner.memory")
                                            : words.format(
                                                    Book.GRADING,
                                                    "worker.stopped",
                                                    e.getClass().getSimpleName())),
                    read.student(),
                    source.text(),
                    List.of());
        }
    }

    private static Graded notATest(GradeLine line, String student, String code, List<StudentProblem> problems) {
        return new Graded(line, GradeDetail.notATest(student, code, problems));
    }
}
