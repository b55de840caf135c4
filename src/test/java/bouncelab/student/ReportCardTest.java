package bouncelab.student;

import bouncelab.core.algorithm.PythagorasAlgorithm;
import bouncelab.core.algorithm.SimpleAlgorithm;
import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.sweep.SpeedSweep;
import bouncelab.core.sweep.SweepResult;
import bouncelab.core.sweep.SweepSpec;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The slides' own hitPaddle, pasted in unchanged, agrees with {@code pythagoras} on every probe case and passes every
 * example; a box test fails the corner examples; the report card says so in numbers.
 */
class ReportCardTest {
    private static StudentTest slides;
    private static StudentTest box;

    @BeforeAll
    static void compile() {
        slides = Sources.ready("slides.pde");
        box = Sources.ready("box.pde");
    }

    /** Every probe: the examples, the card's random cases, and a grid around the slides' corner. */
    private static List<Probe> probes() {
        List<Probe> all = new ArrayList<>();
        Example.ALL.forEach(e -> all.add(e.probe()));
        all.addAll(ReportCard.randomCases());
        for (double x = 560; x <= 620; x += 0.5) {
            for (double y = 180; y <= 320; y += 2) {
                all.add(Probe.of(x, y, 20, 580, 200, 20, 100));
            }
        }
        return all;
    }

    @Test
    void theSlidesCodeAgreesWithPythagorasOnEveryProbe() {
        List<Probe> probes = probes();
        assertTrue(probes.size() > 15_000);
        for (Probe p : probes) {
            boolean pythagoras = PythagorasAlgorithm.hitPaddle("p", p.centre(), p.diameter(), p.paddle())
                    .hit();
            assertEquals(pythagoras, p.askedOf(slides), p::toString);
            assertEquals(pythagoras, p.touches(), () -> "the exact test: " + p);
        }
    }

    @Test
    void theSlidesCodePassesEveryExample() {
        for (Example e : Example.ALL) {
            assertEquals(e.expected(), e.probe().askedOf(slides), e.name());
            assertEquals(e.expected(), e.probe().touches(), e.name());
        }
    }

    @Test
    void theExamplesHoldCornersWhereABoxAndTheCircleDisagree() {
        List<String> disagree = Example.ALL.stream()
                .filter(e -> {
                    Probe p = e.probe();
                    return SimpleAlgorithm.boxTest("p", p.centre(), p.diameter(), p.paddle())
                                    .hit()
                            != e.expected();
                })
                .map(Example::name)
                .toList();
        assertEquals(List.of("off the corner", "just off the corner"), disagree);
    }

    @Test
    void aBoxTestFailsTheCornerExamples() {
        ReportCard card = ReportCard.of(box);
        List<String> failed = card.examples().stream()
                .filter(r -> !r.passed())
                .map(r -> r.example().name())
                .toList();
        assertEquals(List.of("off the corner", "just off the corner"), failed);
        assertEquals(12, card.examplesPassed());
        assertEquals(Example.ALL.size(), card.examplesTotal());
        assertNull(card.error());
        ReportCard.Agreement a = card.agreement();
        assertEquals(ReportCard.CASES, a.cases());
        assertTrue(a.share() > 0.9 && a.share() < 1, "share " + a.share());
        assertFalse(a.disagreeing().isEmpty());
        for (ReportCard.Disagreement d : a.disagreeing()) {
            // a box only ever sees too much: hits at the corners that the circle misses
            assertFalse(d.exact(), d::toString);
            assertEquals(Boolean.TRUE, d.answer(), d::toString);
        }
    }

    @Test
    void theSlidesCardIsFullMarksWithPythagorassThroughSpeed() {
        ReportCard card = ReportCard.of(slides);
        assertEquals(Example.ALL.size(), card.examplesPassed());
        assertEquals(1.0, card.agreement().share());
        assertEquals(List.of(), card.agreement().disagreeing());
        assertNull(card.error());
        SweepResult pythagoras = SpeedSweep.run(SweepSpec.DEFAULT.withAlgorithms(List.of(AlgorithmId.PYTHAGORAS)));
        Double expected = ReportCard.throughSpeed(pythagoras.rowsOf(AlgorithmId.PYTHAGORAS));
        assertNotNull(expected);
        assertEquals(expected, card.throughSpeed());
        // the ball is through once it moves further in a frame than half its diameter (8 px here)
        assertTrue(expected > SweepSpec.DEFAULT.diameter() / 2, "through at " + expected);
    }

    @Test
    void aWholeJavaClassIsGradedToo() {
        ReportCard card = ReportCard.of(Sources.ready("Circle.java"));
        assertEquals(Example.ALL.size(), card.examplesPassed());
        assertEquals(1.0, card.agreement().share());
    }

    @Test
    void codeThatThrowsFailsWithItsFirstErrorNamed() {
        ReportCard card = ReportCard.of(Sources.ready("divide.pde"));
        assertEquals(0, card.examplesPassed());
        assertEquals(0, card.agreement().agreeing());
        assertNull(card.throughSpeed());
        assertTrue(
                card.error()
                        .startsWith("example 'not overlapping', hitPaddle(paddle, ball) with the paddle "
                                + "(530, 200) 70 × 200 and the ball at (300, 450) ⌀ 100: line 4: division by zero"),
                card.error());
        card.examples().forEach(r -> assertNull(r.answer()));
    }

    @Test
    void theRandomCasesAreTheSameEveryTime() {
        assertEquals(ReportCard.randomCases(), ReportCard.randomCases());
        long hits = ReportCard.randomCases().stream().filter(Probe::touches).count();
        assertTrue(hits > 2_000 && hits < 8_000, "hits " + hits); // a fair mix of hits and misses
    }
}
