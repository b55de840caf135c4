/**
 * The JavaFX application entry point. The window itself is in {@code bouncelab.ui.window}.
 */
@NullMarked
package bouncelab.ui;

import org.jspecify.annotations.NullMarked;
