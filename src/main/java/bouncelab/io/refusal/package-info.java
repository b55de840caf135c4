/**
 * Why something read is refused, before it is said in a language: a {@link bouncelab.io.refusal.Refusal} is a key
 * of the words' Refusals book and its arguments, and a {@link bouncelab.io.refusal.RefusedLine} puts one after its
 * place ({@code FILE:LINE:}). The readers below the words floor decide what is said; the window and the command line
 * say it in their language. Its English, the one a message and a log carry, is read from the English file itself.
 *
 * <p>Imports nothing of Bounce Lab's.
 */
@NullMarked
package bouncelab.io.refusal;

import org.jspecify.annotations.NullMarked;
