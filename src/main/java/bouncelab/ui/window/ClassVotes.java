package bouncelab.ui.window;

import bouncelab.lessons.Lesson;
import bouncelab.lessons.Question;
import bouncelab.ui.common.Background;
import bouncelab.ui.common.FxCall;
import bouncelab.ui.common.JobSteps;
import bouncelab.ui.common.UiWords;
import bouncelab.ui.export.WorksheetFiles;
import bouncelab.ui.vote.ClassVoteModel;
import bouncelab.ui.vote.ClassVoteView;
import bouncelab.ui.vote.VoteWindowFit;
import bouncelab.vote.LocalNetwork;
import bouncelab.vote.VoteLog;
import bouncelab.vote.VoteQuestion;
import bouncelab.vote.VoteServer;
import java.io.IOException;
import java.net.InetAddress;
import java.time.Clock;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.scene.Scene;
import javafx.stage.Screen;
import javafx.stage.Stage;
import org.jspecify.annotations.Nullable;

/**
 * Opens "Class vote" (V, or a question's button) in a window of its own for the projector, one at a time; the
 * vote's server listens on this PC's local-network address only, and only until the vote is closed, revealed, or
 * the window (or the app) closes.
 */
final class ClassVotes {
    private final MainWindow w;
    private final @Nullable Stage owner;
    private final Consumer<String> say;
    private @Nullable Stage shown;

    ClassVotes(MainWindow w, @Nullable Stage owner, Consumer<String> say) {
        this.w = w;
        this.owner = owner;
        this.say = say;
    }

    /** The question presented: the open lesson's first not yet answered whose frame is here or ahead. */
    void openForPresented() {
        Lesson l = w.lessons().current();
        // a question that asks for a number is worked by hand, each on their own: a class votes on choices
        List<Question> votable = l == null
                ? List.of()
                : l.questions().stream().filter(x -> !x.asksForNumber()).toList();
        if (votable.isEmpty()) {
            say.accept(UiWords.messages("vote.noQuestion"));
            return;
        }
        int frame = w.model().frame();
        Question q = votable.stream()
                .filter(x -> !w.lessons().isRevealed(x) && x.revealAtFrame() >= frame)
                .findFirst()
                .orElse(votable.get(0));
        open(l, q);
    }

    /** How the window serves a vote: on the PC's local address, the phones' page in the window's language. */
    static VoteServer.Config serving(InetAddress address) {
        return VoteServer.Config.of(address, 0).withLocale(UiWords.locale());
    }

    void open(Lesson lesson, Question q) {
        if (shown != null && shown.isShowing()) {
            shown.toFront();
            return;
        }
        InetAddress address = LocalNetwork.address().orElse(null);
        if (address == null) {
            say.accept(UiWords.messages("vote.noNetwork"));
            return;
        }
        ClassVoteModel model = new ClassVoteModel(
                VoteQuestion.of(lesson, q.number()),
                w.model().transport().frameProperty(),
                vq -> {
                    try {
                        VoteServer server = VoteServer.start(
                                vq, VoteServer.Config.of(address, 0).withLocale(UiWords.locale()));
                        drawPicture(lesson, q, server);
                        return server;
                    } catch (IOException e) {
                        throw new IOException(
                                UiWords.window(
                                        "vote.cannotListen", address.getHostAddress(), String.valueOf(e.getMessage())),
                                e);
                    }
                },
                new VoteLog(VoteLog.defaultFolder()),
                Clock.systemUTC());
        if (!model.open()) {
            say.accept(model.problemProperty().get());
            return;
        }
        Stage stage = new Stage();
        stage.initOwner(owner); // closes with the app
        stage.setTitle(UiWords.messages("vote.title", lesson.title(), String.valueOf(q.number())));
        ClassVoteView view = new ClassVoteView(model, stage::hide);
        double[] size = VoteWindowFit.windowSize(Screen.getPrimary().getVisualBounds());
        stage.setScene(new Scene(VoteWindowFit.fitted(view), size[0], size[1]));
        stage.setOnHidden(e -> view.dispose()); // the server stops with the window
        model.revealedProperty().addListener((o, was, now) -> w.lessons().reveal(q));
        shown = stage;
        stage.show();
    }

    /**
     * The phones' picture of the question's frame, drawn after the vote opened (the run worked out and the PNG made
     * in the background, only the drawing on the FX thread); phones that asked before it was there ask again. A
     * picture that cannot be made leaves the vote without one: the question's words stand alone.
     */
    private static void drawPicture(Lesson lesson, Question q, VoteServer server) {
        JobSteps steps = new JobSteps() {
            @Override
            public <T> T onFx(Supplier<T> work) {
                return FxCall.later(work).join();
            }

            @Override
            public void progress(int done, int of) {}

            @Override
            public void check() {}
        };
        Background.WINDOW.start(
                "vote-picture", () -> WorksheetFiles.questionPng(lesson, q, steps), server::showPicture, failed -> {});
    }
}
