/**
 * The five ways Bounce Lab finds and answers a collision, one class each behind {@link
 * bouncelab.core.algorithm.CollisionAlgorithm}, each named by an {@link bouncelab.core.choice.AlgorithmId} (below
 * the shot, in core.choice: its name in files, title, key, colour, corner shape, its reach in the sweep's theory and
 * its weight of working) and made by {@link bouncelab.core.algorithm.AlgorithmClasses}, which also holds the {@link
 * bouncelab.core.algorithm.ArticleDepartures departures} from its article: the rest of Bounce Lab holds the ids and
 * asks them, never which algorithm an id is.
 *
 * <p>Three are discrete: they move the ball to B, where it would be with nothing in the way, and look only there
 * ({@link bouncelab.core.algorithm.DiscreteAlgorithm} is their shared frame).
 * <ul>
 *   <li>{@link bouncelab.core.algorithm.SimpleAlgorithm} — the bounding boxes overlap, or they do not;
 *   <li>{@link bouncelab.core.algorithm.PythagorasAlgorithm} — the circle against the rectangle, with the
 *       corner settled by Pythagoras;
 *   <li>{@link bouncelab.core.algorithm.IntersectionCentreAlgorithm} — Graybill's bounce from the centre of the
 *       shared rectangle.
 * </ul>
 * A ball that moves further in a frame than the object is thick can be on one side at A and on the other at B:
 * then none of these sees it (the simulation marks it tunnelled).
 *
 * <p>Two are swept: they follow the segment A→B and stop at the first thing on it ({@link
 * bouncelab.core.algorithm.SweptRecursion} is their shared frame: the closest hit, a bounce, and again with the time
 * left, at most {@value bouncelab.core.trace.BounceLimit#MAX_BOUNCES} times).
 * <ul>
 *   <li>{@link bouncelab.core.algorithm.SweptAlgorithm} — against the edges pushed out by the radius, with square
 *       corners, as the Pong and Breakout articles do;
 *   <li>{@link bouncelab.core.algorithm.SweptExactAlgorithm} — against the exact shape, with rounded corners.
 * </ul>
 *
 * <p>Every algorithm writes what it looked at and decided into the frame's trace ({@code bouncelab.core.trace}):
 * that, not the algorithm, is what the window draws and the lessons quote.
 *
 * <p>Imports the core packages below it: geometry, choice, scenario, trace, broadphase.
 */
@NullMarked
package bouncelab.core.algorithm;

import org.jspecify.annotations.NullMarked;
