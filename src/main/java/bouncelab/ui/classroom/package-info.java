/**
 * What a teacher uses in front of a class: presentation mode (the shown view alone, large type, a pointer disc)
 * and the playable Pong and Breakout, which pause into the stepper.
 *
 * <p>Imports the floors below ui, and ui.render, ui.session and ui.theme.
 */
@NullMarked
package bouncelab.ui.classroom;

import org.jspecify.annotations.NullMarked;
