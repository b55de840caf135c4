package bouncelab.ui.step;

import bouncelab.core.trace.FrameTrace;
import bouncelab.core.trace.Num;
import bouncelab.ui.common.Glossary;
import bouncelab.ui.common.Styles;
import bouncelab.ui.common.Tips;
import bouncelab.ui.common.UiWords;
import bouncelab.ui.session.PlaybackModel;
import bouncelab.words.WorkingText;
import bouncelab.words.WorkingWrap;
import java.util.Locale;
import javafx.application.Platform;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.TextArea;
import javafx.scene.control.Tooltip;
import javafx.scene.control.skin.TextAreaSkin;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Region;
import javafx.scene.text.Text;
import javafx.util.Duration;
import org.jspecify.annotations.Nullable;

/**
 * The current frame's working as selectable, copyable text: every quantity of the trace with its formula and
 * numbers, the tests that decided, the rule applied, the velocity before and after. Hovering over a line says what
 * its symbols mean (from the {@link Glossary}).
 */
public final class InspectorPane extends TextArea {
    private final ObjectProperty<String> instead = new SimpleObjectProperty<>(this, "instead");

    public InspectorPane(PlaybackModel model) {
        setId("inspector");
        getStyleClass().add(Styles.INSPECTOR);
        setEditable(false);
        setWrapText(true);
        widthProperty().addListener(o -> rewrap());
        fontProperty().addListener(o -> rewrap());
        model.frameProperty().addListener(o -> update(model));
        model.passProperty().addListener(o -> update(model));
        model.timelineProperty().addListener(o -> update(model));
        instead.addListener(o -> update(model));
        update(model);
        Tips.make(this, () -> {
            Tooltip tip = new Tooltip(hoverHint());
            tip.setWrapText(true);
            tip.setMaxWidth(460);
            tip.setShowDelay(Duration.millis(400));
            return tip;
        });
        setAccessibleHelp(hoverHint());
        addEventHandler(MouseEvent.MOUSE_MOVED, e -> {
            pointer = new double[] {e.getX(), e.getY()};
            explainUnderPointer();
        });
        addEventHandler(MouseEvent.MOUSE_EXITED, e -> pointer = null);
        // the wheel or a new frame brings another line under a pointer that stays put: the tip follows it, read
        // once the text has been laid out where it now lies
        scrollTopProperty().addListener(o -> explainAfterLayout());
        textProperty().addListener(o -> explainAfterLayout());
    }

    /** True while a reading of the tip waits for the next layout. */
    private boolean waiting;

    private void explainAfterLayout() {
        if (pointer == null || waiting || getScene() == null) {
            return;
        }
        waiting = true;
        Scene scene = getScene();
        scene.addPostLayoutPulseListener(new Runnable() {
            @Override
            public void run() {
                scene.removePostLayoutPulseListener(this);
                waiting = false;
                explainUnderPointer();
            }
        });
        Platform.requestNextPulse();
    }

    /** Where the pointer is over the text (its last move), or null when it is elsewhere. */
    private double @Nullable [] pointer;

    private void explainUnderPointer() {
        Tooltip tip = getTooltip(); // made as the pointer first came over the text
        Node content = lookup(".content");
        if (tip != null && pointer != null && content != null && getSkin() instanceof TextAreaSkin skin) {
            // the skin finds a character by where it lies in the text's own box, which scrolls: not by where it is
            // seen in the pane (scrolled, the tip explained the line that had been there before)
            Point2D at = content.sceneToLocal(localToScene(pointer[0], pointer[1]));
            String said = Glossary.explain(Glossary.lineAt(
                    getText(), skin.getIndex(at.getX(), at.getY()).getCharIndex()));
            tip.setText(said.isEmpty() ? hoverHint() : said);
        }
    }

    private static String hoverHint() {
        return UiWords.window("working.hover");
    }

    /** Said in place of the working while set: what moves is not the frame shown here (a game playing). */
    public ObjectProperty<String> insteadProperty() {
        return instead;
    }

    private void update(PlaybackModel m) {
        if (instead.get() != null) {
            show(instead.get());
            return;
        }
        FrameTrace t = m.currentTrace();
        if (t == null) {
            var b = m.scenario().ball();
            var w = UiWords.words();
            show(UiWords.window(
                    "working.frame0",
                    w.number(b.x()),
                    w.number(b.y()),
                    w.number(b.radius()),
                    w.number(b.vx()),
                    w.number(b.vy()),
                    w.number(b.speed() * m.scenario().dt()),
                    w.decimalMark(Num.exactly(m.scenario().dt()))));
            return;
        }
        show(shown(WorkingText.head(UiWords.words(), t, m.pass(), MAX_LINES)));
    }

    /** The working as said, each line whole: what the pane shows, before its lines are broken to fit. */
    private String working = "";

    /** How many characters a line of the pane holds, as the working was last broken for; 0 before it is known. */
    private int columns;

    /** The working as said, each line whole (the pane's text has its long lines broken to fit: {@link #rewrap}). */
    public String working() {
        return working;
    }

    private void show(String text) {
        working = text;
        setText(columns > 0 ? WorkingWrap.wrapText(text, columns) : text);
    }

    /**
     * Breaks the working's long lines again for the width the pane now has. JavaFX's own wrapping broke them at any
     * space: "B = (690," at the end of one line and "300)" on the next; the working's own breaks keep each term whole
     * and indent what goes on. JavaFX's wrapping stays on for a line wider than the pane all the same.
     */
    private void rewrap() {
        if (!(lookup(".content") instanceof Region content)) {
            return; // not laid out yet
        }
        if (followed != content) { // the text's own box: narrower than the pane, and more so with a scroll bar
            followed = content;
            content.widthProperty().addListener(o -> rewrap());
        }
        double room = content.getWidth() - content.snappedLeftInset() - content.snappedRightInset();
        MEASURE.setFont(getFont());
        MEASURE.setText("0".repeat(10));
        double each = MEASURE.getLayoutBounds().getWidth() / 10;
        int fits = room > 0 && each > 0 ? Math.max(MIN_COLUMNS, (int) Math.floor(room / each) - 1) : 0;
        if (fits != columns) {
            columns = fits;
            double top = getScrollTop();
            show(working);
            setScrollTop(top);
        }
    }

    /** Copies the selected working with its broken lines put back together: a sum pasted is one line again. */
    @Override
    public void copy() {
        String selected = getSelectedText();
        if (!selected.isEmpty()) {
            ClipboardContent content = new ClipboardContent();
            content.putString(WorkingWrap.unwrapText(selected));
            Clipboard.getSystemClipboard().setContent(content);
        }
    }

    /** The text's box whose width the lines are broken for, once found. */
    private @Nullable Region followed;

    /** Measures the working's font, on the FX thread. */
    private static final Text MEASURE = new Text();

    /** A line is never broken narrower than this: a pane squeezed to nothing keeps the working readable. */
    private static final int MIN_COLUMNS = 20;

    /**
     * The most lines of working shown at once. A frame of the heaviest shot has about 4,000 (every brick's test):
     * laying them all out held the FX thread for a second at End (bench/fx-stalls.sh), and no one reads past a few
     * hundred on screen; the rest are a command away.
     */
    static final int MAX_LINES = 400;

    /** The working's lines, the first {@link #MAX_LINES} of them and a line saying how many more and where. */
    static String shown(WorkingText.Head head) {
        String said = String.join("\n", head.lines());
        if (head.total() <= MAX_LINES) {
            return said;
        }
        return said + UiWords.window("working.more", String.format(Locale.ROOT, "%,d", head.total() - MAX_LINES));
    }
}
