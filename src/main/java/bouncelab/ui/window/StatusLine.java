package bouncelab.ui.window;

import bouncelab.ui.common.Styles;
import bouncelab.ui.common.UiWords;
import java.util.Arrays;
import java.util.function.Consumer;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;
import javafx.scene.text.Font;
import javafx.scene.text.Text;
import org.jspecify.annotations.Nullable;

/**
 * The line at the window's foot. A message (a file saved, a problem) shows in full, on more lines if it must. The
 * shown view's keys take one line: when they do not all fit (large type, a narrow projector), the first keys that
 * fit and "F1 every key". Three lines of keys at 28 px had pushed the timelines out of sight.
 */
final class StatusLine {
    /** The last of the keys when they do not all fit. */
    static String more() {
        return UiWords.window("status.more");
    }

    private static final String SEPARATOR = " · ";

    private final Label label = new Label();
    private @Nullable String keys; // the view's keys while they show; null while a message does
    private Consumer<String> whileHidden = text -> {};

    StatusLine() {
        label.setId("status");
        label.getStyleClass().add(Styles.STATUS_LINE);
        label.setWrapText(true); // a long message wraps, never "…"
        label.setMinHeight(Region.USE_PREF_SIZE);
        // the window's whole width, whatever the text: the room the keys are fitted to must not shrink to the last
        // text shown
        label.setMaxWidth(Double.MAX_VALUE);
        label.widthProperty().addListener(o -> fit());
        label.fontProperty().addListener(o -> fit());
    }

    Label label() {
        return label;
    }

    /** The shown view's keys, as many as one line holds. */
    void keys(String text) {
        keys = text;
        label.pseudoClassStateChanged(Styles.ERROR, false);
        fit();
    }

    void message(String text) {
        keys = null;
        label.pseudoClassStateChanged(Styles.ERROR, false);
        label.setText(text);
        if (!label.isVisible()) {
            whileHidden.accept(text);
        }
    }

    /** Where a message goes too while the line is hidden (presenting hides it): the presentation bar. */
    void whileHidden(Consumer<String> to) {
        whileHidden = to;
    }

    void error(String text) {
        keys = null;
        label.pseudoClassStateChanged(Styles.ERROR, true);
        label.setText(text);
        if (!label.isVisible()) {
            whileHidden.accept(text); // the banner over the tabs is hidden too while presenting
        }
    }

    private void fit() {
        if (keys == null) {
            return;
        }
        double room = label.getWidth() - label.snappedLeftInset() - label.snappedRightInset();
        label.setText(room <= 0 ? keys : fitted(keys, room, label.getFont()));
    }

    /** The keys whole if they fit {@code room} px in {@code font}; else the first that fit and {@link #more}. */
    static String fitted(String keys, double room, Font font) {
        if (width(keys, font) <= room) {
            return keys;
        }
        String[] parts = keys.split(SEPARATOR);
        String more = more();
        String shown = more;
        for (int n = 1; n < parts.length; n++) {
            String first = String.join(SEPARATOR, Arrays.copyOf(parts, n));
            String line = first.contains(more) ? first : first + SEPARATOR + more;
            if (width(line, font) > room) {
                break;
            }
            shown = line;
        }
        return shown;
    }

    private static double width(String s, Font font) {
        Text t = new Text(s);
        t.setFont(font);
        return Math.ceil(t.getLayoutBounds().getWidth()) + 1; // a pixel spare: the label rounds its own way
    }
}
