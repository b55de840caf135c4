/**
 * Drawing a frame's trace on a canvas: the court, the objects and every overlay, through a pen, in colours read
 * from the stylesheet (a theme changes them in one place). The one place that knows colours and line styles, and
 * the one that loads the app's own fonts into JavaFX ({@code Fonts}).
 *
 * <p>Imports core, io.font and words (the working's labels in a language) only, and JavaFX.
 */
@NullMarked
package bouncelab.ui.render;

import org.jspecify.annotations.NullMarked;
