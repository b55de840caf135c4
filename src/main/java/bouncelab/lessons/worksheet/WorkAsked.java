package bouncelab.lessons.worksheet;

import java.util.List;
import java.util.Set;

/**
 * What a question names of its frame's working, whose sums its "Work it out" gives first: the kinds of trace item
 * its values name ({@code broadphase} of {@code {{broadphase.tested}}}), the lines it names itself ({@code
 * pythagoras check:5} of {@code {{check:pythagoras.5}}}, {@code pythagoras working:cornerDistance}), and the numbers
 * of its answer ("all 750", "about 81°"), which no sum on the students' copy may show before its blank.
 */
public record WorkAsked(Set<String> kinds, Set<String> lines, List<Double> answerNumbers) {
    public static final WorkAsked NOTHING = new WorkAsked(Set.of(), Set.of(), List.of());

    public WorkAsked {
        kinds = Set.copyOf(kinds);
        lines = Set.copyOf(lines);
        answerNumbers = List.copyOf(answerNumbers);
    }

    /** Whether a number shown in a sum is the answer, or rounds to it ("80.731°" for "about 81°"). */
    boolean givesAway(double shown) {
        // 0 and 1 are in nearly every sum ("(1/60)"): an answer of 0 or 1 is given away by no number on its own
        return answerNumbers.stream().anyMatch(a -> Math.abs(a) > 1 && Math.abs(shown - a) < 0.5);
    }
}
