package bouncelab.core.algorithm;

import bouncelab.core.geometry.Rect;
import bouncelab.core.scenario.Ball;

/**
 * A rule set's loop asking an algorithm's own test about one object, without the algorithm's own loop around it
 * (see {@code bouncelab.core.rules}): the test is the algorithm's, the loop the rules'.
 *
 * @param a          the ball where the move starts (A): the swept tests follow the path from here
 * @param b          the ball where the loop has moved it (B), with its velocity then: the discrete tests look here
 * @param box        the ball's box at B as the loop's numbers have it (whole pixels for Graybill and XNA)
 * @param object     the paddle or brick, its rectangle as the loop's numbers have it
 * @param arithmetic whether touching counts and whether halves are whole
 * @param pass       the pass of the loop, for the trace (1 unless the loop goes again with the time left)
 */
public record HitQuery(Ball a, Ball b, Rect box, Obstacle object, Arithmetic arithmetic, int pass) {

    /** Bounce Lab's numbers: the ball's own box at B. */
    public static HitQuery exact(Ball a, Ball b, Obstacle object, int pass) {
        return new HitQuery(a, b, b.box(), object, Arithmetic.EXACT, pass);
    }
}
