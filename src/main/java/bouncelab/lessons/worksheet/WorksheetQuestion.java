package bouncelab.lessons.worksheet;

import java.util.List;

/**
 * A lesson's question as a worksheet prints it: the ask and the explanation already as HTML, with the live values
 * filled in from the frame it refers to, and two pictures' file names: {@code image}, the court as that frame
 * starts (what the student predicts from, giving nothing away), and {@code answerImage}, the frame's working as
 * the app draws it (on the answer page); what the question's picture labels; and what it names of its frame's
 * working, whose sums its "Work it out" gives first ({@link WorkAsked}).
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
        WorkAsked about) {
    public WorksheetQuestion {
        choices = List.copyOf(choices);
    }
}
