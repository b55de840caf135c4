package bouncelab.lessons.worksheet;

import java.util.List;
import java.util.Set;

/**
 * A lesson's question as a worksheet prints it: the ask and the explanation already as HTML, with the live values
 * filled in from the frame it refers to, and two pictures' file names: {@code image}, the court as that frame
 * starts (what the student predicts from, giving nothing away), and {@code answerImage}, the frame's working as
 * the app draws it (on the answer page); what the question's picture labels; and the kinds of trace item its values
 * name ({@code broadphase} for {@code {{broadphase.tested}}}), whose sums its "Work it out" gives first.
 */
public record WorksheetQuestion(
        int number,
        String askHtml,
        List<String> choices,
        String answer,
        String explainHtml,
        FrameRef frame,
        String image,
        String answerImage,
        QuestionLabels labels,
        Set<String> about) {
    public WorksheetQuestion {
        choices = List.copyOf(choices);
        about = Set.copyOf(about);
    }
}
