/**
 * Headless rendering: the window or a worksheet drawn off screen into images. The only door from the command line
 * into the JavaFX code; {@code render} and {@code worksheet} ask for a picture here and never build views themselves.
 *
 * <p>May import every ui package.
 */
@NullMarked
package bouncelab.ui.snapshot;

import org.jspecify.annotations.NullMarked;
