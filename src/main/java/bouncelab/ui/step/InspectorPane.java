package bouncelab.ui.step;

import bouncelab.core.trace.FrameTrace;
import bouncelab.core.trace.Num;
import bouncelab.ui.common.Glossary;
import bouncelab.ui.common.Styles;
import bouncelab.ui.common.Tips;
import bouncelab.ui.common.UiWords;
import bouncelab.ui.session.PlaybackModel;
import bouncelab.words.WorkingText;
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
import javafx.scene.input.MouseEvent;
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
            setText(instead.get());
            return;
        }
        FrameTrace t = m.currentTrace();
        if (t == null) {
            var b = m.scenario().ball();
            var w = UiWords.words();
            setText(UiWords.window(
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
        setText(shown(WorkingText.head(UiWords.words(), t, m.pass(), MAX_LINES)));
    }

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
