package bouncelab.student.report;

import bouncelab.student.Example;
import bouncelab.words.Book;
import bouncelab.words.Words;

/**
 * For each worked example ({@link Example#ALL}), the slip a wrong answer to it usually reveals, in one sentence a
 * teacher can say to the class: the Grading book's {@code example.NAME.wrong}.
 */
final class Misconceptions {
    private Misconceptions() {}

    /** The sentence for an example, or a plain one for an example the book does not know yet. */
    static String of(Example example, Words words) {
        String key = example.key("wrong");
        return words.get(Book.GRADING, Words.has(Book.GRADING, key) ? key : "report.wrong.other");
    }
}
