/**
 * The class vote on the projector ("Class vote", key V, or the question box's button): the address, a QR code and
 * the room while the vote is open, how many have voted (never the split), then "Reveal": the split as bars beside
 * the right answer, and the court steps to the answer's frame. {@link bouncelab.ui.vote.ClassVoteModel} is the
 * state, drivable without a window; {@link bouncelab.ui.vote.ClassVoteView} draws it; {@link
 * bouncelab.ui.vote.QrCode} makes the picture with ZXing.
 *
 * <p>May import: {@code bouncelab.vote} (the server, which knows no JavaFX), {@code bouncelab.lessons},
 * {@code bouncelab.ui.common}, JavaFX and ZXing. The window ({@code bouncelab.ui.window}) opens it.
 */
@NullMarked
package bouncelab.ui.vote;

import org.jspecify.annotations.NullMarked;
