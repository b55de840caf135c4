package bouncelab.ui.step;

import bouncelab.ui.session.Algorithms;
import bouncelab.ui.session.PlaybackModel;
import bouncelab.ui.common.Tips;
import bouncelab.core.algorithm.AlgorithmId;
import bouncelab.ui.common.Styles;
import javafx.scene.control.ToggleButton;
import org.controlsfx.control.SegmentedButton;

/** The algorithms as one segmented button, each on its key; switching keeps the frame. */
public final class AlgorithmBar extends SegmentedButton {

    public AlgorithmBar(PlaybackModel model) {
        getStyleClass().add(Styles.ALGORITHM_BAR);
        for (AlgorithmId id : AlgorithmId.all()) {
            getButtons().add(button(model, id));
        }
        // the student's test: a sixth button once it has compiled (its tooltip says where to write it until then)
        ToggleButton yours = button(model, AlgorithmId.YOURS);
        Algorithms algorithms = model.algorithms();
        // put aside, it stays in view greyed out, its tooltip saying why, until a test compiles again
        Runnable showYours = () -> {
            boolean has = algorithms.has(AlgorithmId.YOURS);
            boolean asideOnly = !has && algorithms.putAsideProperty().get() != null;
            if ((has || asideOnly) && !getButtons().contains(yours)) {
                getButtons().add(yours);
            } else if (!has && !asideOnly) {
                getButtons().remove(yours);
            }
            yours.setDisable(asideOnly);
            Tips.text(yours, asideOnly ? "Your test was put aside: " + algorithms.putAsideProperty().get()
                    .getMessage() : AlgorithmId.YOURS.title() + " (key " + AlgorithmId.YOURS.key() + ")");
        };
        algorithms.shown().addListener((javafx.collections.ListChangeListener<AlgorithmId>) c -> showYours.run());
        algorithms.putAsideProperty().addListener(o -> showYours.run());
        showYours.run();
        model.algorithmProperty().addListener((o, was, now) -> getButtons().forEach(
                b -> b.setSelected(now == b.getUserData())));
    }

    private static ToggleButton button(PlaybackModel model, AlgorithmId id) {
        ToggleButton b = new ToggleButton(id.key() + " " + id.fileName());
        b.setId("algorithm-" + id.fileName());
        b.setUserData(id);
        Tips.text(b, id.title() + " (key " + id.key() + ")");
        b.setSelected(id == model.algorithm());
        b.setOnAction(e -> {
            model.setAlgorithm(id);
            b.setSelected(true); // a segmented button must not end up with nothing selected
        });
        return b;
    }
}
