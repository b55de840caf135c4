/**
 * Which bricks are worth testing this frame: brute force (all of them) or a uniform grid walked along the ball's
 * path (Amanatides–Woo). Both answer the same question with the same candidates in the same order, so the working
 * does not depend on the choice; the grid only looks at fewer bricks.
 *
 * <p>Imports core.geometry and core.scenario only.
 */
@NullMarked
package bouncelab.core.broadphase;

import org.jspecify.annotations.NullMarked;
