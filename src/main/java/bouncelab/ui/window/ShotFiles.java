package bouncelab.ui.window;

import bouncelab.core.scenario.Scenario;
import bouncelab.core.simulation.WorkBudget;
import bouncelab.io.json.Visible;
import bouncelab.io.refusal.Refusal;
import bouncelab.io.scenario.Assignment;
import bouncelab.io.scenario.ScenarioException;
import bouncelab.io.scenario.ScenarioLoader;
import bouncelab.io.scenario.ScenarioWriter;
import bouncelab.io.scenario.Shot;
import bouncelab.ui.common.Background;
import bouncelab.ui.common.PathDialog;
import bouncelab.ui.common.UiWords;
import bouncelab.ui.session.PlaybackModel;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.stage.Window;
import org.jspecify.annotations.Nullable;

/**
 * Opening and saving shots as the core's scenario JSON. A file that cannot be read leaves the current shot as it
 * was and says why, naming the file, line and field; saving is atomic (the writer goes through a temporary file).
 *
 * <p>Save only ever writes the file the shot on screen came from: opened from it or saved to it, and changed since
 * only by the user's own edits. Anything else that replaces the shot (a lesson, a game's rally, a 'try this' link)
 * leaves no file behind it, and Save asks where.
 */
public final class ShotFiles {
    private final PlaybackModel model;
    private final @Nullable Window owner;
    private final Consumer<String> status;
    private final Consumer<String> error;
    private @Nullable Path current;
    private Runnable onClean = () -> {};
    private Runnable onOpened = () -> {};
    private boolean unsaved;
    /** Counts the files asked for in the background: a slower, older read must not win. */
    private long opening;

    private Supplier<Path> askWhich;
    private Supplier<Path> askWhere;
    /** The shot was just replaced: by the user's edit if the edit count follows at once, else by something else. */
    private @Nullable Scenario replacedBy;

    private int editsAtReplace;
    private @Nullable Path fileBeforeReplace;

    public ShotFiles(PlaybackModel model, @Nullable Window owner, Consumer<String> status, Consumer<String> error) {
        this.model = model;
        this.owner = owner;
        this.status = status;
        this.error = error;
        askWhich = () -> ask(UiWords.messages("files.open.title"), PathDialog.Purpose.OPEN_FILE, folder());
        askWhere = () ->
                ask(UiWords.messages("files.save.title"), PathDialog.Purpose.SAVE_FILE, folder().resolve("shot.json"));
        askAssignment = () -> AssignmentDialog.ask(owner, folder().resolve("assignment.json"));
        // PlaybackModel.edit replaces the shot, then counts the edit: until it is counted, any replacement is taken
        // for one that is not the user's, and the shot on screen no longer comes from a file
        // (edits not saved stay so: a 'try this' link changes the edited shot, it does not throw the edits away)
        model.scenarioProperty().addListener((o, was, now) -> {
            if (was != null && now.equals(was.withRules(now.rules()))) {
                return; // only the rules chosen: like the algorithm, the same file's shot, seen another way
            }
            replacedBy = now;
            editsAtReplace = model.editsProperty().get();
            fileBeforeReplace = current;
            current = null;
        });
        model.editsProperty().addListener(o -> {
            if (replacedBy != null
                    && replacedBy == model.scenario()
                    && model.editsProperty().get() == editsAtReplace + 1) {
                current = fileBeforeReplace; // it was the user's own edit of that file's shot
            }
            replacedBy = null;
            fileBeforeReplace = null;
            unsaved = true;
        });
    }

    /** Has the user edited the shot since it was last opened or saved? */
    public boolean unsaved() {
        return unsaved;
    }

    /** The file the shot on screen came from (opened from it or saved to it, then only edited); null if none. */
    public @Nullable Path current() {
        return current;
    }

    /** The shot on screen is no longer the file's (a recovered shot, say): Save must ask where. */
    public void forget() {
        current = null;
        fileBeforeReplace = null;
        replacedBy = null;
    }

    /**
     * The shot on screen is being replaced by one no file holds (a lesson's, a game's), its edits saved or given up
     * (the user was asked first): nothing unsaved, and Save must ask where.
     */
    public void replaced() {
        forget();
        unsaved = false;
    }

