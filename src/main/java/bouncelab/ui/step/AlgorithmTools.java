package bouncelab.ui.step;

import bouncelab.ui.common.Tips;
import bouncelab.ui.common.ToolBarRefit;
import bouncelab.ui.common.UiWords;
import bouncelab.ui.session.PlaybackModel;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Separator;
import javafx.scene.control.ToolBar;

/** The stepping view's tool bar: which algorithm runs the shot and under whose rules, and where the court view looks. */
public final class AlgorithmTools extends ToolBar {
    public AlgorithmTools(PlaybackModel model, CourtView court) {
        super(
                new Label(UiWords.window("tools.algorithm")),
                new AlgorithmBar(model),
                new Label(UiWords.window("tools.rules")),
                new RulesChoice(model),
                new Separator(),
                button(
                        "zoom-working",
                        UiWords.window("tools.zoomWorking"),
                        UiWords.window("tools.zoomWorking.tip"),
                        court::zoomToWorking),
                button(
                        "zoom-fit",
                        UiWords.window("tools.zoomFit"),
                        UiWords.window("tools.zoomFit.tip"),
                        court::zoomToFit));
        setId("algorithm-tools");
        // read out as "Algorithm" and "Rules": the group of algorithm buttons and the rules' list
        ((Label) getItems().get(0)).setLabelFor(getItems().get(1));
        ((Label) getItems().get(2)).setLabelFor(getItems().get(3));
        ToolBarRefit.onFontChange(this, (Label) getItems().get(0));
    }

    private static Button button(String id, String text, String tip, Runnable action) {
        Button b = new Button(text);
        b.setId(id);
        Tips.text(b, tip);
        b.setOnAction(e -> action.run());
        b.setFocusTraversable(false); // the keys stay with the court
        return b;
    }
}
