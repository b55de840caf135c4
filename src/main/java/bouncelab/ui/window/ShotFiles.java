package bouncelab.ui.window;

import bouncelab.core.json.Visible;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.scenario.ScenarioException;
import bouncelab.core.scenario.ScenarioLoader;
import bouncelab.core.scenario.ScenarioWriter;
import bouncelab.core.simulation.WorkBudget;
import bouncelab.ui.step.PlaybackModel;
import javafx.application.Platform;
import javafx.stage.FileChooser;
import javafx.stage.Window;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.function.Consumer;

/**
 * Opening and saving shots as the core's scenario JSON. A file that cannot be read leaves the current shot as it
 * was and says why, naming the file, line and field; saving is atomic (the writer goes through a temporary file).
 */
public final class ShotFiles {
    private final PlaybackModel model;
    private final Window owner;
    private final Consumer<String> status;
    private final Consumer<String> error;
    private Path current;
    private Runnable onClean = () -> { };
    private boolean unsaved;
    /** Counts the files asked for in the background: a slower, older read must not win. */
    private long opening;

    public ShotFiles(PlaybackModel model, Window owner, Consumer<String> status, Consumer<String> error) {
        this.model = model;
        this.owner = owner;
        this.status = status;
        this.error = error;
        model.editsProperty().addListener(o -> unsaved = true);
    }

    /** Has the user edited the shot since it was last opened or saved? */
    public boolean unsaved() {
        return unsaved;
    }

    public Path current() {
        return current;
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
        Thread reader = new Thread(() -> {
            Read read = Read.of(file);
            Platform.runLater(() -> {
                if (ticket == opening) {
                    open(file, read);
                }
            });
        }, "open " + file.getFileName());
        reader.setDaemon(true);
        reader.start();
    }

    /** A file read: its shot, or why it cannot be one (a shot too heavy to show is refused as render refuses it). */
    private record Read(Scenario scenario, ScenarioException problem) {
        static Read of(Path file) {
            try {
                Scenario s = ScenarioLoader.load(file);
                if (!WorkBudget.fits(WorkBudget.window(s, s.algorithm()))) {
                    return new Read(null, new ScenarioException(file.toString(), 0, ScenarioException.FILE,
                            WorkBudget.problem("to show")));
                }
                return new Read(s, null);
            } catch (ScenarioException e) {
                return new Read(null, e);
            }
        }

        Scenario get() {
            if (problem != null) {
                throw problem;
            }
            return scenario;
        }
    }

    private boolean open(Path file, Read read) {
        try {
            Scenario s = read.get();
            model.setScenario(s);
            model.setAlgorithm(s.algorithm());
            current = file;
            unsaved = false;
            onClean.run();
            status.accept("Opened " + Visible.of(String.valueOf(file.getFileName())));
            return true;
        } catch (ScenarioException e) {
            error.accept("Could not open it; the shot on screen is unchanged. " + e.getMessage());
            return false;
        }
    }

    public boolean save(Path file) {
        try {
            ScenarioWriter.save(model.scenario().withAlgorithm(model.algorithm()), file);
            current = file;
            unsaved = false;
            onClean.run();
            status.accept("Saved " + Visible.of(String.valueOf(file.getFileName())));
            return true;
        } catch (IOException | RuntimeException e) {
            error.accept("Could not save " + Visible.of(file.toString()) + ": " + e.getMessage());
            return false;
        }
    }

    public void chooseAndOpen() {
        File f = chooser("Open a shot").showOpenDialog(owner);
        if (f != null) {
            openInBackground(f.toPath());
        }
    }

    /** Saves to the file the shot came from, or asks where; true if it was saved. */
    public boolean saveOrChoose() {
        return current != null ? save(current) : chooseAndSave();
    }

    /** Asks where and saves there; false if the user cancelled or the file could not be written. */
    public boolean chooseAndSave() {
        File f = chooser("Save the shot").showSaveDialog(owner);
        return f != null && save(f.toPath());
    }

    private FileChooser chooser(String title) {
        FileChooser c = new FileChooser();
        c.setTitle(title);
        c.getExtensionFilters().add(new FileChooser.ExtensionFilter("Bounce Lab shot (*.json)", "*.json"));
        if (current != null && current.getParent() != null) {
            c.setInitialDirectory(current.getParent().toFile());
        }
        return c;
    }
}