    /** Runs after a shot is opened from a file (not after a save). */
    public void onOpened(Runnable action) {
        onOpened = action;
    }

    /** Runs after every shot opened or saved: the shot on screen is then the file's, with nothing unsaved. */
    public void onClean(Runnable action) {
        onClean = action;
    }

    /**
     * Opens a file; true if it was read. On failure the shot on screen is kept and the problem is shown. Reads on
     * the calling thread: the window uses {@link #openInBackground}.
     */
    public boolean open(Path file) {
        return open(file, Read.of(file));
    }

    /**
     * Reads the file on a thread of its own, then opens it on the FX thread: a slow disk never freezes the window
     * (a pipe or a device is refused before it is read). Only the last file asked for is opened.
     */
    public void openInBackground(Path file) {
        long ticket = ++opening;
        Background.WINDOW.start(
                "open " + file.getFileName(),
                () -> Read.of(file),
                read -> {
                    if (ticket == opening) {
                        open(file, read);
                    }
                },
                e -> {
                    throw new IllegalStateException(e); // a bug of ours: the FX thread's handler says so
                });
    }

    /** A file read: its shot, or why it cannot be one (a shot too heavy to show is refused as render refuses it). */
    private record Read(@Nullable Shot shot, @Nullable ScenarioException problem) {
        static Read of(Path file) {
            try {
                Shot shot = ScenarioLoader.loadShot(file);
                Scenario s = shot.scenario();
                if (!WorkBudget.fits(WorkBudget.window(s, s.algorithm()))) {
                    WorkBudget.Problem p = WorkBudget.problem(WorkBudget.Purpose.SHOW);
                    return new Read(
                            null,
                            new ScenarioException(
                                    file.toString(), 0, ScenarioException.FILE, new Refusal(p.key(), p.args())));
                }
                return new Read(shot, null);
            } catch (ScenarioException e) {
                return new Read(null, e);
            }
        }

        Shot get() {
            if (problem != null) {
                throw problem;
            }
            return Objects.requireNonNull(shot, "a read without a problem has its shot");
        }
    }

    private boolean open(Path file, Read read) {
        try {
            Shot shot = read.get();
            Scenario s = shot.scenario();
            onOpened.run();
            model.setScenario(s);
            model.setAlgorithm(s.algorithm());
            restoreYours(shot);
            replaced();
            current = file;
            onClean.run();
            status.accept(UiWords.messages("files.opened", Visible.of(String.valueOf(file.getFileName()))));
            // no sweep of the shot's folder: it is the user's (Downloads, a home folder), and a save killed midway
            // left a temporary file that the next save of this shot removes
            return true;
        } catch (ScenarioException e) {
            error.accept(UiWords.messages("files.cannotOpen", UiWords.words().line(e)));
            return false;
        }
    }

    public boolean save(Path file) {
        try {
            ScenarioWriter.save(shotToKeep(), file);
            replaced();
            current = file;
            onClean.run();
            status.accept(UiWords.messages("files.saved", Visible.of(String.valueOf(file.getFileName()))));
            return true;
        } catch (ScenarioException e) { // what the file could not hold, opened again: not written
            error.accept(UiWords.messages(
                    "files.cannotSave",
                    Visible.of(file.toString()),
                    UiWords.words().refusal(e.whatWithField())));
            return false;
        } catch (IOException | RuntimeException e) {
            error.accept(UiWords.messages("files.cannotSave", Visible.of(file.toString()), e.getMessage()));
            return false;
        }
    }

    /** The student's test kept with the shot: the Your test tab's source to save, and where one opened goes. */
    private Supplier<String> yoursSource = () -> null;

    private BiConsumer<String, Boolean> yoursOpened = (text, chosen) -> {};

    /** The Your test tab keeps its source with the shot: saved in it, and given back when a shot is opened. */
    public void keepYours(Supplier<String> source, BiConsumer<String, Boolean> opened) {
        yoursSource = source;
        yoursOpened = opened;
    }

    /** The assignment kept with the shot (the Your test tab's, with the name typed), and where one opened goes. */
    private Supplier<Assignment> assignmentSource = () -> null;

