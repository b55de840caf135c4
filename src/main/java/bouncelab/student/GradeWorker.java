package bouncelab.student;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * Grades one file in a JVM of its own, started by {@link GradeRunner}: whatever the file does (use all the memory,
 * loop, crash the JVM), only this process suffers. Prints {@link #COMPILED} once the file has become a test (so a
 * runner that has to stop it still knows), then {@link #RESULT} and the file's {@link GradeLine} as JSON.
 *
 * <p>{@code java -cp CLASSPATH bouncelab.student.GradeWorker FILE}
 */
public final class GradeWorker {
    static final String COMPILED = "bounce-lab-grade: compiled";
    static final String RESULT = "bounce-lab-grade-result: ";

    private GradeWorker() {
    }

    public static void main(String[] args) {
        PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
        if (args.length != 1) {
            out.println("usage: GradeWorker FILE");
            System.exit(2);
        }
        GradeLine line = grade(Path.of(args[0]), out);
        out.println(RESULT + line.toJson());
        out.flush();
        System.exit(0);
    }

    /** Grades a file in this JVM; {@code progress} is told when it has compiled. */
    static GradeLine grade(Path file, PrintStream progress) {
        String name = file.toString();
        StudentSource source;
        try {
            source = StudentSource.read(file);
        } catch (bouncelab.io.file.SafeRead.Refused e) {
            return GradeLine.failed(name, false, e.problem()); // "cannot read the file: it is not an ordinary file…"
        } catch (IOException e) {
            return GradeLine.failed(name, false, e.getMessage()); // one line naming the file
        }
        Compilation compilation = StudentCompiler.compile(source);
        if (compilation instanceof Compilation.Failed failed) {
            return GradeLine.failed(name, false, failed.oneLine());
        }
        progress.println(COMPILED);
        progress.flush();
        StudentTest test = ((Compilation.Ready) compilation).test();
        try {
            return GradeLine.of(name, ReportCard.of(test));
        } catch (RuntimeException | Error e) {
            // a fault of ours, or the memory gone: the file compiled all the same, and the line says so plainly
            StudentCodeException s = StudentCodeException.find(e);
            return GradeLine.failed(name, true, s != null ? s.getMessage() : e instanceof OutOfMemoryError
                    ? "grading stopped: the file used more memory than allowed"
                    : "grading stopped: " + e.getClass().getSimpleName() + " while marking (please report it)");
        }
    }
}
