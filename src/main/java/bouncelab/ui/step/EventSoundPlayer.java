package bouncelab.ui.step;

import bouncelab.ui.common.Background;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.atomic.AtomicBoolean;
import javax.sound.sampled.AudioFormat;
import javax.sound.sampled.AudioSystem;
import javax.sound.sampled.LineUnavailableException;
import javax.sound.sampled.SourceDataLine;
import org.jspecify.annotations.Nullable;

/**
 * Plays an {@link EventSound} as tones made on the spot (no sound files, no JavaFX media), on one thread of the
 * window's background seam, so the FX thread never waits for the sound card. A sound asked for while one is
 * still playing is dropped rather than queued: at full speed the sounds must not trail behind the frames. A machine
 * with no audio device (a school PC without speakers, CI) plays nothing and says nothing: the first failure to
 * open a line switches the player off for the rest of the run.
 */
public final class EventSoundPlayer {
    static final float RATE = 44_100f;
    private static final double VOLUME = 0.3;
    /** Fade in and out over this many milliseconds, so a note starts and stops without a click. */
    private static final double FADE_MS = 5;

    private static final AtomicBoolean BUSY = new AtomicBoolean();
    private static volatile boolean noDevice;
    private static @Nullable ExecutorService thread;

    private EventSoundPlayer() {}

    /** Plays {@code sound} soon, off the calling thread; or nothing, when busy or the machine has no audio. */
    public static void play(EventSound sound) {
        if (noDevice || !BUSY.compareAndSet(false, true)) {
            return;
        }
        executor().execute(() -> {
            try {
                write(pcm(sound));
            } finally {
                BUSY.set(false);
            }
        });
    }

    private static synchronized ExecutorService executor() {
        if (thread == null) {
            thread = Background.serial("event-sounds");
        }
        return thread;
    }

    private static void write(byte[] pcm) {
        AudioFormat format = new AudioFormat(RATE, 16, 1, true, false);
        try (SourceDataLine line = AudioSystem.getSourceDataLine(format)) {
            line.open(format);
            line.start();
            line.write(pcm, 0, pcm.length);
            line.drain();
        } catch (LineUnavailableException | IllegalArgumentException | SecurityException e) {
            noDevice = true; // no device, or none that plays this: the sounds are off for this run, silently
        }
    }

    /** The sound's notes as 16-bit signed little-endian mono samples at {@value #RATE} Hz. */
    static byte[] pcm(EventSound sound) {
        double[][] notes = sound.notes();
        int total = 0;
        for (double[] n : notes) {
            total += samples(n[1]);
        }
        byte[] out = new byte[2 * total];
        int at = 0;
        for (double[] n : notes) {
            int count = samples(n[1]);
            int fade = Math.min(count / 2, samples(FADE_MS));
            for (int i = 0; i < count; i++) {
                double envelope = Math.min(1, Math.min(i, count - 1 - i) / (double) Math.max(1, fade));
                short s = (short)
                        Math.round(Short.MAX_VALUE * VOLUME * envelope * Math.sin(2 * Math.PI * n[0] * i / RATE));
                out[at++] = (byte) s;
                out[at++] = (byte) (s >> 8);
            }
        }
        return out;
    }

    private static int samples(double millis) {
        return (int) Math.round(RATE * millis / 1000);
    }
}
