/**
 * What the views share: {@code Styles}, every style class and state (pseudo-class) the Java names, as the
 * stylesheets spell them.
 *
 * <p>Imports nothing of the project (only JavaFX).
 */
package bouncelab.ui.common;
