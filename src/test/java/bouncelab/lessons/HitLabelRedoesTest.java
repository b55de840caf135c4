package bouncelab.lessons;

import bouncelab.core.algorithm.AlgorithmClasses;
import bouncelab.core.simulation.Run;
import bouncelab.core.trace.ChosenHit;
import bouncelab.core.trace.FrameTrace;
import bouncelab.core.trace.Num;
import bouncelab.words.English;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * A hit's court label, "ua U · toi T · L left", redoes by hand: U × the pass's dt (plus the pass's start) gives T as
 * printed, and the frame's end minus that gives L. Lesson 13's hit printed ua 0.708, from which toi comes out
 * 11.80 ms, not the 11.81 ms beside it.
 */
class HitLabelRedoesTest {

    @Test
    void lesson13sHitPrintsTheDecimalsThatRedo() {
        ChosenHit h = hits("13-broad-phase", 8).get(0);
        assertEquals("0.708", Num.fmt(h.ua()), "the three decimals the label used to print");
        assertEquals("11.81 ms", Num.seconds(h.toi()));
        assertEquals("0.70833", h.uaShown()); // 0.7083 gives 11.805 ms, printed 11.8
        assertRedoes(h);
    }

    @Test
    void everyHitOfLessons10And13Redoes() {
        for (int f = 1; f <= 30; f++) {
            hits("10-several-hits-in-one-frame", f).forEach(HitLabelRedoesTest::assertRedoes);
            hits("13-broad-phase", f).forEach(HitLabelRedoesTest::assertRedoes);
        }
        assertEquals("0.2", hits("10-several-hits-in-one-frame", 3).get(1).uaShown(), "three decimals when they do");
    }

    private static void assertRedoes(ChosenHit h) {
        double u = Double.parseDouble(h.uaShown());
        double start = h.toi() - h.ua() * h.passDt();
        double t = start + u * h.passDt();
        assertEquals(Num.seconds(h.toi()), Num.seconds(t), English.summary(h));
        assertEquals(Num.seconds(h.timeLeft()), Num.seconds(h.toi() + h.timeLeft() - t), English.summary(h));
    }

    private static List<ChosenHit> hits(String id, int frame) {
        Lesson l = (Lesson) LessonLoader.load(Path.of("lessons", id));
        FrameTrace t = new Run(l.scenario(), AlgorithmClasses.create(l.algorithm())).trace(frame);
        List<ChosenHit> hits = t.items().stream()
                .filter(ChosenHit.class::isInstance)
                .map(ChosenHit.class::cast)
                .toList();
        if (id.startsWith("13") && frame == 8) {
            assertFalse(hits.isEmpty());
        }
        return hits;
    }
}
