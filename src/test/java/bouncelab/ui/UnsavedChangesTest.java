package bouncelab.ui;

import bouncelab.core.geometry.Vec2;
import bouncelab.io.scenario.ScenarioLoader;
import bouncelab.ui.session.DefaultShot;
import bouncelab.ui.session.PlaybackModel;
import bouncelab.ui.window.ShotFiles;
import bouncelab.ui.window.UnsavedChanges;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/** Closing the window with an edited shot asks first; the answer decides whether the edits are kept. */
class UnsavedChangesTest {
    private final PlaybackModel model = new PlaybackModel(DefaultShot.pong());
    private final List<String> errors = new ArrayList<>();
    private final ShotFiles files = new ShotFiles(model, null, s -> {}, errors::add);

    private UnsavedChanges answering(UnsavedChanges.Answer answer) {
        UnsavedChanges u = new UnsavedChanges(files, null);
        u.setAsk(() -> answer);
        return u;
    }

    private void moveTheBall() {
        model.edit(model.scenario().withBall(model.scenario().ball().at(new Vec2(300, 111))));
    }

    @Test
    void nothingEditedClosesWithoutAsking() throws Exception {
        UnsavedChanges u = answering(UnsavedChanges.Answer.CANCEL);
        u.setAsk(() -> fail("nothing was edited: no question"));
        assertTrue(u.mayClose());
        model.setScenario(DefaultShot.pong().withBall(DefaultShot.pong().ball().at(new Vec2(1, 1))));
        assertTrue(u.mayClose(), "a lesson or a file opened is no edit of the user's");
    }

    @Test
    void anEditAsksAndCancelKeepsTheWindowOpen() throws Exception {
        moveTheBall();
        assertFalse(answering(UnsavedChanges.Answer.CANCEL).mayClose());
        assertTrue(answering(UnsavedChanges.Answer.DISCARD).mayClose());
    }

    @Test
    void savingWritesTheEditedShotToItsFileAndThenCloses(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("shot.json");
        assertTrue(files.save(file));
        moveTheBall();
        assertTrue(files.unsaved());
        assertTrue(answering(UnsavedChanges.Answer.SAVE).mayClose());
        assertEquals(111, ScenarioLoader.load(file).ball().y());
        assertFalse(files.unsaved());
        assertEquals(List.of(), errors);
    }

    @Test
    void aSaveThatFailsKeepsTheWindowOpen(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("shot.json");
        assertTrue(files.save(file));
        moveTheBall();
        Files.delete(file);
        Files.createDirectory(file); // a folder where the file was: it cannot be written
        assertFalse(answering(UnsavedChanges.Answer.SAVE).mayClose());
        assertEquals(1, errors.size(), errors.toString());
        assertTrue(files.unsaved());
    }
}
