package bouncelab.ui.window;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.scenario.Scenario;
import bouncelab.io.recovery.RecoveryStore;
import bouncelab.io.scenario.ScenarioException;
import bouncelab.ui.session.DefaultShot;
import bouncelab.ui.session.PlaybackModel;
import bouncelab.ui.step.ShotEditor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Autosave without a window: the writes it leaves for later are run by hand. */
class AutosaveTest {
    private final List<Runnable> later = new ArrayList<>();
    private final List<String> errors = new ArrayList<>();

    private Autosave autosave(PlaybackModel model, RecoveryStore store) {
        return new Autosave(model, store, later::add, errors::add);
    }

    private void runLater() {
        List<Runnable> now = List.copyOf(later);
        later.clear();
        now.forEach(Runnable::run);
    }

    @Test
    void anEditIsKeptAMomentLaterWithItsAlgorithm(@TempDir Path dir) {
        PlaybackModel model = new PlaybackModel(DefaultShot.pong());
        RecoveryStore store = new RecoveryStore(dir.resolve("nested"));
        autosave(model, store);
        Scenario moved = ShotEditor.moveBall(model.scenario(), new Vec2(123, 45));
        model.edit(moved);
        model.setAlgorithm(AlgorithmId.PYTHAGORAS);
        assertFalse(Files.exists(store.file()), "not written at once");
        runLater();
        assertEquals(Optional.of(moved.withAlgorithm(AlgorithmId.PYTHAGORAS)), store.read());
        assertEquals(List.of(), errors);
    }

    @Test
    void openingAFileOrALessonIsNoEdit(@TempDir Path dir) {
        PlaybackModel model = new PlaybackModel(DefaultShot.pong());
        RecoveryStore store = new RecoveryStore(dir);
        Autosave a = autosave(model, store);
        model.setScenario(DefaultShot.pong().withDt(0.02));
        runLater();
        assertFalse(Files.exists(store.file()));
        assertFalse(a.unsaved());
    }

    @Test
    void aCleanSaveOrExitForgetsTheCopyAndAWriteStillWaitingDoesNothing(@TempDir Path dir) {
        PlaybackModel model = new PlaybackModel(DefaultShot.pong());
        RecoveryStore store = new RecoveryStore(dir);
        Autosave a = autosave(model, store);
        model.edit(model.scenario().withDt(0.02));
        runLater();
        assertTrue(Files.exists(store.file()));
        model.edit(model.scenario().withDt(0.03));
        a.clean(); // saved before the second write came due
        runLater();
        assertFalse(Files.exists(store.file()));
        model.edit(model.scenario().withDt(0.04));
        runLater();
        a.exit();
        assertFalse(Files.exists(store.file()));
    }

    /** What a window or test waits on: the write an edit left waiting has come due, written or not. */
    @Test
    void settledSaysWhenTheWaitingWriteCameDue(@TempDir Path dir) {
        PlaybackModel model = new PlaybackModel(DefaultShot.pong());
        RecoveryStore store = new RecoveryStore(dir);
        Autosave a = autosave(model, store);
        assertTrue(a.settled().isDone(), "nothing waiting");
        model.edit(model.scenario().withDt(0.02));
        var first = a.settled();
        model.edit(model.scenario().withDt(0.03));
        assertEquals(first, a.settled(), "one wait for a burst of edits");
        assertFalse(first.isDone());
        runLater();
        assertTrue(first.isDone());
        assertEquals(0.03, store.read().orElseThrow().dt());

        model.edit(model.scenario().withDt(0.04));
        a.clean(); // saved: the write still comes due, and keeps nothing
        assertFalse(a.settled().isDone());
        runLater();
        assertTrue(a.settled().isDone());
        assertFalse(Files.exists(store.file()));
    }

    /** A quit forgets this copy's shot only: another copy's, running or not, stays where it is. */
    @Test
    void exitForgetsOnlyThisCopysShot(@TempDir Path dir) throws Exception {
        RecoveryStore other = new RecoveryStore(dir);
        other.write(DefaultShot.pong().withDt(0.05));
        PlaybackModel model = new PlaybackModel(DefaultShot.pong());
        RecoveryStore mine = new RecoveryStore(dir);
        Autosave a = autosave(model, mine);
        model.edit(model.scenario().withDt(0.03));
        runLater();
        assertEquals(0.03, mine.read().orElseThrow().dt());
        assertEquals(0.05, other.read().orElseThrow().dt(), "two copies, two files");
        a.exit();
        assertFalse(Files.exists(mine.file()));
        assertEquals(0.05, other.read().orElseThrow().dt());
        assertEquals(List.of(), mine.left(), "the other copy still runs: not offered");
        other.unlock(); // as if it crashed
        assertEquals(
                List.of(other.file()),
                new RecoveryStore(dir)
                        .left().stream().map(RecoveryStore.Left::file).toList());
    }

    @Test
    void aWriteThatFailsIsReportedOnceAndEditingGoesOn(@TempDir Path dir) throws Exception {
        Path notADir = dir.resolve("file");
        Files.writeString(notADir, "x");
        PlaybackModel model = new PlaybackModel(DefaultShot.pong());
        autosave(model, new RecoveryStore(notADir));
        model.edit(model.scenario().withDt(0.02));
        runLater();
        model.edit(model.scenario().withDt(0.03));
        runLater();
        assertEquals(1, errors.size(), errors.toString());
        assertTrue(errors.get(0).startsWith("Could not keep a recovery copy"), errors.get(0));
        assertEquals(0.03, model.scenario().dt());
    }

    @Test
    void theStoreFollowsTheSystemPropertyAndABrokenCopyNamesItsFile(@TempDir Path dir) throws Exception {
        String old = System.getProperty(RecoveryStore.DIR_PROPERTY);
        System.setProperty(RecoveryStore.DIR_PROPERTY, dir.toString());
        try {
            assertEquals(dir, RecoveryStore.standard().file().getParent());
            assertTrue(
                    RecoveryStore.standard().file().getFileName().toString().matches("recovery-[0-9a-f]{16}\\.json"));
        } finally {
            if (old == null) {
                System.clearProperty(RecoveryStore.DIR_PROPERTY);
            } else {
                System.setProperty(RecoveryStore.DIR_PROPERTY, old);
            }
        }
        Files.writeString(dir.resolve("recovery.json"), "{\"court\": "); // an earlier version's one file
        RecoveryStore.Left left = new RecoveryStore(dir).left().get(0);
        ScenarioException e = assertThrows(ScenarioException.class, left::shot);
        assertTrue(e.getMessage().startsWith(dir.resolve("recovery.json") + ":1:"), e.getMessage());
    }
}
