package bouncelab.ui.yours;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.ui.ShownWindow;
import bouncelab.ui.session.Algorithms;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The student's code kept without a window: each edit is written once its wait is over (the window waits a
 * second; here the test says when), and the next start puts it back in the editor and compiles it. Every folder is
 * a test's own; the toolkit is there only for the compile's hand-back to the FX thread.
 */
@ExtendWith(ApplicationExtension.class)
class YoursKeeperTest {
    private static final String MINE = "boolean hitPaddle(Paddle paddle, Ball ball) {\n  return false; // mine\n}\n";

    /** The writes waiting, as the window's timer would hold them; each new edit's replaces the last. */
    private final List<Runnable> waiting = new ArrayList<>();

    private final List<String> said = new ArrayList<>();

    @Start
    void start(Stage stage) {
        // no window: the models alone
    }

    private YoursKeeper keeper(YoursModel model, Path dir) {
        return new YoursKeeper(model, dir, waiting::add, said::add);
    }

    private void waitIsOver() {
        Runnable last = waiting.get(waiting.size() - 1);
        waiting.clear();
        last.run();
    }

    private static <T> T onFx(Supplier<T> s) {
        AtomicReference<T> r = new AtomicReference<>();
        ShownWindow.fx(() -> r.set(s.get()));
        return r.get();
    }

    @Test
    void editsAreWrittenOnceTheWaitIsOverAndNotBefore(@TempDir Path dir) throws IOException {
        YoursModel model = new YoursModel(new Algorithms());
        YoursKeeper keeper = keeper(model, dir.resolve("data"));
        keeper.start();
        assertFalse(Files.exists(keeper.file()), "the starter is nothing of the student's");
        model.sourceProperty().set("boolean hitPaddle(");
        model.sourceProperty().set(MINE);
        assertFalse(Files.exists(keeper.file()), "a burst of typing waits");
        waitIsOver();
        assertEquals(MINE, Files.readString(keeper.file(), StandardCharsets.UTF_8));
        assertEquals(List.of(), said);
        try (var files = Files.list(keeper.file().getParent())) {
            assertEquals(List.of(keeper.file()), files.toList(), "no temporary file is left");
        }
    }

    @Test
    void backToTheStarterTheFileGoes(@TempDir Path dir) throws IOException {
        YoursModel model = new YoursModel(new Algorithms());
        YoursKeeper keeper = keeper(model, dir);
        keeper.start();
        model.sourceProperty().set(MINE);
        waitIsOver();
        model.sourceProperty().set(StarterTemplate.text());
        waitIsOver();
        assertFalse(Files.exists(keeper.file()));
    }

    /** A quit and a crash alike: a new model on the same folder has the code back, compiled into algorithm 6. */
    @Test
    void theNextStartHasTheCodeBackAndCompiled(@TempDir Path dir) {
        YoursModel before = new YoursModel(new Algorithms());
        keeper(before, dir).start();
        String slides = YoursTabTest.student("slides.pde").replace("\r\n", "\n");
        before.sourceProperty().set(slides);
        waitIsOver();

        Algorithms algorithms = new Algorithms();
        YoursModel after = onFx(() -> {
            YoursModel m = new YoursModel(algorithms);
            keeper(m, dir).start();
            return m;
        });
        assertEquals(slides, after.source());
        ShownWindow.waitOnFx(
                "the restored test's compile", () -> !after.busyProperty().get() && after.card() != null);
        assertTrue(algorithms.has(AlgorithmId.YOURS), after.status());
        assertEquals(14, after.card().examplesPassed(), after.status());
        assertFalse(after.edited());
        assertTrue(waiting.isEmpty(), "putting it back writes nothing");
    }

    @Test
    void theStudentsOwnTextIsNeverReplaced(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve(YoursKeeper.FILE), MINE);
        YoursModel model = new YoursModel(new Algorithms());
        String lesson = "boolean hitPaddle(Paddle paddle, Ball ball) {\n  return true; // a lesson's\n}\n";
        model.sourceProperty().set(lesson);
        keeper(model, dir).start();
        assertEquals(lesson, model.source());
    }

    @Test
    void aKeptFileThatCannotBeReadIsSaidOnceAndLeftAlone(@TempDir Path dir) throws IOException {
        Path kept = dir.resolve(YoursKeeper.FILE);
        Files.write(kept, new byte[] {'a', (byte) 0xC3, '\n'});
        YoursModel model = new YoursModel(new Algorithms());
        keeper(model, dir).start();
        assertNull(model.sourceToKeep());
        assertEquals(1, said.size(), said::toString);
        assertTrue(said.get(0).startsWith("Your test kept from last time could not be read back: "), said::toString);
        assertTrue(said.get(0).contains("not UTF-8"), said::toString);
        assertEquals(3, Files.size(kept), "left as it was");
    }

    @Test
    void aFolderThatCannotBeWrittenIsSaidOnce(@TempDir Path dir) throws IOException {
        Path notAFolder = Files.writeString(dir.resolve("file"), "x");
        YoursModel model = new YoursModel(new Algorithms());
        keeper(model, notAFolder).start();
        model.sourceProperty().set(MINE);
        waitIsOver();
        model.sourceProperty().set(MINE + "\n");
        waitIsOver();
        assertEquals(1, said.size(), said::toString);
        assertTrue(said.get(0).startsWith("Could not keep your test in "), said::toString);
    }
}
