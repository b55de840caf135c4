/**
 * The window's appearance: theme stylesheets and the type size, applied to a scene, and their menus.
 *
 * <p>Imports io.prefs.
 */
@NullMarked
package bouncelab.ui.theme;

import org.jspecify.annotations.NullMarked;
