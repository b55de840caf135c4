package bouncelab.core.algorithm;

import bouncelab.core.choice.AlgorithmId;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The algorithm ids: their names are a contract with files, lessons and scripts, and their keys with the hands. */
class AlgorithmIdTest {

    @Test
    void theNamesAreTheOnesFilesLessonsAndScriptsUse() {
        assertEquals(
                List.of("simple", "pythagoras", "intersection-centre", "swept", "swept-exact"),
                AlgorithmId.all().stream().map(AlgorithmId::fileName).toList());
    }

    @Test
    void everyNameReadsBackAsItsId() {
        for (AlgorithmId id : AlgorithmId.all()) {
            assertEquals(Optional.of(id), AlgorithmId.parse(id.fileName()));
            assertEquals(id, AlgorithmId.of(id.fileName()));
        }
        assertEquals(Optional.empty(), AlgorithmId.parse("SWEPT"), "the constant's own name is not a file name");
        assertEquals(Optional.empty(), AlgorithmId.parse(""));
        assertEquals(Optional.empty(), AlgorithmId.parse(null));
    }

    @Test
    void theKeysOneToFivePickTheAlgorithmsInTeachingOrder() {
        assertEquals(
                List.of(
                        AlgorithmId.SIMPLE,
                        AlgorithmId.PYTHAGORAS,
                        AlgorithmId.INTERSECTION_CENTRE,
                        AlgorithmId.SWEPT,
                        AlgorithmId.SWEPT_EXACT),
                AlgorithmId.all());
        for (int k = 1; k <= 5; k++) {
            AlgorithmId id = AlgorithmId.all().get(k - 1);
            assertEquals(Optional.of(id), AlgorithmId.byKey(k));
            assertEquals(k, id.key());
        }
        assertEquals(Optional.empty(), AlgorithmId.byKey(0));
        assertEquals(Optional.empty(), AlgorithmId.byKey(7));
    }

    @Test
    void anUnknownNameIsRefusedWithTheListOfNames() {
        String message =
                "unknown algorithm 'sweep' (one of simple, pythagoras, intersection-centre, swept, " + "swept-exact)";
        assertEquals(message, AlgorithmId.unknown("sweep"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> AlgorithmId.of("sweep"));
        assertEquals(message, e.getMessage());
    }

    @Test
    void eachMakesItsOwnAlgorithm() {
        for (AlgorithmId id : AlgorithmId.all()) {
            CollisionAlgorithm a = AlgorithmClasses.create(id);
            assertEquals(id, a.id());
            assertEquals(id.continuous(), a instanceof SweptRecursion, id + " follows the path exactly when swept");
            assertTrue(AlgorithmClasses.create(id) != a, "a new one each time");
        }
    }

    @Test
    void titlesAndColourKeysAreDistinct() {
        Set<String> titles = new HashSet<>();
        Set<String> colours = new HashSet<>();
        for (AlgorithmId id : AlgorithmId.all()) {
            assertTrue(titles.add(id.title()), id.title());
            assertTrue(colours.add(id.colourKey()), id.colourKey());
        }
    }

    @Test
    void theRoundCornersAreTheCircleTests() {
        for (AlgorithmId id : AlgorithmId.all()) {
            boolean round = id == AlgorithmId.PYTHAGORAS || id == AlgorithmId.SWEPT_EXACT;
            assertEquals(
                    round ? AlgorithmId.CornerShape.ROUNDED : AlgorithmId.CornerShape.SQUARE,
                    id.corners(),
                    id.fileName());
        }
    }
}
