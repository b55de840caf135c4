package bouncelab.ui.step;

import bouncelab.core.trace.FrameTrace;
import bouncelab.ui.session.PlaybackModel;
import bouncelab.words.FrameDescriber;
import bouncelab.words.Words;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.value.ObservableStringValue;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;
import org.jspecify.annotations.Nullable;

/**
 * The frame shown, in words ({@link FrameDescriber}), kept up to date as the frame, the run or the shot changes:
 * the court's accessible text, so a screen reader says it when the frame changes, and, while {@link #shown()}
 * (View menu, off by default), a line at the top of the working. The words are worked out when read (by a screen
 * reader, the line, a test), not at each change: with no screen reader and the line off, stepping a 1000-object
 * shot, or Compare's five courts, wrote them for nobody.
 */
public final class FrameInWords {
    private final PlaybackModel model;
    private final Words words;
    private final StringBinding text;
    private final BooleanProperty shown = new SimpleBooleanProperty(this, "shown", false);
    private @Nullable FrameDescriber describer;

    public FrameInWords(PlaybackModel model, Words words) {
        this.model = model;
        this.words = words;
        // the paddles may have changed: an object is named a paddle or a brick from them (before the words are read)
        model.scenarioProperty().addListener((o, was, now) -> describer = null);
        text = Bindings.createStringBinding(
                this::said, model.scenarioProperty(), model.frameProperty(), model.runChanged());
    }

    /** The words of the frame shown now, worked out when read. */
    public ObservableStringValue textProperty() {
        return text;
    }

    public String text() {
        return text.get();
    }

    /** Whether the working shows the words at its top; the court has them as its accessible text either way. */
    public BooleanProperty shown() {
        return shown;
    }

    /** The line at the top of the working: the words, while shown (hidden, it reads none). */
    Label label() {
        Label label = new Label();
        label.setId("frame-in-words");
        label.setWrapText(true);
        label.setMinHeight(Region.USE_PREF_SIZE);
        label.textProperty().bind(Bindings.when(shown).then(text).otherwise(""));
        label.visibleProperty().bind(shown);
        label.managedProperty().bind(shown);
        return label;
    }

    private String said() {
        if (describer == null) {
            describer = new FrameDescriber(words, model.scenario().paddles());
        }
        if (model.frame() == 0) {
            return describer.start(model.scenario().ball());
        }
        FrameTrace t = model.currentTrace();
        return t == null ? "" : describer.describe(t); // a frame still being worked out has no words yet
    }
}
