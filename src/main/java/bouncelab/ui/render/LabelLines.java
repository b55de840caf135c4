package bouncelab.ui.render;

import java.util.ArrayList;
import java.util.List;
import javafx.scene.text.Font;
import javafx.scene.text.Text;

/**
 * A court label's text in its font: how wide it is, and the lines it is broken onto to fit a width. On the FX
 * thread only, like the canvas it is drawn on.
 */
final class LabelLines {
    /** Measures label widths; only ever used on the FX thread. */
    private static final Text MEASURE = new Text();

    private static final String SEPARATOR = " · ";
    private final Font font;

    LabelLines(Font font) {
        this.font = font;
    }

    /**
     * {@code text} as lines no wider than {@code room}: broken at its " · " first, then, a part still wider (a
     * worksheet's small picture with its labels large), between its words; a single word wider stays whole.
     */
    List<String> lines(String text, double room) {
        if (width(text) <= room) {
            return List.of(text);
        }
        List<String> lines = new ArrayList<>();
        for (String part : joined(List.of(text.split(SEPARATOR)), SEPARATOR, room)) {
            lines.addAll(width(part) <= room ? List.of(part) : joined(List.of(part.split(" ")), " ", room));
        }
        return lines;
    }

    /** {@code parts} joined by {@code by} into as few lines no wider than {@code room} as they go. */
    private List<String> joined(List<String> parts, String by, double room) {
        List<String> lines = new ArrayList<>();
        String line = null;
        for (String part : parts) {
            String longer = line == null ? part : line + by + part;
            if (line != null && width(longer) > room) {
                lines.add(line);
                line = part;
            } else {
                line = longer;
            }
        }
        lines.add(line);
        return lines;
    }

    /** How wide {@code text} is drawn in the labels' font. */
    double width(String text) {
        MEASURE.setFont(font);
        MEASURE.setText(text);
        return MEASURE.getLayoutBounds().getWidth();
    }
}
