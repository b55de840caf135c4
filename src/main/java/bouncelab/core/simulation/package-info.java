/**
 * Stepping a shot: {@code Simulation.step} runs one frame with an algorithm and returns the next state with the
 * frame's trace; a run keeps the frames stepped so far (with checkpoints, so any frame can be shown again); a
 * scripted run replays a game's rally with the paddles where the players had them. The continuous ground truth
 * that marks a frame tunnelled lives here too, and {@code WorkBudget}, which counts the working a view's runs would
 * record before they are made.
 *
 * <p>Deterministic to the bit. Imports the core packages below it: geometry, choice, scenario, trace, broadphase,
 * algorithm, rules.
 */
@NullMarked
package bouncelab.core.simulation;

import org.jspecify.annotations.NullMarked;
