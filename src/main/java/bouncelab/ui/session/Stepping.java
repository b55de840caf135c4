package bouncelab.ui.session;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;

/**
 * Stepping as a view's model offers it to its users (lessons, games, the snapshot, tests): each a call to the one
 * {@link Transport} the model is driven by, written here once for the Step view's run and Compare's runs alike.
 */
public interface Stepping {
    /** The frame, the pass, playing and speed: what the transport bar, the keys and the clock drive. */
    Transport transport();

    default IntegerProperty frameProperty() {
        return transport().frameProperty();
    }

    default int frame() {
        return transport().frame();
    }

    default int lastFrame() {
        return transport().lastFrame();
    }

    default IntegerProperty passProperty() {
        return transport().passProperty();
    }

    default int pass() {
        return transport().pass();
    }

    default BooleanProperty playingProperty() {
        return transport().playingProperty();
    }

    default void setPlaying(boolean on) {
        transport().setPlaying(on);
    }

    default void jumpTo(int f) {
        transport().jumpTo(f);
    }

    default void stepForward() {
        transport().stepForward();
    }

    default void stepBack() {
        transport().stepBack();
    }

    default void toStart() {
        transport().toStart();
    }

    default void nextEvent() {
        transport().nextEvent();
    }

    default void previousEvent() {
        transport().previousEvent();
    }

    default void passForward() {
        transport().passForward();
    }
}
