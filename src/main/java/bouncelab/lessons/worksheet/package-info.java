/**
 * A lesson as a printable worksheet: each question with the frame it asks about, the answers with that frame's
 * working, as an HTML document, or as paper pages laid out as one PDF (openhtmltopdf) with the pictures inside it.
 * The pictures are drawn by the window code that calls this.
 *
 * <p>No JavaFX. Imports core, io and lessons.
 */
@NullMarked
package bouncelab.lessons.worksheet;

import org.jspecify.annotations.NullMarked;
