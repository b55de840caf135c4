/**
 * Pictures of the court written to files: a frame as PNG, and a worksheet's pictures. Used by the window's
 * File → Export and by the headless commands.
 *
 * <p>Imports ui.render, ui.session and ui.step (its court view), and the floors below ui.
 */
@NullMarked
package bouncelab.ui.export;

import org.jspecify.annotations.NullMarked;
