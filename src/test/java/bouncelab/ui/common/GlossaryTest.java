package bouncelab.ui.common;

import bouncelab.core.algorithm.AlgorithmClasses;
import bouncelab.core.algorithm.CollisionAlgorithm;
import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.choice.RulesId;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.simulation.SimState;
import bouncelab.core.simulation.Simulation;
import bouncelab.core.simulation.Step;
import bouncelab.core.trace.Quantity;
import bouncelab.core.trace.TraceItem;
import bouncelab.core.trace.TraceKind;
import bouncelab.core.trace.TraceKinds;
import bouncelab.io.scenario.ScenarioLoader;
import bouncelab.words.WorkingWrap;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Issue 13: the glossary (data in the Glossary bundle) explains every symbol the screen uses. */
class GlossaryTest {
    /** The pointer on the second line of a sum broken to fit the working's pane is on the sum, whole. */
    @Test
    void theLineUnderThePointerIsTheWholeLineItWasBrokenFrom() {
        String sum = "    circleDistanceX = |ball.x − paddle.x − paddleWidth/2| = |690 − 700 − 3| = 13";
        String text = WorkingWrap.wrapText("• right: no hit\n" + sum + "\n    y2 = y", 30);
        assertTrue(text.contains("\n" + WorkingWrap.GOES_ON), text);
        assertEquals(sum, Glossary.lineAt(text, text.indexOf("= |690")));
        assertEquals(sum, Glossary.lineAt(text, text.indexOf("circleDistanceX")));
        assertEquals("    y2 = y", Glossary.lineAt(text, text.length() - 1));
        assertEquals("• right: no hit", Glossary.lineAt(text, 2));
    }

    @Test
    void theSymbolsTheIssueNamesAreExplained() {
        for (String term :
                List.of("toi", "denom", "ua", "ub", "pass", "¼ D", "½ D", "θ", "angle", "phantom", "dt", "T + D")) {
            assertTrue(Glossary.entries().containsKey(term), term);
            assertTrue(
                    Glossary.entries().get(term).length() > 20,
                    term + ": " + Glossary.entries().get(term));
        }
    }

    @Test
    void theXnaFloatNoteIsExplainedOnHover() {
        String note = "• in floats, with position the sprite's top-left corner (the centre less 8) and time ="
                + " 0.016666668 (the float nearest 1/60): position += direction·(speed·time); position.X = 328.5735168 +"
                + " 0.9934697·(484·0.016666668) = 336.5875064, which a float holds as 336.5874939 = 336.587";
        String hover = Glossary.explain(note);
        for (String term : List.of("position.X", "speed·time", "float")) {
            assertTrue(hover.contains(term + ": "), term + " in: " + hover);
        }
        assertTrue(!Glossary.explain("time left = dt − time used = (1/60) − 0.01 = 0.007")
                .contains("float"));
    }

    @Test
    void everyQuantityAKindDeclaresIsExplained() {
        Set<String> missing = new TreeSet<>();
        for (TraceKind<?> k : TraceKinds.ALL) {
            k.quantities().stream()
                    .filter(q -> !Glossary.entries().containsKey(q))
                    .forEach(missing::add);
        }
        assertEquals(Set.of(), missing);
    }

    /** Every name the working prints a value for, on the course's shots under every algorithm and rule set. */
    @Test
    void everyNameTheWorkingPrintsIsExplained() throws IOException {
        Set<String> missing = new TreeSet<>();
        try (Stream<Path> files = Files.walk(Path.of("lessons"))) {
            for (Path p :
                    files.filter(f -> f.toString().endsWith(".json")).sorted().toList()) {
                Scenario shot = ScenarioLoader.load(p);
                for (RulesId rules : RulesId.values()) {
                    Scenario s = shot.withRules(shot.rules().withId(rules));
                    for (AlgorithmId id : AlgorithmId.all()) {
                        CollisionAlgorithm a = AlgorithmClasses.create(id);
                        SimState state = SimState.initial(s);
                        for (int f = 0; f < 12 && !state.out(); f++) {
                            Step step = Simulation.step(s, state, a);
                            for (TraceItem item : step.trace().items()) {
                                for (Quantity q : item.quantities()) {
                                    if (!Glossary.entries().containsKey(q.name())) {
                                        missing.add(q.name());
                                    }
                                }
                            }
                            state = step.state();
                        }
                    }
                }
            }
        }
        assertEquals(Set.of(), missing);
    }

    @Test
    void hoverExplainsTheTermsOfTheLineUnderThePointer() {
        String working = "Frame 1\n    ua = ((800 − 0)(340 − 8)) / 3200 = 83\n    toi = 2.778 ms";
        String line = Glossary.lineAt(working, working.indexOf("3200"));
        assertTrue(line.strip().startsWith("ua ="), line);
        String said = Glossary.explain(line);
        assertTrue(said.startsWith("ua: "), said);
        assertTrue(!said.contains("toi") && !said.contains("usual"), said);
        assertTrue(Glossary.explain("pass 1: move for 1/60 s").contains("pass: "));
        assertTrue(Glossary.explain("phantom corner hit (×)").contains("phantom: "));
        assertEquals("", Glossary.explain("passes and udt"), "whole words only");
    }
}
