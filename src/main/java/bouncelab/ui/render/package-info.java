/**
 * Drawing a frame's trace on a canvas: the court, the objects and every overlay, through a pen, in colours read
 * from the stylesheet (a theme changes them in one place). The one place that knows colours and line styles.
 *
 * <p>Imports core only (and JavaFX).
 */
package bouncelab.ui.render;
