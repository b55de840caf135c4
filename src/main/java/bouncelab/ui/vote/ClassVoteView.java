package bouncelab.ui.vote;

import bouncelab.ui.common.Styles;
import bouncelab.ui.common.UiWords;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.beans.binding.Bindings;
import javafx.collections.ListChangeListener;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.image.ImageView;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.Duration;

/**
 * The class vote on the projector. Open: the question, the QR code, the address and the room in large letters,
 * and how many have voted, never for what (a running split would sway the class). Revealed: one bar per choice,
 * the right answer's green and marked. The court steps to the answer's frame (the model does it).
 */
public final class ClassVoteView extends VBox {
    private static final String CSS =
            ClassVoteView.class.getResource("/bouncelab/ui/vote/class-vote.css").toExternalForm();
    static final int QR_SIZE = 340;

    private final ClassVoteModel model;
    private final Timeline poll;
    private final VBox bars = new VBox(10);

    public ClassVoteView(ClassVoteModel model, Runnable onClose) {
        this.model = model;
        getStylesheets().add(CSS);
        getStyleClass().add(Styles.CLASS_VOTE);
        setId("class-vote");

        Label title = label(
                UiWords.window(
                        "vote.view.title", String.valueOf(model.question().number())),
                Styles.CLASS_VOTE_TITLE);
        Label ask = label(model.question().ask(), Styles.CLASS_VOTE_ASK);

        ImageView qr = new ImageView();
        qr.setId("class-vote-qr");
        model.urlProperty().addListener((o, was, now) -> qr.setImage(now.isEmpty() ? null : QrCode.of(now, QR_SIZE)));
        if (!model.urlProperty().get().isEmpty()) {
            qr.setImage(QrCode.of(model.urlProperty().get(), QR_SIZE));
        }
        Label scan = label(UiWords.window("vote.scan"), Styles.CLASS_VOTE_HINT);
        Label url = label("", Styles.CLASS_VOTE_URL);
        url.setId(Styles.CLASS_VOTE_URL);
        // the address to type; the room is typed on the page (the code below), and the QR code carries both
        url.textProperty().bind(model.typedAddressProperty());
        Label roomHint = label(UiWords.window("vote.room"), Styles.CLASS_VOTE_HINT);
        Label room = label("", Styles.CLASS_VOTE_ROOM);
        room.setId(Styles.CLASS_VOTE_ROOM);
        room.textProperty().bind(model.roomProperty());
        Label count = label("", Styles.CLASS_VOTE_COUNT);
        count.setId(Styles.CLASS_VOTE_COUNT);
        count.textProperty()
                .bind(Bindings.createStringBinding(
                        () -> UiWords.window("vote.count", model.votesProperty().get()), model.votesProperty()));
        VBox where = new VBox(8, scan, url, roomHint, room, count);
        HBox open = new HBox(28, qr, where);
        open.setAlignment(Pos.CENTER_LEFT);
        open.visibleProperty().bind(model.openProperty());
        open.managedProperty().bind(model.openProperty());

        bars.setId("class-vote-split");
        bars.visibleProperty().bind(model.revealedProperty());
        bars.managedProperty().bind(model.revealedProperty());
        model.split().addListener((ListChangeListener<ClassVoteModel.Bar>) c -> drawBars());

        Label problem = label("", Styles.CLASS_VOTE_PROBLEM);
        problem.textProperty().bind(model.problemProperty());

        Button reveal = new Button(UiWords.window("vote.reveal"));
        reveal.setId("class-vote-reveal");
        reveal.setDefaultButton(true);
        reveal.disableProperty().bind(model.openProperty().not());
        reveal.setOnAction(e -> model.reveal());
        Button close = new Button(UiWords.window("vote.close"));
        close.setId("class-vote-close");
        close.setOnAction(e -> {
            model.close();
            onClose.run();
        });
        HBox buttons = new HBox(16, reveal, close);
        getChildren().addAll(title, ask, open, bars, problem, buttons);

        poll = new Timeline(new KeyFrame(Duration.millis(500), e -> model.refresh()));
        poll.setCycleCount(Timeline.INDEFINITE);
        model.openProperty().addListener((o, was, now) -> {
            if (!now) {
                poll.stop();
            }
        });
        if (model.openProperty().get()) {
            poll.play();
        }
    }

    private void drawBars() {
        bars.getChildren().clear();
        int total = model.split().stream().mapToInt(ClassVoteModel.Bar::votes).sum();
        GridPane grid = new GridPane();
        grid.setHgap(16);
        grid.setVgap(10);
        int row = 0;
        for (ClassVoteModel.Bar b : model.split()) {
            Label choice = label((b.right() ? "✓ " : "") + b.choice(), Styles.CLASS_VOTE_CHOICE);
            choice.setMaxWidth(420);
            Region bar = new Region();
            bar.getStyleClass().add(Styles.CLASS_VOTE_BAR);
            if (b.right()) {
                bar.getStyleClass().add(Styles.CLASS_VOTE_RIGHT);
            }
            double share = total == 0 ? 0 : (double) b.votes() / total;
            bar.setMinWidth(Math.max(4, 420 * share));
            bar.setMaxWidth(Region.USE_PREF_SIZE);
            bar.setPrefWidth(Math.max(4, 420 * share));
            Label n =
                    label(UiWords.window("vote.bar", b.votes(), Math.round(100 * share)), Styles.CLASS_VOTE_BAR_COUNT);
            grid.addRow(row++, choice, bar, n);
        }
        bars.getChildren().addAll(label(UiWords.window("vote.count", total), Styles.CLASS_VOTE_COUNT), grid);
    }

    private static Label label(String text, String style) {
        Label l = new Label(text);
        l.getStyleClass().add(style);
        l.setWrapText(true);
        l.setMinHeight(Region.USE_PREF_SIZE);
        HBox.setHgrow(l, Priority.ALWAYS);
        return l;
    }

    /** Stops polling; the window calls it when it closes. */
    public void dispose() {
        poll.stop();
        model.close();
    }
}
