package bouncelab.ui.session;

import bouncelab.ui.common.Tips;
import bouncelab.core.trace.Num;
import bouncelab.ui.common.Styles;
import javafx.beans.binding.Bindings;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;

/**
 * Step, play, jump between events, step inside a frame, playback speed, and where we are: two groups on one line,
 * or on two when the line is too short for them (presenting at large type on a narrow projector).
 */
public final class TransportBar extends FlowPane {
    private final Label frameLabel = new Label();
    private final Label timeLabel = new Label();
    private final Label passLabel = new Label();

    public TransportBar(Transport m) {
        getStyleClass().add(Styles.TRANSPORT_BAR);
        Button start = button("|◀", "Back to the start (Home)", "to-start", m::toStart);
        Button prevEvent = button("◀◀", "Previous event (Shift+←)", "previous-event", m::previousEvent);
        Button back = button("◀", "Step back one frame (←)", "step-back", m::stepBack);
        Button play = button("▶", "Play / pause (Space)", "play", m::togglePlaying);
        play.textProperty().bind(Bindings.when(m.playingProperty()).then("❚❚").otherwise("▶"));
        Button forward = button("▶|", "Step forward one frame (→)", "step-forward", m::stepForward);
        Button nextEvent = button("▶▶", "Next event: bounce, tunnel, out (Shift+→)", "next-event", m::nextEvent);
        Button passBack = button("◁ pass", "Previous pass inside this frame ([)", "pass-back", m::passBack);
        Button passFwd = button("pass ▷", "Next pass inside this frame: each bounce of the swept recursion (])",
                "pass-forward", m::passForward);

        Slider speed = new Slider(Transport.MIN_SPEED, Transport.MAX_SPEED, m.speedProperty().get());
        speed.setId("speed");
        speed.valueProperty().bindBidirectional(m.speedProperty());
        Tips.text(speed, "Playback speed, 0.05× to 2×");
        Label speedLabel = new Label();
        speedLabel.setMinWidth(Region.USE_PREF_SIZE);
        Label speedWord = new Label("speed");
        speedWord.setMinWidth(Region.USE_PREF_SIZE);
        speedWord.getStyleClass().add(Styles.TRANSPORT_OPTIONAL); // dropped while presenting: the tooltip says it
        speedLabel.textProperty().bind(Bindings.createStringBinding(
                () -> String.format("%.2f×", m.speedProperty().get()), m.speedProperty()));

        frameLabel.setId("frame-label");
        frameLabel.getStyleClass().add(Styles.FRAME_LABEL);
        frameLabel.setMinWidth(Region.USE_PREF_SIZE);
        timeLabel.setMinWidth(Region.USE_PREF_SIZE);
        timeLabel.setId("time-label");
        // the time goes first when the room runs out (presenting on a narrow projector): the frame stays
        timeLabel.getStyleClass().addAll(Styles.TIME_LABEL, Styles.TRANSPORT_OPTIONAL);
        passLabel.setId("pass-label");
        passLabel.setMinWidth(Region.USE_PREF_SIZE);
        m.frameProperty().addListener(o -> update(m));
        m.passProperty().addListener(o -> update(m));
        m.runChanged().addListener(o -> update(m));
        update(m);

        // two groups that keep together; on a narrow screen at large type the second goes onto a line of its own
        HBox steps = new HBox(start, prevEvent, back, play, forward, nextEvent, passBack, passLabel, passFwd);
        HBox where = new HBox(speedWord, speed, speedLabel, frameLabel, timeLabel);
        steps.getStyleClass().add(Styles.TRANSPORT_GROUP);
        where.getStyleClass().add(Styles.TRANSPORT_GROUP);
        getChildren().addAll(steps, where);
    }

    private void update(Transport m) {
        double t = m.frame() * m.dt();
        frameLabel.setText("frame " + m.frame() + " of " + m.lastFrame());
        timeLabel.setText("· t = " + Num.fmt(t) + " s");
        int passes = m.passCount();
        passLabel.setText(passes <= 1 ? "1 pass" : (m.pass() == 0 ? "all " + passes + " passes"
                : "pass " + m.pass() + "/" + passes));
    }

    private static Button button(String text, String tip, String id, Runnable action) {
        Button b = new Button(text);
        b.setId(id);
        Tips.text(b, tip);
        b.setOnAction(e -> action.run());
        b.setFocusTraversable(false);
        b.setMinWidth(Region.USE_PREF_SIZE); // with large type, the bar runs out of room: never shorten to "…"
        return b;
    }
}
