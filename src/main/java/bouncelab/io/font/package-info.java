/**
 * The app's own typefaces, DejaVu Sans and DejaVu Sans Mono, shipped as TrueType files in the jar (with their
 * licence beside them) so the window, the pictures and the worksheet PDF draw the same letters on every machine,
 * whatever fonts it has. Plain Java: the window loads the files into JavaFX, the worksheet embeds them in the PDF.
 *
 * <p>Imports nothing of Bounce Lab's but {@code io.file}'s {@code AtomicFile}, which writes the faces' copies
 * ({@link bouncelab.io.font.FontFiles}).
 */
@NullMarked
package bouncelab.io.font;

import org.jspecify.annotations.NullMarked;
