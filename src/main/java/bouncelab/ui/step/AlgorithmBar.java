package bouncelab.ui.step;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.ui.common.Styles;
import bouncelab.ui.common.Tips;
import bouncelab.ui.common.UiWords;
import bouncelab.ui.session.Algorithms;
import bouncelab.ui.session.PlaybackModel;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javafx.collections.ListChangeListener;
import javafx.scene.control.ToggleButton;
import org.controlsfx.control.SegmentedButton;

/**
 * The algorithms the window offers as one segmented button, each on its key; switching keeps the frame. A button
 * comes and goes with its algorithm's offer (yours once compiled, or one a test brings), each made once.
 */
public final class AlgorithmBar extends SegmentedButton {
    private final Map<AlgorithmId, ToggleButton> made = new HashMap<>();

    public AlgorithmBar(PlaybackModel model) {
        getStyleClass().add(Styles.ALGORITHM_BAR);
        // the student's test: a sixth button once it has compiled (its tooltip says where to write it until then)
        ToggleButton yours = made.computeIfAbsent(AlgorithmId.YOURS, id -> button(model, id));
        Algorithms algorithms = model.algorithms();
        // put aside, it stays in view greyed out, its tooltip saying why, until a test compiles again
        Runnable showOffered = () -> {
            boolean asideOnly = !algorithms.has(AlgorithmId.YOURS)
                    && algorithms.putAsideProperty().get() != null;
            List<ToggleButton> wanted = new ArrayList<>();
            for (AlgorithmId id : algorithms.shown()) {
                wanted.add(made.computeIfAbsent(id, i -> button(model, i)));
            }
            if (asideOnly) {
                wanted.add(yours);
                wanted.sort(Comparator.comparingInt(b -> ((AlgorithmId) b.getUserData()).key()));
            }
            show(wanted);
            yours.setDisable(asideOnly);
            Tips.text(
                    yours,
                    asideOnly
                            ? UiWords.window(
                                    "algorithm.yoursAside",
                                    algorithms.putAsideProperty().get().message(UiWords.words()))
                            : tip(AlgorithmId.YOURS));
        };
        algorithms.shown().addListener((ListChangeListener<AlgorithmId>) c -> showOffered.run());
        algorithms.putAsideProperty().addListener(o -> showOffered.run());
        showOffered.run();
        model.algorithmProperty()
                .addListener((o, was, now) -> getButtons().forEach(b -> b.setSelected(now == b.getUserData())));
    }

    /** The buttons become {@code wanted}; those that stay are left where they are, in the toggle group. */
    private void show(List<ToggleButton> wanted) {
        getButtons().removeIf(b -> !wanted.contains(b));
        for (int i = 0; i < wanted.size(); i++) {
            if (i >= getButtons().size() || getButtons().get(i) != wanted.get(i)) {
                getButtons().add(i, wanted.get(i));
            }
        }
    }

    /**
     * "Pythagoras (circle vs rectangle) (key 2)"; an algorithm the bundles do not know (one offered by a test, or
     * added without its words yet) by its own title.
     */
    private static String tip(AlgorithmId id) {
        return UiWords.window("algorithm.tip", UiWords.title(id), String.valueOf(id.key()));
    }

    private static ToggleButton button(PlaybackModel model, AlgorithmId id) {
        ToggleButton b = new ToggleButton(id.key() + " " + id.fileName());
        b.setId("algorithm-" + id.fileName());
        b.setUserData(id);
        Tips.text(b, tip(id));
        b.setSelected(id == model.algorithm());
        b.setOnAction(e -> {
            model.setAlgorithm(id);
            b.setSelected(true); // a segmented button must not end up with nothing selected
        });
        return b;
    }
}
