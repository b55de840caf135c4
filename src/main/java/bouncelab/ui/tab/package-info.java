/**
 * What a tab beside the stepping view promises the window: its content, its keys, and being told when it is shown.
 *
 * <p>Imports ui.session and ui.render.
 */
package bouncelab.ui.tab;
