package bouncelab.ui.session;

import bouncelab.ui.common.Styles;
import bouncelab.ui.common.Tips;
import bouncelab.ui.common.UiWords;
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
        Button start = button("|◀", UiWords.window("transport.start"), "to-start", m::toStart);
        Button prevEvent = button("◀◀", UiWords.window("transport.previousEvent"), "previous-event", m::previousEvent);
        Button back = button("◀", UiWords.window("transport.back"), "step-back", m::stepBack);
        Button play = button("▶", UiWords.window("transport.play"), "play", m::togglePlaying);
        play.textProperty().bind(Bindings.when(m.playingProperty()).then("❚❚").otherwise("▶"));
        Button forward = button("▶|", UiWords.window("transport.forward"), "step-forward", m::stepForward);
        Button nextEvent = button("▶▶", UiWords.window("transport.nextEvent"), "next-event", m::nextEvent);
        Button passBack = button(
                UiWords.window("transport.passBack"),
                UiWords.window("transport.passBack.tip"),
                "pass-back",
                m::passBack);
        Button passFwd = button(
                UiWords.window("transport.passForward"),
                UiWords.window("transport.passForward.tip"),
                "pass-forward",
                m::passForward);

        Slider speed = new Slider(
                Transport.MIN_SPEED, Transport.MAX_SPEED, m.speedProperty().get());
        speed.setId("speed");
        speed.valueProperty().bindBidirectional(m.speedProperty());
        Tips.text(speed, UiWords.window("transport.speed.tip"));
        Label speedLabel = new Label();
        speedLabel.setMinWidth(Region.USE_PREF_SIZE);
        Label speedWord = new Label(UiWords.window("transport.speed"));
        speedWord.setMinWidth(Region.USE_PREF_SIZE);
        speedWord.setLabelFor(speed);
        speedWord.getStyleClass().add(Styles.TRANSPORT_OPTIONAL); // dropped while presenting: the tooltip says it
        speedLabel
                .textProperty()
                .bind(Bindings.createStringBinding(
                        () -> String.format(
                                UiWords.locale(), "%.2f×", m.speedProperty().get()),
                        m.speedProperty()));

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
        frameLabel.setText(UiWords.window("transport.frame", String.valueOf(m.frame()), String.valueOf(m.lastFrame())));
        timeLabel.setText(UiWords.window("transport.time", UiWords.number(t)));
        int passes = m.passCount();
        passLabel.setText(
                passes <= 1
                        ? UiWords.window("transport.onePass")
                        : (m.pass() == 0
                                ? UiWords.window("transport.allPasses", String.valueOf(passes))
                                : UiWords.window("transport.pass", String.valueOf(m.pass()), String.valueOf(passes))));
    }

    private static Button button(String text, String tip, String id, Runnable action) {
        Button b = new Button(text);
        b.setId(id);
        Tips.text(b, tip);
        b.setAccessibleText(tip); // its name for a screen reader: the symbols on it say nothing spoken
        b.setOnAction(e -> action.run());
        b.setFocusTraversable(false);
        b.setMinWidth(Region.USE_PREF_SIZE); // with large type, the bar runs out of room: never shorten to "…"
        return b;
    }
}
