package bouncelab.ui.window;

import bouncelab.core.algorithm.AlgorithmId;
import bouncelab.core.scenario.Scenario;
import bouncelab.io.scenario.ScenarioException;
import bouncelab.io.scenario.ScenarioLoader;
import bouncelab.io.scenario.ScenarioWriter;
import bouncelab.ui.step.PlaybackModel;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.function.Consumer;
import javafx.stage.FileChooser;
import javafx.stage.Window;

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

    /** Opens a file; true if it was read. On failure the shot on screen is kept and the problem is shown. */
    public boolean open(Path file) {
        try {
            Scenario s = ScenarioLoader.load(file);
            model.setScenario(s);
            model.setAlgorithm(AlgorithmId.of(s.algorithm()));
            current = file;
            unsaved = false;
            onClean.run();
            status.accept("Opened " + file.getFileName());
            return true;
        } catch (ScenarioException e) {
            error.accept("Could not open it; the shot on screen is unchanged. " + e.getMessage());
            return false;
        }
    }

    public boolean save(Path file) {
        try {
            ScenarioWriter.save(model.scenario().withAlgorithm(model.algorithm().fileName()), file);
            current = file;
            unsaved = false;
            onClean.run();
            status.accept("Saved " + file.getFileName());
            return true;
        } catch (IOException | RuntimeException e) {
            error.accept("Could not save " + file + ": " + e.getMessage());
            return false;
        }
    }

    public void chooseAndOpen() {
        File f = chooser("Open a shot").showOpenDialog(owner);
        if (f != null) {
            open(f.toPath());
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
