package bouncelab.student.report;

import bouncelab.student.GradeDetail;
import bouncelab.student.Graded;
import bouncelab.words.Book;
import bouncelab.words.Words;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/** What the report's files read off one graded file. */
final class Marks {
    private Marks() {}

    /** Whether the file got this worked example right; never when it was not marked. */
    static boolean passed(Graded g, String example) {
        return g.detail().examples().stream().anyMatch(m -> m.name().equals(example) && m.passed());
    }

    /** The example's mark, or null when the file was not marked on it. */
    static GradeDetail.@Nullable ExampleMark mark(Graded g, String example) {
        return g.detail().examples().stream()
                .filter(m -> m.name().equals(example))
                .findFirst()
                .orElse(null);
    }

    /** Every worked example right, every random case agreeing, and no problem on the way. */
    static boolean fullyRight(Graded g) {
        // as the class page defines it: every worked example and every random case, whatever came after them (a
        // test stopped for time in the sweep had been left out)
        return g.line().compiled()
                && g.line().examplesPassed() == g.line().examplesTotal()
                && g.line().agreement() != null
                && g.line().agreement() == 1.0;
    }

    /** A share as a teacher reads it in {@code words}' language: 99.5%, 100% (99,5 %). */
    static String percent(double share, Words words) {
        String s = String.format(Locale.ROOT, "%.2f", share * 100).replaceAll("\\.?0+$", "");
        return words.format(Book.GRADING, "report.percent", words.decimalMark(s));
    }

    /** A speed as a teacher reads it: 17, 12.5 (12,5). */
    static String speed(double v, Words words) {
        return words.decimalMark(v == Math.rint(v) ? Long.toString((long) v) : String.format(Locale.ROOT, "%.1f", v));
    }
}
