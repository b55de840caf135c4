package bouncelab.ui.step;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.choice.AlgorithmId.CornerShape;
import bouncelab.ui.render.CourtRenderer;
import bouncelab.ui.render.Palette;
import bouncelab.ui.session.Algorithms;
import bouncelab.ui.session.BackgroundRunsTestShots;
import bouncelab.ui.session.PlaybackModel;
import bouncelab.ui.session.RunPlace;
import java.util.ArrayList;
import java.util.List;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The grown objects' corners are the run's that is shown: while another algorithm's run of a heavy shot is worked
 * out, the court still shows the last run, and its corners must be that run's algorithm's, not the one asked for.
 */
@ExtendWith(ApplicationExtension.class)
class CourtCornersTest {
    /** Jobs handed to the background, run when the test says. */
    private final List<Runnable> queued = new ArrayList<>();

    @Start
    void start(Stage stage) {
        // the court view is a node: made on the FX thread's toolkit, which TestFX starts
    }

    @Test
    void theCornersAreTheShownRunsUntilTheRunAskedForLands() {
        PlaybackModel m = new PlaybackModel(
                BackgroundRunsTestShots.wall(20),
                new Algorithms(Runnable::run),
                new RunPlace(queued::add, Runnable::run));
        m.setAlgorithm(AlgorithmId.SWEPT);
        queued.forEach(Runnable::run);
        queued.clear();
        m.jumpTo(30);
        CourtView court = new CourtView(m, new CourtRenderer(Palette.standard()));
        assertEquals(CornerShape.SQUARE, AlgorithmId.SWEPT.corners());
        assertFalse(court.scene().roundedCorners(), "swept's run: square corners");

        m.setAlgorithm(AlgorithmId.PYTHAGORAS); // rounded corners, worked out in the background
        assertTrue(m.isComputing());
        assertEquals("swept", m.currentTrace().algorithm(), "swept's run is still shown");
        assertFalse(court.scene().roundedCorners(), "its corners are still swept's, not those asked for");

        queued.forEach(Runnable::run);
        assertFalse(m.isComputing());
        assertTrue(court.scene().roundedCorners(), "pythagoras's run landed: its rounded corners");
    }
}
