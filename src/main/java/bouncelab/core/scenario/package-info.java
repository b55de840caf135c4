/**
 * One shot as values: the court, the ball, paddles, bricks (listed or in a grid), the frame time and the rules.
 * Records that check their own invariants; nothing here reads or writes a file (that is {@code bouncelab.io}).
 *
 * <p>Imports core.geometry and core.choice only (a shot holds which algorithm and which rules).
 */
@NullMarked
package bouncelab.core.scenario;

import org.jspecify.annotations.NullMarked;
