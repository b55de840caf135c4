package bouncelab.ui.yours;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.sweep.SweepSpec;
import bouncelab.core.trace.HitPaddleCall;
import bouncelab.student.Example;
import bouncelab.student.ReportCard;
import bouncelab.student.StudentSource;
import bouncelab.ui.compare.CompareModel;
import bouncelab.ui.session.Algorithms;
import bouncelab.ui.session.DefaultShot;
import bouncelab.ui.session.PlaybackModel;
import bouncelab.ui.sweep.SweepModel;
import java.util.List;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Your test tab's models without a window: compiling makes yours, which the other models then run. */
class YoursModelTest {

    @Test
    void theSlidesCodeCompilesPassesEveryExampleAndBecomesYoursOnStepAndCompare() {
        Algorithms algorithms = new Algorithms();
        PlaybackModel step = new PlaybackModel(DefaultShot.pong(), algorithms);
        CompareModel compare = new CompareModel(DefaultShot.pong(), algorithms);
        assertFalse(algorithms.has(AlgorithmId.YOURS));
        assertEquals(5, compare.algorithms().size());
        assertThrows(IllegalStateException.class, () -> algorithms.create(AlgorithmId.YOURS));

        YoursModel yours = new YoursModel(algorithms);
        yours.sourceProperty().set(YoursTabTest.student("slides.pde"));
        yours.compileNow();
        assertEquals(List.of(), yours.problems());
        assertTrue(algorithms.has(AlgorithmId.YOURS));
        assertEquals(Example.ALL.size(), yours.card().examplesPassed(), yours.status());
        assertEquals(1.0, yours.card().agreement().share());
        assertEquals(6, compare.algorithms().size());
        assertEquals(AlgorithmId.YOURS, compare.algorithms().get(5));

        step.setAlgorithm(AlgorithmId.YOURS);
        assertNull(step.studentFailureProperty().get());
        boolean asked = false;
        for (int f = 1; f <= step.lastFrame() && !asked; f++) {
            asked = step.timeline().trace(f).items().stream().anyMatch(i -> i instanceof HitPaddleCall);
        }
        assertTrue(asked, "the working lists hitPaddle's calls");
        // the run of yours is pythagoras's, frame for frame: the same test, the same response
        PlaybackModel pythagoras = new PlaybackModel(DefaultShot.pong().withAlgorithm(AlgorithmId.PYTHAGORAS));
        assertEquals(
                pythagoras.timeline().state(200).ball(),
                step.timeline().state(200).ball());
    }

    @Test
    void theSweepRunsYoursWithTheOthersAndItsThroughSpeedIsTheCards() {
        Algorithms algorithms = new Algorithms();
        YoursModel yours = new YoursModel(algorithms);
        yours.sourceProperty().set(YoursTabTest.student("slides.pde"));
        yours.compileNow();
        SweepModel sweep = new SweepModel(algorithms);
        var d = SweepSpec.DEFAULT;
        sweep.specProperty()
                .set(new SweepSpec(
                        d.thickness(),
                        d.diameter(),
                        d.speedFrom(),
                        d.speedTo(),
                        d.speedStep(),
                        d.shots(),
                        d.seed(),
                        d.angle(),
                        List.copyOf(algorithms.shown())));
        sweep.runNow();
        var rows = sweep.result().rowsOf(AlgorithmId.YOURS);
        assertFalse(rows.isEmpty());
        double through = rows.stream()
                .filter(r -> r.tunnelled() > 0)
                .findFirst()
                .orElseThrow()
                .speed();
        assertEquals(yours.card().throughSpeed(), through);
    }

