package bouncelab.ui.export;

import java.util.List;

/**
 * A lesson's question as a worksheet prints it: the ask and the explanation already as HTML, with the live values
 * filled in from the frame it refers to, and the file name of that frame's picture.
 */
public record WorksheetQuestion(int number, String askHtml, List<String> choices, String answer,
                                String explainHtml, FrameRef frame, String image) {
    public WorksheetQuestion {
        choices = List.copyOf(choices);
    }
}
