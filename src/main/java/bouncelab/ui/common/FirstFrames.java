package bouncelab.ui.common;

import javafx.animation.AnimationTimer;

/** Work put off until a window just shown has drawn its first frames, so that its first appearance does not wait. */
public final class FirstFrames {
    private FirstFrames() {}

    /** Runs {@code then} on the FX thread once two more frames have been drawn. Call on the FX thread. */
    public static void then(Runnable then) {
        new AnimationTimer() {
            private int frames;

            @Override
            public void handle(long now) {
                if (++frames == 2) {
                    stop();
                    then.run();
                }
            }
        }.start();
    }
}
