package bouncelab.ui.step;

import bouncelab.ui.snapshot.Headless;
import bouncelab.words.WorkingText;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The inspector shows a frame's working whole up to a few hundred lines, then says how many more and where. */
class InspectorLinesTest {
    @BeforeAll
    static void toolkit() {
        Headless.start(); // the pane is a control: its class needs the toolkit
    }

    /** The first lines of a working of {@code n}, as the inspector asks for them. */
    private static WorkingText.Head lines(int n) {
        List<String> l = new ArrayList<>();
        for (int i = 1; i <= Math.min(n, InspectorPane.MAX_LINES); i++) {
            l.add("line " + i);
        }
        return new WorkingText.Head(l, n);
    }

    @Test
    void anOrdinaryFramesWorkingIsShownWhole() {
        WorkingText.Head all = lines(InspectorPane.MAX_LINES);
        assertEquals(String.join("\n", all.lines()), InspectorPane.shown(all));
    }

    @Test
    void theHeaviestFramesWorkingStopsAtTheCapAndSaysWhatIsLeft() {
        String shown = InspectorPane.shown(lines(3977));
        String[] out = shown.split("\n");
        assertEquals("line " + InspectorPane.MAX_LINES, out[InspectorPane.MAX_LINES - 1]);
        assertTrue(out[out.length - 1].startsWith("… and 3,577 more lines of working in this frame"), shown);
        assertTrue(out[out.length - 1].contains("trace --working"), shown);
    }
}
