package bouncelab.ui.session;

import javafx.animation.AnimationTimer;

/**
 * Plays a transport in real time: on every pulse it ticks as many frames as the time since the last pulse owes,
 * at the shot's dt slowed or sped by the playback speed.
 */
public final class PlaybackClock extends AnimationTimer {
    private final Transport transport;
    private long last = -1;
    private double owed;

    public PlaybackClock(Transport transport) {
        this.transport = transport;
    }

    @Override
    public void handle(long now) {
        if (last < 0 || !transport.playingProperty().get()) {
            last = now;
            owed = 0;
            return;
        }
        owed += (now - last) / 1e9;
        last = now;
        double per = transport.secondsPerFrame();
        while (owed >= per && transport.playingProperty().get()) {
            owed -= per;
            transport.tick();
        }
    }
}
