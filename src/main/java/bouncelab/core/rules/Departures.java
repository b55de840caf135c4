package bouncelab.core.rules;

import bouncelab.core.algorithm.AlgorithmClasses;
import bouncelab.core.algorithm.FrameInput;
import bouncelab.core.algorithm.FrameResult;
import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.scenario.Ball;
import bouncelab.core.trace.Note;
import bouncelab.core.trace.Phrase;
import bouncelab.core.trace.TraceItem;
import java.util.ArrayList;
import java.util.List;

/**
 * Where Bounce Lab's own rules part from the article an algorithm credits, said in the working at the frame it
 * matters: one note per departure, beginning "Bounce Lab", saying what the article does instead and which rules
 * show it. The frame itself is not changed. The README's table of departures lists the same. What the rules do
 * to every shot is said here; what departs from the article an algorithm credits is its id's {@link
 * AlgorithmClasses#departures}.
 */
final class Departures {
    private Departures() {}

    static List<TraceItem> notes(FrameInput in, AlgorithmId algorithm, FrameResult result) {
        List<TraceItem> notes = new ArrayList<>();
        Ball start = in.ball();
        if (start.accel() != 0 && (start.vx() <= 0 || start.vy() <= 0)) {
            notes.add(new Note(null, Phrase.of("departure.pongAccel")));
        }
        AlgorithmClasses.departures(algorithm).add(in, result, notes); // the article's own, by the algorithm's id
        return notes;
    }
}
