package bouncelab.ui.vote;

import bouncelab.ui.common.UiWords;
import bouncelab.vote.Tally;
import bouncelab.vote.VoteLog;
import bouncelab.vote.VoteQuestion;
import bouncelab.vote.VoteServer;
import java.io.IOException;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.value.ChangeListener;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.jspecify.annotations.Nullable;

/**
 * A class vote's state, drivable without a window. {@link #open} starts the server (only while the vote is open)
 * and locks the court before the answer's frame; {@link #refresh} reads how many have voted; {@link #reveal} closes
 * the vote, keeps its counts in the log, gives the split and steps the court to the answer's frame; {@link #close}
 * closes it without revealing.
 */
public final class ClassVoteModel {
    /** Starts the server: on the PC's local address in the window, on the loopback in tests. */
    public interface Server {
        VoteServer start(VoteQuestion q) throws IOException;
    }

    /** One choice's bar: how many chose it, and whether it is the right answer. */
    public record Bar(String choice, int votes, boolean right) {}

    private final VoteQuestion question;
    private final IntegerProperty frame;
    private final Server starter;
    private final VoteLog log;
    private final Clock clock;
    private final ReadOnlyBooleanWrapper open = new ReadOnlyBooleanWrapper(this, "open", false);
    private final ReadOnlyBooleanWrapper revealed = new ReadOnlyBooleanWrapper(this, "revealed", false);
    private final ReadOnlyStringWrapper url = new ReadOnlyStringWrapper(this, "url", "");
    private final ReadOnlyStringWrapper typedAddress = new ReadOnlyStringWrapper(this, "typedAddress", "");
    private final ReadOnlyStringWrapper room = new ReadOnlyStringWrapper(this, "room", "");
    private final ReadOnlyIntegerWrapper votes = new ReadOnlyIntegerWrapper(this, "votes", 0);
    private final ReadOnlyStringWrapper problem = new ReadOnlyStringWrapper(this, "problem", "");
    private final ObservableList<Bar> split = FXCollections.observableArrayList();
    /*
     * One read-only view, kept: the view listens to it, and a fresh unmodifiable wrapper per call hears its list only
     * through a weak listener, so a collection forgot the projector's listener and Reveal drew no bars.
     */
    private final ObservableList<Bar> splitView = FXCollections.unmodifiableObservableList(split);
    /** While open, a step past the last frame before the answer is taken back: the class predicts first. */
    private final ChangeListener<Number> lock;

    private @Nullable VoteServer server;

    /**
     * @param frame the court's frame (the transport's), locked while the vote is open and stepped on Reveal
     * @param log   where the closed vote's counts go
     */
    public ClassVoteModel(VoteQuestion question, IntegerProperty frame, Server starter, VoteLog log, Clock clock) {
        this.question = question;
        this.frame = frame;
        this.starter = starter;
        this.log = log;
        this.clock = clock;
        this.lock = (o, was, now) -> {
            if (open.get() && now.intValue() > lockedFrame()) {
                frame.set(lockedFrame());
            }
        };
    }

    public VoteQuestion question() {
        return question;
    }

    /** The last frame the court may show while the vote is open: the one before the answer's. */
    public int lockedFrame() {
        return Math.max(0, question.revealAtFrame() - 1);
    }

    /** Starts the vote; false (and {@link #problemProperty} says why) when the server cannot start. */
    public boolean open() {
        if (open.get() || revealed.get()) {
            return open.get();
        }
        try {
            server = starter.start(question);
        } catch (IOException | RuntimeException e) {
            problem.set(UiWords.window("vote.cannotStart", e.getMessage()));
            return false;
        }
        url.set(server.studentUrl());
        typedAddress.set(server.url());
        room.set(server.room());
        open.set(true);
        frame.addListener(lock);
        if (frame.get() > lockedFrame()) {
            frame.set(lockedFrame());
        }
        return true;
    }

    /** Reads the count of votes (the window calls it a few times a second). */
    public void refresh() {
        if (server != null) {
            votes.set(server.tally().counts().total());
        }
    }

    /** Closes the vote and shows the split beside the right answer, then steps to the answer's frame. */
    public void reveal() {
        if (!open.get()) {
            return;
        }
        Tally.Counts counts = stop();
        List<Bar> bars = new ArrayList<>();
        counts.votes().forEach((c, n) -> bars.add(new Bar(c, n, c.equals(question.answer()))));
        split.setAll(bars);
        revealed.set(true);
        frame.set(question.revealAtFrame());
    }

    /** Closes the vote without showing the split (the window closed, the app quitting). */
    public void close() {
        if (open.get()) {
            stop();
        }
    }

    private Tally.Counts stop() {
        VoteServer server = Objects.requireNonNull(this.server, "stopped only while open");
        server.close();
        Tally.Counts counts = server.tally().counts();
        votes.set(counts.total());
        open.set(false);
        frame.removeListener(lock);
        try {
            log.append(question, counts, clock.instant());
        } catch (IOException e) {
            problem.set(UiWords.window("vote.notLogged", String.valueOf(log.file()), e.getMessage()));
        }
        return counts;
    }

    public ReadOnlyBooleanProperty openProperty() {
        return open.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty revealedProperty() {
        return revealed.getReadOnlyProperty();
    }

    /** The link a phone opens, room included; empty until open. */
    public ReadOnlyStringProperty urlProperty() {
        return url.getReadOnlyProperty();
    }

    /**
     * The address a student types, without the room: the page asks for the room, which the projector shows on its
     * own (a whole link had broken across lines inside the room's code). Empty until open.
     */
    public ReadOnlyStringProperty typedAddressProperty() {
        return typedAddress.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty roomProperty() {
        return room.getReadOnlyProperty();
    }

    public ReadOnlyIntegerProperty votesProperty() {
        return votes.getReadOnlyProperty();
    }

    /** Empty, or what went wrong, in a sentence for the teacher. */
    public ReadOnlyStringProperty problemProperty() {
        return problem.getReadOnlyProperty();
    }

    /** Empty until revealed; then one bar per choice, in the question's order. */
    public ObservableList<Bar> split() {
        return splitView;
    }
}
