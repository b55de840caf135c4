package bouncelab.ui.step;

import bouncelab.core.trace.FrameTrace;
import bouncelab.core.trace.Num;
import bouncelab.core.trace.TraceText;
import bouncelab.ui.common.Styles;
import javafx.scene.control.TextArea;

/**
 * The current frame's working as selectable, copyable text: every quantity of the trace with its formula and
 * numbers, the tests that decided, the rule applied, the velocity before and after.
 */
public final class InspectorPane extends TextArea {

    public InspectorPane(PlaybackModel model) {
        setId("inspector");
        getStyleClass().add(Styles.INSPECTOR);
        setEditable(false);
        setWrapText(true);
        model.frameProperty().addListener(o -> update(model));
        model.passProperty().addListener(o -> update(model));
        model.timelineProperty().addListener(o -> update(model));
        update(model);
    }

    private void update(PlaybackModel m) {
        FrameTrace t = m.currentTrace();
        if (t == null) {
            var b = m.scenario().ball();
            setText("Frame 0: the shot before anything moves.\n\nball at (" + Num.fmt(b.x()) + ", " + Num.fmt(b.y())
                    + "), radius " + Num.fmt(b.radius()) + "\nvelocity (" + Num.fmt(b.vx()) + ", " + Num.fmt(b.vy())
                    + ") px/s = " + Num.fmt(b.speed() * m.scenario().dt()) + " px a frame\ndt = "
                    + Num.fmt(m.scenario().dt()) + " s\n\nStep forward (→) to see the first frame's working."
                    + "\nDrag the ball or the tip of its arrow to change the shot.");
            return;
        }
        setText(String.join("\n", TraceText.lines(t, m.pass())));
    }
}
