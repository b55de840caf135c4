package bouncelab.student;

import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * What a {@link ReportCard} has found before its next part begins: the worked examples, then the random cases too. A
 * grading worker stopped for time in a later part still reports these, so a test that marked every example and then
 * ran slowly through the random cases keeps its examples' marks and its first error.
 *
 * @param agreement null until the random cases are done (a worker stopped then was in them, else in the sweep)
 * @param error     the first failure of the student's code so far, or null
 */
public record CardSoFar(
        List<ReportCard.ExampleResult> examples,
        ReportCard.@Nullable Agreement agreement,
        @Nullable String error) {

    public CardSoFar {
        examples = List.copyOf(examples);
    }
}
