/**
 * The io floor: plain Java that reads and writes files (JSON, CSV, images, preferences, recovery). No JavaFX.
 */
@NullMarked
package bouncelab.io;

import org.jspecify.annotations.NullMarked;
