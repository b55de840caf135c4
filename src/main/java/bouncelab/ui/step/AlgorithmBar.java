package bouncelab.ui.step;

import bouncelab.core.algorithm.AlgorithmId;
import bouncelab.ui.common.Styles;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import org.controlsfx.control.SegmentedButton;

/** The algorithms as one segmented button, each on its key; switching keeps the frame. */
public final class AlgorithmBar extends SegmentedButton {

    public AlgorithmBar(PlaybackModel model) {
        getStyleClass().add(Styles.ALGORITHM_BAR);
        for (AlgorithmId id : AlgorithmId.all()) {
            ToggleButton b = new ToggleButton(id.key() + " " + id.fileName());
            b.setId("algorithm-" + id.fileName());
            b.setUserData(id);
            b.setTooltip(new Tooltip(id.title() + " (key " + id.key() + ")"));
            b.setSelected(id == model.algorithm());
            b.setOnAction(e -> {
                model.setAlgorithm(id);
                b.setSelected(true); // a segmented button must not end up with nothing selected
            });
            getButtons().add(b);
        }
        model.algorithmProperty().addListener((o, was, now) -> getButtons().forEach(
                b -> b.setSelected(now == b.getUserData())));
    }
}
