package bouncelab.ui.session;

import java.util.List;
import javafx.beans.Observable;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleIntegerProperty;

/**
 * Where playback stands and how it moves: the frame shown (0 is the start; frame n shows the working of the n-th
 * step), the pass inside a swept frame (0 shows the whole frame), whether it plays, and at what speed. The
 * transport bar, the keys, the timelines' sliders and the playback clock drive it. The stepping window's
 * {@link PlaybackModel} holds one over its run; the compare view's model holds one over all its runs at once. What
 * it moves over (how many passes the frame shown has, where the events are, the shot's dt) it asks of the
 * {@link Frames} it was made with. Plain state: a test drives it without a window.
 */
public final class Transport {
    public static final double MIN_SPEED = 0.05;
    public static final double MAX_SPEED = 2;

    /** What a transport moves over, told by the model that holds it. */
    public interface Frames {
        /** Passes of the frame shown: more than one when a swept frame bounced, 0 at frame 0. */
        int passCount();

        /** The frames where something happened, in order: where next and previous event go. */
        List<Integer> eventFrames();

        /** Seconds of the shot per frame. */
        double dt();

        /** Fires when the frames are worked out again (a new shot or algorithm), so labels showing passes update. */
        Observable runChanged();
    }

    private final IntegerProperty frame = new SimpleIntegerProperty(this, "frame", 0);
    private final IntegerProperty pass = new SimpleIntegerProperty(this, "pass", 0);
    private final BooleanProperty playing = new SimpleBooleanProperty(this, "playing", false);
    private final DoubleProperty speed = new SimpleDoubleProperty(this, "speed", 1);
    private final int lastFrame;
    private final Frames frames;

    /** A transport over frames 0 to {@code lastFrame} of {@code frames}, at frame 0, paused, at 1×. */
    public Transport(int lastFrame, Frames frames) {
        this.lastFrame = lastFrame;
        this.frames = frames;
        frame.addListener((o, was, now) -> pass.set(0)); // another frame is shown whole
        speed.addListener((o, was, now) -> {
            double clamped = Math.max(MIN_SPEED, Math.min(MAX_SPEED, now.doubleValue()));
            if (clamped != now.doubleValue()) {
                speed.set(clamped);
            }
        });
    }

    public IntegerProperty frameProperty() {
        return frame;
    }

    public int frame() {
        return frame.get();
    }

    public IntegerProperty passProperty() {
        return pass;
    }

    public int pass() {
        return pass.get();
    }

    public BooleanProperty playingProperty() {
        return playing;
    }

    public boolean isPlaying() {
        return playing.get();
    }

    public void setPlaying(boolean on) {
        playing.set(on);
    }

    /** Playback speed, kept between {@value #MIN_SPEED}× and {@value #MAX_SPEED}×. */
    public DoubleProperty speedProperty() {
        return speed;
    }

    public int lastFrame() {
        return lastFrame;
    }

    /** Passes of the current frame; more than one when a swept frame bounced. */
    public int passCount() {
        return frames.passCount();
    }

    /** Seconds of the shot per frame. */
    public double dt() {
        return frames.dt();
    }

    /** Fires when the run is worked out again (a new shot or algorithm), so labels showing passes update. */
    public Observable runChanged() {
        return frames.runChanged();
    }

    /** Shows frame {@code f}, kept within 0 and the last frame. */
    public void jumpTo(int f) {
        frame.set(Math.max(0, Math.min(lastFrame, f)));
    }

    public void stepForward() {
        jumpTo(frame.get() + 1);
    }

    public void stepBack() {
        jumpTo(frame.get() - 1);
    }

    public void toStart() {
        playing.set(false);
        jumpTo(0);
    }

    /** The next frame where something happened, if there is one after this. */
    public void nextEvent() {
        for (int f : frames.eventFrames()) {
            if (f > frame.get()) {
                jumpTo(f);
                return;
            }
        }
    }

    public void previousEvent() {
        Integer found = null;
        for (int f : frames.eventFrames()) {
            if (f < frame.get()) {
                found = f;
            }
        }
        if (found != null) {
            jumpTo(found);
        }
    }

    /** Step inside the frame: 1 shows the first pass only, then the next, then back to the whole frame (0). */
    public void passForward() {
        int n = passCount();
        if (n > 1) {
            pass.set(pass.get() >= n ? 0 : pass.get() + 1);
        }
    }

    public void passBack() {
        int n = passCount();
        if (n > 1) {
            pass.set(pass.get() <= 0 ? n : pass.get() - 1);
        }
    }

    /** Plays or pauses; playing from the last frame starts again from the first. */
    public void togglePlaying() {
        if (!playing.get() && frame.get() >= lastFrame) {
            frame.set(0);
        }
        playing.set(!playing.get());
    }

    /** Called by the clock: advance if playing; stop at the end. */
    public void tick() {
        tick(1);
    }

    /**
     * Called by the clock: {@code frames} ticks at once, as one change of the frame (each change redraws every view
     * of it, and a clock running late owes several frames); stops at the end as the ticks one by one would.
     */
    public void tick(int frames) {
        if (!playing.get() || frames <= 0) {
            return;
        }
        int to = frame.get() + frames;
        if (to > lastFrame) {
            jumpTo(lastFrame);
            playing.set(false);
        } else {
            jumpTo(to);
        }
    }

    /** Real seconds between frames when playing: the shot's dt slowed or sped by the playback speed. */
    public double secondsPerFrame() {
        return frames.dt() / speed.get();
    }
}
