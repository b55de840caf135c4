/**
 * The command line (picocli): {@code trace}, {@code probe}, {@code sweep}, {@code render}, {@code worksheet},
 * {@code check-lessons}, {@code grade} and {@code vote}, one class per command, all built in {@code BounceLabCli}. Every bad input ends in one line on standard error naming
 * the option, or the file, line and field, and exit status 2 ({@code OneLineErrors}).
 *
 * <p>May import every floor below it: core, io, lessons, game, student, vote. Of the window it sees only
 * {@code bouncelab.ui.snapshot}, the one door into the JavaFX code.
 */
@NullMarked
package bouncelab.cli;

import org.jspecify.annotations.NullMarked;
