package bouncelab.student;

import bouncelab.words.Book;
import bouncelab.words.Words;

/** A sentence of the Grading book ({@code bouncelab/words/Grading.properties}) in a language, with its arguments. */
final class GradingWords {
    private GradingWords() {}

    static String say(Words words, String key, Object... args) {
        return words.format(Book.GRADING, key, args);
    }
}
