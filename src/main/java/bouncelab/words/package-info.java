/**
 * The words every floor above shows or prints, from resource bundles: one UTF-8 {@code .properties} file per area
 * ({@link bouncelab.words.Book}) and language under {@code bouncelab/words/}, each value an ICU MessageFormat
 * pattern (plurals, word order). A language is added by adding its files, no Java; the pseudo-language
 * {@code qps} is made from the English files when asked for. Numbers are written as the language writes them
 * through {@link bouncelab.words.Words#number}.
 *
 * <p>No JavaFX. Imports only core's {@code Num} (how the working writes a number): floor 3, beside lessons.
 */
package bouncelab.words;
