package bouncelab.core.broadphase;

import bouncelab.core.geometry.Rect;
import bouncelab.core.scenario.Brick;
import bouncelab.core.scenario.BrickGrid;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The standing bricks behave as an immutable list, whatever has been broken, and share their grid. */
class LiveBricksTest {
    private static final List<Brick> WALL = new BrickGrid(0, 0, 10, 10, 20, 10, 2).bricks();

    @Test
    void actsAsTheListItWasMadeFrom() {
        LiveBricks live = LiveBricks.of(WALL);
        assertEquals(WALL, live);
        assertEquals(live, WALL);
        assertEquals(WALL.hashCode(), live.hashCode());
        assertSame(live, LiveBricks.of(live));
        assertThrows(UnsupportedOperationException.class, () -> live.add(WALL.get(0)));
    }

    @Test
    void breakingBricksLeavesTheOthersInOrder() {
        LiveBricks live = LiveBricks.of(WALL).without(Set.of("r0c3", "r5c5", "no-such-brick"));
        List<Brick> expected = new ArrayList<>(WALL);
        expected.removeIf(b -> b.id().equals("r0c3") || b.id().equals("r5c5"));
        assertEquals(expected, live);
        assertEquals(98, live.size());
        for (int i = 0; i < expected.size(); i++) {
            assertEquals(expected.get(i), live.get(i));
        }
        assertEquals(Optional.empty(), live.find("r0c3"));
        assertEquals(Optional.of(WALL.get(4)), live.find("r0c4"));
        assertEquals(expected, List.copyOf(live));
        assertEquals(expected, live.stream().toList());
    }

    @Test
    void breakingNothingGivesTheSameList() {
        LiveBricks live = LiveBricks.of(WALL);
        assertSame(live, live.without(Set.of()));
        assertSame(live, live.without(Set.of("nothing")));
    }

    @Test
    void statesShareTheGridUntilHalfTheWallIsGone() {
        LiveBricks live = LiveBricks.of(WALL);
        BroadPhase grid = live.broadPhase("grid", 4);
        LiveBricks fewer = live.without(Set.of("r0c0"));
        assertSame(grid, fewer.broadPhase("grid", 4));
        List<String> half = WALL.subList(0, 51).stream().map(Brick::id).toList();
        LiveBricks compacted = fewer.without(half);
        assertEquals(49, compacted.size());
        assertEquals(49, compacted.slots());
        assertNotSame(grid, compacted.broadPhase("grid", 4));
        assertEquals(WALL.subList(51, 100), compacted);
    }

    @Test
    void bricksSharingAnIdBreakTogether() {
        Brick a = new Brick("twin", new Rect(0, 0, 10, 10));
        Brick b = new Brick("twin", new Rect(20, 0, 10, 10));
        Brick c = new Brick("other", new Rect(40, 0, 10, 10));
        assertEquals(List.of(c), LiveBricks.of(List.of(a, b, c)).without(Set.of("twin")));
    }

    @Test
    void anUnknownBroadPhaseIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> LiveBricks.of(WALL).broadPhase("quadtree", 1));
    }
}
