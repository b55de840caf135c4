package bouncelab.ui.step;

import javafx.beans.Observable;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.IntegerProperty;

/**
 * What the transport bar, the keys and the playback clock drive: a position in frames (and passes inside a swept
 * frame) over a run, or over several runs in lockstep. The stepping window's {@link PlaybackModel} is one; the
 * compare view's model, holding one run per algorithm, is another.
 */
public interface Transport {
    IntegerProperty frameProperty();

    IntegerProperty passProperty();

    BooleanProperty playingProperty();

    DoubleProperty speedProperty();

    /** Fires when the run is worked out again (a new shot or algorithm), so labels showing passes update. */
    Observable runChanged();

    int frame();

    int pass();

    int lastFrame();

    /** Passes of the current frame; more than one when a swept frame bounced. */
    int passCount();

    /** Seconds of the shot per frame. */
    double dt();

    /** Shows frame {@code frame} (kept within 0 and the last frame). */
    void jumpTo(int frame);

    void toStart();

    void stepForward();

    void stepBack();

    void nextEvent();

    void previousEvent();

    void passForward();

    void passBack();

    void togglePlaying();

    /** Called by the clock: advance if playing; stop at the end. */
    void tick();

    /** Real seconds between frames when playing. */
    double secondsPerFrame();
}
