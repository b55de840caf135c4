package bouncelab.core.scenario;

import bouncelab.core.geometry.Side;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A court's walls are kept as bits (they are asked every frame); as a set they behave as any other. */
class CourtWallsTest {

    @Test
    void aCourtsWallsAreAnImmutableSetInSideOrderEqualToAnyOtherSetOfTheSameSides() {
        Court c = new Court(800, 600, Set.of(Side.BOTTOM, Side.LEFT, Side.TOP));
        assertEquals(Set.of(Side.LEFT, Side.TOP, Side.BOTTOM), c.walls());
        assertEquals(
                EnumSet.of(Side.LEFT, Side.TOP, Side.BOTTOM).hashCode(),
                c.walls().hashCode());
        assertEquals(List.of(Side.LEFT, Side.TOP, Side.BOTTOM), List.copyOf(c.walls()), "side order");
        assertEquals(List.of(Side.LEFT, Side.TOP, Side.BOTTOM), c.wallsInOrder());
        assertEquals(List.of(Side.RIGHT), c.openSidesInOrder());
        assertTrue(c.isWall(Side.TOP));
        assertFalse(c.isWall(Side.RIGHT));
        assertFalse(c.walls().contains("left"));
        assertEquals(3, c.walls().size());
        assertThrows(UnsupportedOperationException.class, () -> c.walls().add(Side.RIGHT));
        assertThrows(UnsupportedOperationException.class, () -> c.walls().clear());
        assertEquals(c, new Court(800, 600, EnumSet.of(Side.LEFT, Side.TOP, Side.BOTTOM)));
        assertEquals(Set.of(), new Court(800, 600, Set.of()).walls());
        assertEquals(List.of(Side.values()), Court.closed(10, 10).wallsInOrder());
        Set<Side> withNull = new HashSet<>(Arrays.asList(Side.LEFT, null));
        assertThrows(NullPointerException.class, () -> new Court(1, 1, withNull));
    }
}
