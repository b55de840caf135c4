package bouncelab.ui.step;

import bouncelab.ui.session.PlaybackModel;
import java.util.function.Consumer;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;

/**
 * Sounds on events, switched in the View menu (off by default, remembered): each time the frame shown changes
 * while they are on, the sound of its events ({@link EventSound#of}) is handed to {@code play} — in the window,
 * {@link EventSoundPlayer#play}, which plays it off the FX thread or not at all.
 */
public final class EventSounds {
    private final BooleanProperty on = new SimpleBooleanProperty(this, "on", false);

    public EventSounds(PlaybackModel model, Consumer<EventSound> play) {
        model.frameProperty().addListener((o, was, now) -> {
            if (on.get()) {
                EventSound.of(model.currentTrace()).ifPresent(play);
            }
        });
    }

    public BooleanProperty on() {
        return on;
    }
}
