package bouncelab.ui;

import bouncelab.core.algorithm.AlgorithmClasses;
import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Side;
import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.BrickGrid;
import bouncelab.core.scenario.Court;
import bouncelab.core.scenario.Rules;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.simulation.Run;
import bouncelab.core.trace.BrickBroken;
import bouncelab.core.trace.Overlay;
import bouncelab.ui.render.CourtRenderer;
import bouncelab.ui.render.CourtScene;
import bouncelab.ui.render.StaticLayer;
import bouncelab.ui.render.Viewport;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The court's static layer changes only when a brick breaks or the view moves, so the bricks need not be redrawn. */
class StaticLayerTest {
    private static final Viewport VIEW = Viewport.fit(800, 600, 1920, 1080, 24);

    private static Scenario breakout() {
        return new Scenario(
                Court.closed(800, 600),
                1.0 / 60,
                new Ball(400, 500, 5, 300, -900),
                List.of(),
                List.of(),
                new BrickGrid(10, 40, 30, 25, 24, 8, 2),
                Rules.DEFAULT,
                AlgorithmId.SWEPT);
    }

    private static CourtScene scene(Run run, int frame) {
        return new CourtScene(
                run.scenario().court(),
                run.state(frame - 1),
                run.state(frame),
                run.trace(frame),
                List.of(),
                EnumSet.allOf(Overlay.class),
                0,
                false,
                null);
    }

    @Test
    void framesThatBreakNothingShareOneLayerAndABreakMakesANewOne() {
        Run run = new Run(breakout(), AlgorithmClasses.create(AlgorithmId.SWEPT));
        int breaking = 1;
        while (run.trace(breaking).items(BrickBroken.class).isEmpty()) {
            breaking++;
        }
        assertTrue(breaking > 3, "the ball flies a few frames before it reaches the wall");
        StaticLayer first = CourtRenderer.staticLayer(scene(run, 1), VIEW, 1920, 1080);
        assertEquals(first, CourtRenderer.staticLayer(scene(run, breaking - 1), VIEW, 1920, 1080));
        StaticLayer broke = CourtRenderer.staticLayer(scene(run, breaking), VIEW, 1920, 1080);
        assertNotEquals(first, broke);
        String id = run.trace(breaking).items(BrickBroken.class).get(0).objectId();
        assertEquals(Set.of(id), broke.broken());
        assertTrue(broke.bricks().stream().anyMatch(b -> b.id().equals(id)), "drawn, in the broken colour");
        StaticLayer after = CourtRenderer.staticLayer(scene(run, breaking + 1), VIEW, 1920, 1080);
        assertTrue(after.bricks().stream().noneMatch(b -> b.id().equals(id)), "gone the frame after");
    }

    @Test
    void movingTheViewMakesANewLayer() {
        Run run = new Run(breakout(), AlgorithmClasses.create(AlgorithmId.SWEPT));
        StaticLayer a = CourtRenderer.staticLayer(scene(run, 1), VIEW, 1920, 1080);
        assertNotEquals(a, CourtRenderer.staticLayer(scene(run, 1), VIEW.panBy(5, 0), 1920, 1080));
        assertNotEquals(a, CourtRenderer.staticLayer(scene(run, 1), VIEW, 1280, 720));
        assertEquals(new Rect(0, 0, 800, 600), a.court().bounds());
        assertTrue(a.court().isWall(Side.BOTTOM));
    }
}
