package bouncelab.student;

import bouncelab.words.Book;
import bouncelab.words.Words;
import java.util.List;

/** What became of a student's source: a test ready to run, or the problems that stopped it, at which stage. */
public sealed interface Compilation permits Compilation.Ready, Compilation.Failed {

    /** Where a source was stopped. */
    enum Stage {
        /** javac did not compile it. */
        COMPILE,
        /** It compiled, but refers to something a test may not use; none of it ran. */
        REFUSED,
        /** It passed the checks but could not be started (no hitPaddle class, or its constructor failed). */
        START
    }

    record Ready(StudentTest test) implements Compilation {}

    record Failed(Stage stage, List<StudentProblem> problems) implements Compilation {
        public Failed {
            problems = List.copyOf(problems);
            if (problems.isEmpty()) {
                throw new IllegalArgumentException("a failure names at least one problem");
            }
        }

        /** The first problem, on one line, saying the stage: "did not compile: line 4: …". */
        public String oneLine() {
            return oneLine(Words.ENGLISH);
        }

        /** The same in {@code words}' language. */
        public String oneLine(Words words) {
            String key = switch (stage) {
                case COMPILE -> "stage.compile";
                case REFUSED -> "stage.refused";
                case START -> "stage.start";
            };
            return words.format(Book.GRADING, key, problems.get(0).oneLine(words));
        }
    }
}
