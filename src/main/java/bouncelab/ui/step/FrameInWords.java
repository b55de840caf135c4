package bouncelab.ui.step;

import bouncelab.core.trace.FrameTrace;
import bouncelab.ui.session.PlaybackModel;
import bouncelab.words.FrameDescriber;
import bouncelab.words.Words;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;
import org.jspecify.annotations.Nullable;

/**
 * The frame shown, in words ({@link FrameDescriber}), kept up to date as the frame, the run or the shot changes:
 * the court's accessible text, so a screen reader says it when the frame changes, and, while {@link #shown()}
 * (View menu, off by default), a line at the top of the working.
 */
public final class FrameInWords {
    private final PlaybackModel model;
    private final Words words;
    private final ReadOnlyStringWrapper text = new ReadOnlyStringWrapper(this, "text", "");
    private final BooleanProperty shown = new SimpleBooleanProperty(this, "shown", false);
    private @Nullable FrameDescriber describer;

    public FrameInWords(PlaybackModel model, Words words) {
        this.model = model;
        this.words = words;
        model.scenarioProperty().addListener((o, was, now) -> {
            describer = null; // the paddles may have changed: an object is named a paddle or a brick from them
            update();
        });
        model.frameProperty().addListener((o, was, now) -> update());
        model.runChanged().addListener(o -> update());
        update();
    }

    /** The words of the frame shown now. */
    public ReadOnlyStringProperty textProperty() {
        return text.getReadOnlyProperty();
    }

    public String text() {
        return text.get();
    }

    /** Whether the working shows the words at its top; the court has them as its accessible text either way. */
    public BooleanProperty shown() {
        return shown;
    }

    /** The line at the top of the working: the words, while shown. */
    Label label() {
        Label label = new Label();
        label.setId("frame-in-words");
        label.setWrapText(true);
        label.setMinHeight(Region.USE_PREF_SIZE);
        label.textProperty().bind(text);
        label.visibleProperty().bind(shown);
        label.managedProperty().bind(shown);
        return label;
    }

    private void update() {
        if (describer == null) {
            describer = new FrameDescriber(words, model.scenario().paddles());
        }
        if (model.frame() == 0) {
            text.set(describer.start(model.scenario().ball()));
            return;
        }
        FrameTrace t = model.currentTrace();
        text.set(t == null ? "" : describer.describe(t)); // a frame still being worked out has no words yet
    }
}
