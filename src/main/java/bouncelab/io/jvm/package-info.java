/**
 * The Javas Bounce Lab starts for itself: grade's workers, with their options read from the one file that also gives
 * the installers' launchers theirs ({@code bouncelab/jvm.properties}); and the installed app's one Java that makes
 * its class archive, where no installer step made it ({@link bouncelab.io.jvm.ClassArchive}).
 *
 * <p>Imports nothing of Bounce Lab's.
 */
@NullMarked
package bouncelab.io.jvm;

import org.jspecify.annotations.NullMarked;