    private Consumer<Shot> assignmentOpened = shot -> {};

    /** The Your test tab keeps an assignment with the shot: saved in it, and given back when a shot is opened. */
    public void keepAssignment(Supplier<Assignment> source, Consumer<Shot> opened) {
        assignmentSource = source;
        assignmentOpened = opened;
    }

    /** The student's work on an assignment changed (their code or name): Save has something to keep. */
    public void workChanged() {
        unsaved = true;
    }

    /** The shot on screen with its algorithm and the student's test, as Save and the recovery copy write it. */
    Shot shotToKeep() {
        return Shot.of(model.scenario().withAlgorithm(model.algorithm()), yoursSource.get())
                .withAssignment(assignmentSource.get());
    }

    /**
     * Writes an assignment to hand out (File, Make an assignment): the shot on screen with the task and starter
     * code, an empty name and nothing of a student's. The shot on screen stays the file it was.
     */
    public boolean saveAssignment(Path file, String task, String starter) {
        try {
            Shot shot = Shot.of(model.scenario().withAlgorithm(model.algorithm()), null);
            ScenarioWriter.save(shot.withAssignment(new Assignment(task, starter, "")), file);
            status.accept(UiWords.messages("assignment.saved", Visible.of(String.valueOf(file.getFileName()))));
            return true;
        } catch (IOException | RuntimeException e) {
            error.accept(
                    UiWords.messages("files.cannotSave", Visible.of(file.toString()), String.valueOf(e.getMessage())));
            return false;
        }
    }

    private Supplier<Optional<AssignmentDialog.Draft>> askAssignment;

    /** Replaces the assignment dialog (tests answer without it); empty cancels. */
    void setAssignmentAsk(Supplier<Optional<AssignmentDialog.Draft>> ask) {
        askAssignment = ask;
    }

    /** File, Make an assignment: asks for the task, starter and file, and writes it; false if cancelled or failed. */
    public boolean makeAssignment() {
        return askAssignment
                .get()
                .map(d -> saveAssignment(d.file(), d.task(), d.starter()))
                .orElse(false);
    }

    /** A shot opened or restored with a student's test: the test back in the editor (and chosen, if it was). */
    void restoreYours(Shot shot) {
        assignmentOpened.accept(shot); // first: an assignment handed out puts its starter in the editor
        if (shot.yours() != null) {
            yoursOpened.accept(shot.yours(), shot.yoursChosen());
        }
    }

    /**
     * Asks which file and opens it in the background ({@link #openInBackground}); false if the user cancelled.
     * A file that cannot be read is said so when its reading ends, and the shot on screen is kept.
     */
    public boolean chooseAndOpen() {
        Path f = askWhich.get();
        if (f == null) {
            return false;
        }
        openInBackground(f);
        return true;
    }

    /** Replaces the file choosers (tests answer without them): which file to open, where to save; null cancels. */
    public void setChoosers(Supplier<Path> whichToOpen, Supplier<Path> whereToSave) {
        askWhich = whichToOpen;
        askWhere = whereToSave;
    }

    /** Saves to the file the shot came from, or asks where; true if it was saved. */
    public boolean saveOrChoose() {
        return current != null ? save(current) : chooseAndSave();
    }

    /** Asks where and saves there; false if the user cancelled or the file could not be written. */
    public boolean chooseAndSave() {
        Path f = askWhere.get();
        return f != null && save(f);
    }

    /** In the app's own dialog: the system's chooser can open off a bare classroom screen (see PathDialog). */
    private @Nullable Path ask(String title, PathDialog.Purpose purpose, Path start) {
        return PathDialog.ask(
                        owner,
                        title,
                        purpose,
                        start,
                        List.of(new PathDialog.Format(UiWords.messages("files.format"), ".json")))
                .map(PathDialog.Choice::path)
                .orElse(null);
    }

    /** The folder of the shot shown, else the user's home. */
    private Path folder() {
        return current != null && current.toAbsolutePath().getParent() != null
                ? current.toAbsolutePath().getParent()
                : Path.of(System.getProperty("user.home"));
    }
}
