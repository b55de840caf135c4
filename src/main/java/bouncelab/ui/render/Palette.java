package bouncelab.ui.render;

import javafx.scene.Group;
import javafx.scene.Scene;
import javafx.scene.layout.Background;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.paint.Paint;

import java.util.EnumMap;
import java.util.Map;

/**
 * The court's colours, read from a stylesheet: one small region per {@link Ink}, styled by the sheet, whose
 * background fill is the colour. The canvas cannot be styled by CSS itself; this is how it still follows the theme.
 */
public final class Palette {
    public static final String STYLESHEET = "/bouncelab/ui/bounce-lab.css";

    private final Map<Ink, Color> colours;

    private Palette(Map<Ink, Color> colours) {
        this.colours = colours;
    }

    /** Reads every ink from the given stylesheets (on the FX thread). */
    public static Palette fromStylesheets(java.util.List<String> stylesheets) {
        Group probes = new Group();
        Map<Ink, Region> regions = new EnumMap<>(Ink.class);
        for (Ink ink : Ink.values()) {
            Region r = new Region();
            r.getStyleClass().add(ink.styleClass());
            regions.put(ink, r);
            probes.getChildren().add(r);
        }
        Scene scene = new Scene(probes);
        scene.getStylesheets().setAll(stylesheets);
        probes.applyCss();
        Map<Ink, Color> colours = new EnumMap<>(Ink.class);
        regions.forEach((ink, region) -> colours.put(ink, fillOf(ink, region.getBackground())));
        return new Palette(colours);
    }

    /** Given colours, one for every ink: a palette that needs no stylesheet (and no JavaFX toolkit), for tests. */
    static Palette of(Map<Ink, Color> colours) {
        for (Ink ink : Ink.values()) {
            if (colours.get(ink) == null) {
                throw new IllegalArgumentException("no colour for " + ink);
            }
        }
        return new Palette(new EnumMap<>(colours));
    }

    public static Palette standard() {
        return fromStylesheets(java.util.List.of(Palette.class.getResource(STYLESHEET).toExternalForm()));
    }

    private static Color fillOf(Ink ink, Background bg) {
        if (bg == null || bg.getFills().isEmpty()) {
            throw new IllegalStateException("the stylesheet gives no colour for ." + ink.styleClass());
        }
        Paint p = bg.getFills().get(0).getFill();
        if (p instanceof Color c) {
            return c;
        }
        throw new IllegalStateException("." + ink.styleClass() + " must be a plain colour");
    }

    public Color get(Ink ink) {
        return colours.get(ink);
    }

    /** The colour with a different opacity, for translucent fills. */
    public Color get(Ink ink, double opacity) {
        Color c = colours.get(ink);
        return new Color(c.getRed(), c.getGreen(), c.getBlue(), opacity);
    }
}
