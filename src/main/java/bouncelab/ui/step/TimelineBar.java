package bouncelab.ui.step;

import bouncelab.core.trace.BounceLimit;
import bouncelab.core.trace.Out;
import bouncelab.core.trace.TraceEvent;
import bouncelab.core.trace.Tunnelled;
import bouncelab.ui.common.Styles;
import bouncelab.ui.render.CourtColour;
import bouncelab.ui.render.Palette;
import bouncelab.ui.session.FrameSlider;
import bouncelab.ui.session.PlaybackModel;
import javafx.scene.canvas.Canvas;
import javafx.scene.layout.VBox;

/**
 * A slider over all computed frames, with a tick under each frame where something happened; for a game's rally,
 * over the rally's own frames (the stepper can still step on past them).
 */
public final class TimelineBar extends VBox {
    private final PlaybackModel model;
    private Palette palette;
    private final FrameSlider slider;
    private final Canvas ticks = new Canvas(10, 12);

    public TimelineBar(PlaybackModel model, Palette palette) {
        this.model = model;
        this.palette = palette;
        getStyleClass().add(Styles.TIMELINE_BAR);
        slider = new FrameSlider(model.transport(), "timeline");
        model.timelineProperty().addListener(o -> {
            slider.setMax(span());
            drawTicks();
        });
        widthProperty().addListener(o -> drawTicks());
        getChildren().addAll(slider, ticks);
        setMinWidth(0); // the ticks follow the bar's width: they must never hold the window wider than the screen
    }

    /** A new theme's colours: the ticks are drawn again in them. */
    public void setPalette(Palette p) {
        palette = p;
        drawTicks();
    }

    /** The last frame the bar shows: a rally's last, or the last computed. */
    public int span() {
        return model.recordedFrames() > 0 ? model.recordedFrames() : model.lastFrame();
    }

    private void drawTicks() {
        double w = Math.max(10, getWidth() - getInsets().getLeft() - getInsets().getRight());
        ticks.setWidth(w);
        var g = ticks.getGraphicsContext2D();
        g.clearRect(0, 0, w, ticks.getHeight());
        double thumb = 8; // the slider's track starts and ends about half a thumb in
        var tl = model.timeline();
        int span = span();
        for (int f : tl.eventFrames()) {
            if (f > span) {
                break;
            }
            double x = thumb + (w - 2 * thumb) * f / span;
            TraceEvent main = tl.mainEvent(f).orElse(null);
            CourtColour colour = main instanceof Tunnelled || main instanceof Out
                    ? CourtColour.TUNNEL
                    : main instanceof BounceLimit ? CourtColour.PHANTOM : CourtColour.RESOLVED;
            g.setFill(palette.get(colour));
            g.fillRect(x - 1.5, 0, 3, ticks.getHeight());
        }
    }
}
