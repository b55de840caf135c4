package bouncelab.ui.step;

import bouncelab.core.algorithm.AlgorithmNames;
import bouncelab.core.algorithm.Algorithms;
import bouncelab.ui.common.Styles;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import org.controlsfx.control.SegmentedButton;

import java.util.List;

/** The five algorithms as one segmented button, keys 1–5; switching keeps the frame. */
public final class AlgorithmBar extends SegmentedButton {

    public AlgorithmBar(PlaybackModel model) {
        getStyleClass().add(Styles.ALGORITHM_BAR);
        List<String> names = AlgorithmNames.ALL;
        for (int i = 0; i < names.size(); i++) {
            String name = names.get(i);
            ToggleButton b = new ToggleButton((i + 1) + " " + name);
            b.setId("algorithm-" + name);
            b.setUserData(name);
            b.setTooltip(new Tooltip(Algorithms.byName(name).title() + " (key " + (i + 1) + ")"));
            b.setSelected(name.equals(model.algorithm()));
            b.setOnAction(e -> {
                model.setAlgorithm(name);
                b.setSelected(true); // a segmented button must not end up with nothing selected
            });
            getButtons().add(b);
        }
        model.algorithmProperty().addListener((o, was, now) -> getButtons().forEach(
                b -> b.setSelected(now.equals(b.getUserData()))));
    }
}
