package bouncelab.ui.render;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
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
            lines.addAll(width(part) <= room ? List.of(part) : joined(words(part), " ", room));
        }
        return lines;
    }

    /** Where a sum or comparison may break: before its relation, which then starts the next line. */
    private static final Pattern RELATION = Pattern.compile(" (?=[=<>≤≥≠] )");

    /**
     * {@code text} broken before each relation (" = ", " > ", " ≤ " …) that keeps a line within {@code room}, so
     * that each line starts with the relation it reads on from ("cornerDistance (squared) = 128" / "> 100 =
     * radius²"); as {@link #lines} where it has none, or a part is still wider.
     */
    List<String> linesAtRelations(String text, double room) {
        List<String> lines = new ArrayList<>();
        for (String part : joined(List.of(RELATION.split(text)), " ", room)) {
            lines.addAll(width(part) <= room ? List.of(part) : lines(part, room));
        }
        return lines;
    }

    /** A number's unit, as the working writes them: never left alone at the start of a line. */
    private static final Pattern UNIT = Pattern.compile("(px|px/s|px/frame|ms|s|°)[,;:.)]?");

    /**
     * {@code part}'s words, each unit kept with the number before it: "toi 2.778 ms" broken before "ms" had left the
     * unit alone on a line of its own (lesson 6's worksheet pictures).
     */
    static List<String> words(String part) {
        List<String> words = new ArrayList<>();
        for (String w : part.split(" ")) {
            int last = words.size() - 1;
            char before = last >= 0 ? lastChar(words.get(last)) : ' ';
            if (UNIT.matcher(w).matches() && (Character.isDigit(before) || before == ')')) { // "(240, 960) px/s"
                words.set(last, words.get(last) + " " + w);
            } else {
                words.add(w);
            }
        }
        return words;
    }

    private static char lastChar(String s) {
        return s.isEmpty() ? ' ' : s.charAt(s.length() - 1);
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
