package bouncelab.student;

/**
 * What a student's collision test is: the slides' {@code boolean hitPaddle(Paddle paddle, Ball ball)}, true when
 * the ball touches the paddle (or brick) where it is now.
 *
 * <p>A {@code .pde} file holds just the method (and any helpers beside it): Bounce Lab wraps it in a class that
 * gives it {@link Ball}, {@link Paddle} and Processing's maths ({@link Processing}). A {@code .java} file holds a
 * whole class instead, in no package, with a public no-argument constructor:
 * <pre>
 * public class MyTest implements PaddleTest {
 *     public boolean hitPaddle(Paddle paddle, Ball ball) {
 *         return abs(ball.getXCoord() - paddle.getXCoord()) &lt; 10;
 *     }
 * }
 * </pre>
 * Ball and Paddle come with the interface; {@code bouncelab.student.*} and Processing's helpers are imported for
 * it, as in a {@code .pde}.
 */
public interface PaddleTest {

    boolean hitPaddle(Paddle paddle, Ball ball);

    /** The slides' ball: its centre and its diameter, in px, as floats. Immutable. */
    final class Ball {
        private final float xCoord;
        private final float yCoord;
        private final float diameter;

        public Ball(float xCoord, float yCoord, float diameter) {
            this.xCoord = xCoord;
            this.yCoord = yCoord;
            this.diameter = diameter;
        }

        /** The x of the ball's centre. */
        public float getXCoord() {
            return xCoord;
        }

        /** The y of the ball's centre. */
        public float getYCoord() {
            return yCoord;
        }

        public float getDiameter() {
            return diameter;
        }

        @Override
        public String toString() {
            return "Ball(" + xCoord + ", " + yCoord + ", diameter " + diameter + ")";
        }
    }

    /** The slides' paddle (a brick is asked about the same way): its top-left corner and its size, in px. */
    final class Paddle {
        private final float xCoord;
        private final float yCoord;
        private final float paddleWidth;
        private final float paddleHeight;

        public Paddle(float xCoord, float yCoord, float paddleWidth, float paddleHeight) {
            this.xCoord = xCoord;
            this.yCoord = yCoord;
            this.paddleWidth = paddleWidth;
            this.paddleHeight = paddleHeight;
        }

        /** The x of the paddle's left edge. */
        public float getXCoord() {
            return xCoord;
        }

        /** The y of the paddle's top edge. */
        public float getYCoord() {
            return yCoord;
        }

        public float getPaddleWidth() {
            return paddleWidth;
        }

        public float getPaddleHeight() {
            return paddleHeight;
        }

        @Override
        public String toString() {
            return "Paddle(" + xCoord + ", " + yCoord + ", " + paddleWidth + " x " + paddleHeight + ")";
        }
    }
}
