/**
 * The class vote: a small web server on the teacher's PC that serves one lesson question to the students' phones
 * and counts their answers, one per device, until the teacher closes it.
 *
 * <ul>
 *   <li>{@link bouncelab.vote.VoteQuestion} — the question as students see it: its words (live values filled in)
 *       and choices, never the answer;
 *   <li>{@link bouncelab.vote.Tally} — one choice per device, changeable until closed; the counts;
 *   <li>{@link bouncelab.vote.VoteServer} — the JDK's HTTP server with exactly five paths ({@code /},
 *       {@code /question}, {@code /picture}, {@code /vote}, {@code /tally}); everything else is 404, and bad input a
 *       clean status;
 *   <li>{@link bouncelab.vote.VotePage} — the page: plain HTML, CSS and JS from a resource, its words from the
 *       {@code VoteWords} bundle, every text escaped;
 *   <li>{@link bouncelab.vote.RateLimit}, {@link bouncelab.vote.LocalNetwork} — what keeps it safe on a school
 *       network: requests per address, and only addresses of the local network;
 *   <li>{@link bouncelab.vote.VoteLog} — the counts of each closed vote, one CSV row, in a folder it is given.
 * </ul>
 *
 * <p>May import: {@code bouncelab.core}, {@code bouncelab.io}, {@code bouncelab.lessons}, the JDK (its
 * {@code com.sun.net.httpserver}). No JavaFX: the window's {@code bouncelab.ui.vote} and the {@code vote} command
 * sit on top of it. Nothing below imports it, and it does not import {@code bouncelab.student}.
 */
@NullMarked
package bouncelab.vote;

import org.jspecify.annotations.NullMarked;
