/**
 * Lessons as data: a folder per lesson with {@code lesson.md} (front matter, Markdown, placeholders filled from the
 * trace, try-this actions, predict-then-reveal questions, checks) and its shot. Loading turns a folder into a
 * {@code Lesson} value or a list of errors that name file and line; the course ships in the jar.
 *
 * <p>No JavaFX. Imports core and io.
 */
@NullMarked
package bouncelab.lessons;

import org.jspecify.annotations.NullMarked;
