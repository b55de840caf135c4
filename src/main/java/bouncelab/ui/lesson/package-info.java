/**
 * The lesson panel: the course list, a lesson's text with its numbers filled from the shown frame, try-this
 * links, questions that reveal on request, and a watcher that reloads a lesson folder when a teacher edits it.
 *
 * <p>Imports lessons, ui.session and the floors below.
 */
@NullMarked
package bouncelab.ui.lesson;

import org.jspecify.annotations.NullMarked;
