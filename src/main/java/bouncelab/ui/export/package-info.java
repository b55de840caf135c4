/**
 * Pictures of the court written to files: a frame as PNG, and a worksheet's pictures. Used by the window's
 * File → Export and by the headless commands.
 *
 * <p>Imports ui.render and ui.step, and the floors below ui.
 */
package bouncelab.ui.export;
