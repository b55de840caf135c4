package bouncelab.ui.session;

import javafx.animation.AnimationTimer;

/**
 * Plays a transport in real time: on every pulse it moves on as many frames as the time since the last pulse owes,
 * at the shot's dt slowed or sped by the playback speed, in one step. A pulse that came late (a heavy frame drawn)
 * owes several frames; moved one by one, each redrew every view of the frame and made the next pulse later still.
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
        int frames = (int) Math.floor(owed / per);
        owed -= frames * per;
        transport.tick(frames); // one change however many are owed: views redraw once a pulse, not once a frame
    }
}
