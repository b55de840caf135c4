package bouncelab.ui.render;

import bouncelab.core.choice.AlgorithmId;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javafx.scene.paint.Color;

/** Palettes made without a stylesheet or the JavaFX toolkit, for tests of other packages too. */
public final class TestPalettes {
    private TestPalettes() {}

    /**
     * A colour of its own for every court colour and every algorithm, so a call's colour says which it was drawn
     * in.
     */
    public static Palette distinct() {
        return Palette.of(
                Stream.of(CourtColour.values())
                        .collect(Collectors.toMap(
                                Function.identity(),
                                i -> Color.rgb(1 + i.ordinal(), 2 * i.ordinal(), 255 - i.ordinal()),
                                (a, b) -> a,
                                () -> new EnumMap<>(CourtColour.class))),
                AlgorithmId.all().stream()
                        .collect(Collectors.toMap(
                                Function.identity(),
                                a -> Color.rgb(128 + AlgorithmId.builtIns().indexOf(a), 1, 1),
                                (a, b) -> a,
                                LinkedHashMap::new)));
    }
}
