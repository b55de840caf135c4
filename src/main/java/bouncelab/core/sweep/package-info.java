/**
 * The speed sweep, the one experiment called "sweep": many shots at a thin target at each speed, how many go
 * through under each algorithm, and the analytic miss rate to compare with.
 *
 * <p>The top of the core: may import every other core package.
 */
@NullMarked
package bouncelab.core.sweep;

import org.jspecify.annotations.NullMarked;
