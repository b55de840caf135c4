/**
 * The JavaFX application entry point. The window itself is in {@code bouncelab.ui.window}.
 */
package bouncelab.ui;
