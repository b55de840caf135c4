/**
 * Words: the resource bundles the floors above take what they say from, one properties file per language.
 *
 * <ul>
 *   <li>{@link bouncelab.words.DescriptionWords} — the {@code Description} bundle, read with ICU's MessageFormat;
 *   <li>{@link bouncelab.words.FrameDescriber} — a frame in one or two plain sentences, from its FrameTrace, for the
 *       court's accessible text, the top of the working and {@code trace --describe}.
 * </ul>
 *
 * <p>May import: {@code bouncelab.core}, {@code bouncelab.io}, {@code bouncelab.lessons}, ICU4J. No JavaFX.
 */
package bouncelab.words;
