/**
 * Pong and Breakout played on the core: each frame the paddles move with the players' input, then the same
 * simulation step as everywhere else runs. The rally since the serve is kept so the stepper can replay it. Plain
 * Java, tested without a display.
 *
 * <p>Imports the core only.
 */
@NullMarked
package bouncelab.game;

import org.jspecify.annotations.NullMarked;
