/**
 * Rule sets: whose update loop runs around an algorithm's collision test. {@link bouncelab.core.choice.RulesId} names
 * each (its name in scenario files, lessons and on the command line, a title, the article it comes from) and
 * {@link bouncelab.core.rules.RuleSet} is the loop, one class each:
 * <ul>
 *   <li>{@link bouncelab.core.rules.BounceLabRules} — {@code bounce-lab}, the default: each algorithm's own frame, as
 *       Bounce Lab has always run it, with a note in the working wherever it departs from the article the
 *       algorithm credits;
 *   <li>{@link bouncelab.core.rules.PongRules} — {@code pong}, Jake Gordon's Pong update();
 *   <li>{@link bouncelab.core.rules.BreakoutRules} — {@code breakout}, Jake Gordon's Breakout update() and its
 *       recursion;
 *   <li>{@link bouncelab.core.rules.SlidesRules} — {@code slides}, the WIT slides' Pong draw() loop;
 *   <li>{@link bouncelab.core.rules.GraybillRules} — {@code graybill}, Mark Graybill's VidBrick move();
 *   <li>{@link bouncelab.core.rules.XnaRules} — {@code xna}, the XNA Breakout blog's Ball.Update().
 * </ul>
 * Under an article's rules a shot runs as that article's program would, number for number, with its own arithmetic,
 * quirks and bugs: the loop is the article's, and the test inside it is the algorithm's ({@link
 * bouncelab.core.algorithm.CollisionAlgorithm#test}), so any algorithm runs under any rules.
 *
 * <p>Imports the core packages below it: geometry, choice, scenario, trace, broadphase, algorithm.
 */
@NullMarked
package bouncelab.core.rules;

import org.jspecify.annotations.NullMarked;
