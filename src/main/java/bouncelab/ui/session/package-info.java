/**
 * What every view shares: the shot, the algorithm and the rules chosen for it (together, one {@code RunChoice}), the
 * run being stepped and where its frames are worked out ({@code PlaybackModel}, {@code SteppedRun}, {@code ShownRun},
 * {@code RunRequests}, {@code RunPlace}), the algorithms offered ({@code Algorithms}, with the student's own), the
 * transport with its bar, keys and clock, and the keys' {@code Shortcut}. The models are plain state a test drives
 * without a window.
 *
 * <p>Imports ui.common, student and the floors below ui; no other ui package.
 */
@NullMarked
package bouncelab.ui.session;

import org.jspecify.annotations.NullMarked;
