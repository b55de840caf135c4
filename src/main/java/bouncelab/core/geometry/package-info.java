/**
 * Points, rectangles, segments and the two intercepts the articles use: segment against segment, and a moving
 * point against a rectangle pushed out by the ball's radius (square or rounded corners). Immutable records;
 * screen coordinates, y down, in pixels.
 *
 * <p>The ground floor: imports nothing of Bounce Lab.
 */
@NullMarked
package bouncelab.core.geometry;

import org.jspecify.annotations.NullMarked;
