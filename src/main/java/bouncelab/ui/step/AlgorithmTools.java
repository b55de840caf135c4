package bouncelab.ui.step;

import bouncelab.ui.common.Tips;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Separator;
import javafx.scene.control.ToolBar;

/** The stepping view's tool bar: which algorithm runs the shot and under whose rules, and where the court view looks. */
public final class AlgorithmTools extends ToolBar {
    public AlgorithmTools(PlaybackModel model, CourtView court) {
        super(new Label(bouncelab.ui.common.UiWords.window("tools.algorithm")), new AlgorithmBar(model), new Label(bouncelab.ui.common.UiWords.window("tools.rules")), new RulesChoice(model),
                new Separator(),
                button("zoom-working", bouncelab.ui.common.UiWords.window("tools.zoomWorking"), bouncelab.ui.common.UiWords.window("tools.zoomWorking.tip"),
                        court::zoomToWorking),
                button("zoom-fit", bouncelab.ui.common.UiWords.window("tools.zoomFit"), bouncelab.ui.common.UiWords.window("tools.zoomFit.tip"), court::zoomToFit));
        setId("algorithm-tools");
        // read out as "Algorithm" and "Rules": the group of algorithm buttons and the rules' list
        ((Label) getItems().get(0)).setLabelFor(getItems().get(1));
        ((Label) getItems().get(2)).setLabelFor(getItems().get(3));
        bouncelab.ui.common.ToolBarRefit.onFontChange(this, (Label) getItems().get(0));
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
