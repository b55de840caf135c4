package bouncelab.io.scenario;

import bouncelab.core.geometry.Vec2;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.scenario.ShotLimits;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** ShotLimits says what the scenario loader accepts: a shot at a limit loads and passes, one past it does neither. */
class ShotLimitsTest {

    private static String shot(String dt, String vx) {
        return "{\"court\": {\"width\": 800, \"height\": 600}, \"dt\": " + dt
                + ", \"ball\": {\"x\": 400, \"y\": 300, \"radius\": 8, \"vx\": " + vx + ", \"vy\": 0}}";
    }

    @Test
    void theLimitsAreTheLoaders() {
        Scenario atLimits = ScenarioLoader.parse(shot("10", "1e9"), "shot.json");
        assertEquals(ShotLimits.MAX_DT, atLimits.dt());
        assertEquals(ShotLimits.MAX_MAGNITUDE, atLimits.ball().vx());
        assertTrue(ShotLimits.problem(atLimits).isEmpty());

        assertThrows(ScenarioException.class, () -> ScenarioLoader.parse(shot("10.5", "1"), "shot.json"));
        assertEquals(
                "dt would be 10.5 s, and a scenario file holds a dt more than 0 and at most 10 s",
                ShotLimits.problem(atLimits.withDt(10.5)).orElseThrow());

        assertThrows(ScenarioException.class, () -> ScenarioLoader.parse(shot("0.02", "-1.5e9"), "shot.json"));
        assertEquals(
                "the ball's velocity would be (-1500000000, 0) px/s, and a scenario file holds numbers at most "
                        + "1e9 in size",
                ShotLimits.problem(atLimits.withBall(atLimits.ball().withVelocity(new Vec2(-1.5e9, 0))))
                        .orElseThrow());
        assertTrue(ShotLimits.problem(
                        atLimits.withBall(atLimits.ball().withVelocity(new Vec2(Double.POSITIVE_INFINITY, 0))))
                .isPresent());
    }

    private static String grid(int cols, int rows) {
        return shot("0.02", "1")
                .replace(
                        "}}",
                        "}, \"brickGrid\": {\"x\": 0, \"y\": 0, \"cols\": " + cols + ", \"rows\": " + rows
                                + ", \"brickWidth\": 0.5, \"brickHeight\": 0.2}}");
    }

    @Test
    void theObjectAndGridLimitsAreTheLoaders() {
        // a grid's bricks count towards the objects one by one; its sides have a limit of their own
        assertEquals(
                ShotLimits.MAX_OBJECTS,
                ScenarioLoader.parse(grid(ShotLimits.MAX_OBJECTS, 1), "g.json")
                        .brickGrid()
                        .cols());
        assertEquals(
                "brickGrid",
                assertThrows(
                                ScenarioException.class,
                                () -> ScenarioLoader.parse(grid(ShotLimits.MAX_OBJECTS / 2 + 1, 2), "g.json"))
                        .field());
        assertTrue(assertThrows(
                        ScenarioException.class,
                        () -> ScenarioLoader.parse(grid(ShotLimits.MAX_GRID_SIDE + 1, 1), "g.json"))
                .getMessage()
                .startsWith("g.json:1: field 'brickGrid.cols'"));
        // a shot at every other limit, written out, is far under the size a scenario file may have
        assertTrue(ScenarioWriter.toJson(ScenarioLoader.parse(grid(ShotLimits.MAX_OBJECTS, 1), "g.json"))
                        .length()
                < ShotLimits.MAX_SCENARIO_BYTES / 10);
    }
}
