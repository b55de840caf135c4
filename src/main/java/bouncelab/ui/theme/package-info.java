/**
 * The window's appearance: theme stylesheets and the type size, applied to a scene, and their menus.
 *
 * <p>Imports io.prefs.
 */
package bouncelab.ui.theme;
