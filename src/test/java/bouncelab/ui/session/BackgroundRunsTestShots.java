package bouncelab.ui.session;

import bouncelab.core.scenario.Scenario;

/** Heavy shots for the background-run tests of other packages. */
public final class BackgroundRunsTestShots {
    private BackgroundRunsTestShots() {}

    /** A Breakout wall of {@code cols} × 10 bricks and a paddle: past what is worked out at once from 10 columns. */
    public static Scenario wall(int cols) {
        return BackgroundRunsTest.wall(cols);
    }
}
