/**
 * The recovery copy of the shot being edited, written while the user works and offered again after a crash.
 *
 * <p>Imports core and the io packages that read and write shots.
 */
@NullMarked
package bouncelab.io.recovery;

import org.jspecify.annotations.NullMarked;
