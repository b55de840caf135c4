/**
 * Bounce Lab: the launcher that starts the window, or the command line when given arguments.
 */
@NullMarked
package bouncelab;

import org.jspecify.annotations.NullMarked;
