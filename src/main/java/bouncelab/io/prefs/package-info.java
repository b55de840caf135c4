/**
 * The user's preferences (theme, type size, last lesson, overlays) in a properties file, written atomically; a
 * broken file gives the defaults and a notice, never a crash. Plain Java.
 *
 * <p>Imports core and io.file.
 */
@NullMarked
package bouncelab.io.prefs;

import org.jspecify.annotations.NullMarked;