    @Test
    void aFailureWhileSteppingIsKeptWithItsFrameAndLineAndTheRunGoesOn() {
        Algorithms algorithms = new Algorithms();
        YoursModel yours = new YoursModel(algorithms);
        yours.sourceProperty().set(YoursTabTest.student("divide.pde"));
        yours.compileNow();
        assertNotNull(yours.card().error(), "the card says the code failed");
        PlaybackModel step = new PlaybackModel(DefaultShot.pong(), algorithms);
        step.setAlgorithm(AlgorithmId.YOURS);
        var failure = step.studentFailureProperty().get();
        assertNotNull(failure);
        assertTrue(failure.getMessage().startsWith("frame "), failure.getMessage());
        assertEquals(4, failure.problem().line(), failure.getMessage());
        assertEquals(PlaybackModel.HORIZON, step.timeline().frames(), "every frame is there");
        step.setAlgorithm(AlgorithmId.SWEPT);
        assertNull(step.studentFailureProperty().get());
    }

    @Test
    void aCompileErrorKeepsTheLastGoodTestAndSaysSo() {
        Algorithms algorithms = new Algorithms();
        YoursModel yours = new YoursModel(algorithms);
        yours.sourceProperty().set(YoursTabTest.student("slides.pde"));
        yours.compileNow();
        var good = algorithms.yours();
        yours.sourceProperty().set(YoursTabTest.student("semicolon.pde"));
        yours.compileNow();
        assertFalse(yours.problems().isEmpty());
        assertTrue(yours.problems().get(0).line() > 0);
        assertEquals(good, algorithms.yours());
        assertTrue(yours.status().contains("still runs the last version that compiled"), yours.status());
    }

    @Test
    void aWholeClassIsCompiledAsJavaAndTheStarterIsNotKept() {
        assertEquals(
                StudentSource.Kind.JAVA,
                YoursModel.sourceOf("public class Circle implements PaddleTest {}")
                        .kind());
        assertEquals(
                StudentSource.Kind.PDE,
                YoursModel.sourceOf(StarterTemplate.text()).kind());
        YoursModel yours = new YoursModel(new Algorithms());
        assertNull(yours.sourceToKeep());
        yours.sourceProperty().set("boolean hitPaddle(Paddle p, Ball b) { return true; }");
        assertNotNull(yours.sourceToKeep());
    }

    /** Typing after a compile: the status stops saying "Compiled" until the student compiles again. */
    @Test
    void editsAfterACompileAreSaidUntilTheNextCompile() {
        YoursModel yours = new YoursModel(new Algorithms());
        yours.sourceProperty().set(YoursTabTest.student("slides.pde"));
        assertFalse(yours.edited(), "nothing compiled yet: nothing to be stale");
        yours.compileNow();
        String graded = yours.status();
        assertTrue(graded.startsWith("Compiled"), graded);
        assertFalse(yours.edited());

        String original = yours.source();
        yours.sourceProperty().set(original.replace("return", "return !"));
        assertTrue(yours.edited());
        assertEquals(YoursModel.editedWords(), yours.status());
        yours.sourceProperty().set(original); // typed back to what compiled
        assertFalse(yours.edited());
        assertEquals(graded, yours.status());

        yours.sourceProperty().set(original + "\n// a note\n");
        yours.compileNow();
        assertFalse(yours.edited(), "compiled again: the card is this version's");
        assertTrue(yours.status().startsWith("Compiled"), yours.status());
    }

    /** A card whose sweep did not finish does not say the ball never went through: it says the sweep did not finish. */
    @Test
    void aCardWhoseSweepDidNotFinishSaysSoNotNever() {
        ReportCard.Agreement some = new ReportCard.Agreement(2_981, 2_000, List.of(), ReportCard.SEED);
        String unswept = YoursModel.cardWords(new ReportCard(List.of(), some, null, false, "marking stopped"));
        assertTrue(unswept.contains("the sweep did not finish"), unswept);
        assertFalse(unswept.contains("never"), unswept);
        assertTrue(unswept.contains("of 2,981 random cases"), unswept);
        String never = YoursModel.cardWords(new ReportCard(List.of(), some, null, true, null));
        assertTrue(never.contains("never lets the ball through"), never);
    }
}
