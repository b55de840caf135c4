package bouncelab.ui.render;

import bouncelab.core.choice.AlgorithmId;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import javafx.scene.Group;
import javafx.scene.Scene;
import javafx.scene.layout.Background;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.paint.Paint;

/**
 * The court's colours, read from a stylesheet: one small region per {@link CourtColour} and per algorithm, styled
 * by the sheet, whose background fill is the colour. The canvas cannot be styled by CSS itself; this is how it
 * still follows the theme. An algorithm's colour is found by its style class ({@link AlgorithmId#colourKey()}),
 * so one the window offers beside the built-ins may share a built-in's colour.
 */
public final class Palette {
    public static final String STYLESHEET = "/bouncelab/ui/bounce-lab.css";

    private final Map<CourtColour, Color> colours;
    /** By the algorithm's colour key, e.g. {@code alg-swept}. */
    private final Map<String, Color> runs;

    private Palette(Map<CourtColour, Color> colours, Map<String, Color> runs) {
        this.colours = colours;
        this.runs = runs;
    }

    /** Reads every colour from the given stylesheets (on the FX thread). */
    public static Palette fromStylesheets(List<String> stylesheets) {
        Fonts.load(); // every styled scene reads its palette first; the sheets name the app's own families
        Group probes = new Group();
        Map<CourtColour, Region> regions = new EnumMap<>(CourtColour.class);
        for (CourtColour colour : CourtColour.values()) {
            regions.put(colour, probe(probes, colour.styleClass()));
        }
        Map<AlgorithmId, Region> runRegions = new LinkedHashMap<>();
        for (AlgorithmId algorithm : AlgorithmId.builtIns()) { // yours too: it is shown once it compiles
            runRegions.put(algorithm, probe(probes, CourtColour.styleClass(algorithm)));
        }
        Scene scene = new Scene(probes);
        scene.getStylesheets().setAll(stylesheets);
        probes.applyCss();
        Map<CourtColour, Color> colours = new EnumMap<>(CourtColour.class);
        regions.forEach((colour, region) -> colours.put(colour, fillOf(colour.styleClass(), region.getBackground())));
        Map<String, Color> runs = new HashMap<>();
        runRegions.forEach((algorithm, region) ->
                runs.put(algorithm.colourKey(), fillOf(CourtColour.styleClass(algorithm), region.getBackground())));
        return new Palette(colours, runs);
    }

    /**
     * Given colours, one for every {@link CourtColour} and one for every algorithm: a palette that needs no
     * stylesheet (and no JavaFX toolkit), for tests.
     */
    static Palette of(Map<CourtColour, Color> colours, Map<AlgorithmId, Color> runs) {
        for (CourtColour colour : CourtColour.values()) {
            if (colours.get(colour) == null) {
                throw new IllegalArgumentException("no colour for " + colour);
            }
        }
        for (AlgorithmId algorithm : AlgorithmId.all()) {
            if (runs.get(algorithm) == null) {
                throw new IllegalArgumentException("no colour for " + algorithm);
            }
        }
        Map<String, Color> byKey = new HashMap<>();
        runs.forEach((algorithm, colour) -> byKey.put(algorithm.colourKey(), colour));
        return new Palette(new EnumMap<>(colours), byKey);
    }

    public static Palette standard() {
        return fromStylesheets(List.of(Palette.class.getResource(STYLESHEET).toExternalForm()));
    }

    private static Region probe(Group probes, String styleClass) {
        Region r = new Region();
        r.getStyleClass().add(styleClass);
        probes.getChildren().add(r);
        return r;
    }

    private static Color fillOf(String styleClass, Background bg) {
        if (bg == null || bg.getFills().isEmpty()) {
            throw new IllegalStateException("the stylesheet gives no colour for ." + styleClass);
        }
        Paint p = bg.getFills().get(0).getFill();
        if (p instanceof Color c) {
            return c;
        }
        throw new IllegalStateException("." + styleClass + " must be a plain colour");
    }

    public Color get(CourtColour colour) {
        return Objects.requireNonNull(colours.get(colour), colour.name()); // every colour is read from the sheet
    }

    /** The colour with a different opacity, for translucent fills. */
    public Color get(CourtColour colour, double opacity) {
        return withOpacity(get(colour), opacity);
    }

    /**
     * An algorithm's colour, where several runs are drawn together.
     *
     * @throws IllegalArgumentException for one whose style class the stylesheet gives no colour
     */
    public Color get(AlgorithmId algorithm) {
        Color c = runs.get(algorithm.colourKey());
        if (c == null) {
            throw new IllegalArgumentException("no colour for ." + CourtColour.styleClass(algorithm));
        }
        return c;
    }

    public Color get(AlgorithmId algorithm, double opacity) {
        return withOpacity(get(algorithm), opacity);
    }

    private static Color withOpacity(Color c, double opacity) {
        return new Color(c.getRed(), c.getGreen(), c.getBlue(), opacity);
    }
}
