/**
 * What a view in a tab of the window promises the window: its content, its keys, being told when it is shown, and
 * getting ready for a picture of it ({@code render}); and the lazy tab that makes a view the first time it is needed.
 *
 * <p>Imports ui.session and ui.render.
 */
@NullMarked
package bouncelab.ui.tab;

import org.jspecify.annotations.NullMarked;
