/**
 * What the views share: {@code Styles}, every style class and state (pseudo-class) the Java names, as the
 * stylesheets spell them; {@code UiWords}, the window's language.
 *
 * <p>Imports nothing of the project but bouncelab.words (and JavaFX).
 */
@NullMarked
package bouncelab.ui.common;

import org.jspecify.annotations.NullMarked;
