/**
 * The "Your test" tab: the student writes hitPaddle in an editor, compiles it (off the FX thread), sees javac's
 * problems at their lines in plain words, and a report card; once it compiles it is the sixth algorithm,
 * {@code yours}, everywhere the window offers algorithms (see {@link bouncelab.ui.session.Algorithms}).
 */
@NullMarked
package bouncelab.ui.yours;

import org.jspecify.annotations.NullMarked;
