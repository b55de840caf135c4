/**
 * The words every floor above shows or prints, from resource bundles: one UTF-8 {@code .properties} file per area
 * ({@link bouncelab.words.Book}) and language under {@code bouncelab/words/}, each value an ICU MessageFormat
 * pattern (plurals, word order). A language is added by adding its files, no Java; the pseudo-language
 * {@code qps} is made from the English files when asked for. Numbers are written as the language writes them
 * through {@link bouncelab.words.Words#number}.
 *
 * <p>{@link bouncelab.words.FrameDescriber} tells a frame in words from its FrameTrace, for the court's accessible
 * text, the top of the working and {@code trace --describe}.
 *
 * <p>No JavaFX. Imports only the core: its {@code Num} (how the working writes a number), and the trace and shot
 * a frame is described from. Floor 3, beside lessons.
 */
@NullMarked
package bouncelab.words;

import org.jspecify.annotations.NullMarked;
