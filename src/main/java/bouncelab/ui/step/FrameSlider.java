package bouncelab.ui.step;

import javafx.scene.control.Slider;

/** A slider over every computed frame that follows the transport and moves it: the timelines' common part. */
public final class FrameSlider extends Slider {

    public FrameSlider(Transport transport, String id) {
        super(0, transport.lastFrame(), transport.frame());
        setId(id);
        setBlockIncrement(1);
        setFocusTraversable(false);
        valueProperty().addListener((o, was, now) -> {
            int f = (int) Math.round(now.doubleValue());
            if (f != transport.frame()) {
                transport.jumpTo(f);
            }
        });
        transport.frameProperty().addListener((o, was, now) -> setValue(now.intValue()));
    }
}
