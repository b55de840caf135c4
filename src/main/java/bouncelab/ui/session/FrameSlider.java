package bouncelab.ui.session;

import bouncelab.ui.common.UiWords;
import javafx.scene.control.Slider;

/** A slider over every computed frame that follows the transport and moves it: the timelines' common part. */
public final class FrameSlider extends Slider {

    private boolean following;

    public FrameSlider(Transport transport, String id) {
        super(0, transport.lastFrame(), transport.frame());
        setId(id);
        setBlockIncrement(1);
        setFocusTraversable(false);
        // named for a screen reader, which says the frame as the slider's value
        setAccessibleText(UiWords.window("timeline.name"));
        valueProperty().addListener((o, was, now) -> {
            int f = (int) Math.round(now.doubleValue());
            if (!following && f != transport.frame()) {
                transport.jumpTo(f);
            }
        });
        transport.frameProperty().addListener((o, was, now) -> {
            following = true; // a frame past the end of a shorter span shows the thumb at the end, and stays
            try {
                setValue(now.intValue());
            } finally {
                following = false;
            }
        });
    }
}
