package bouncelab.ui.session;

import bouncelab.ui.common.Styles;
import bouncelab.ui.common.Tips;
import bouncelab.ui.common.UiWords;
import javafx.beans.binding.Bindings;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.value.ObservableBooleanValue;
import javafx.beans.value.ObservableNumberValue;
import javafx.beans.value.ObservableStringValue;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;

/**
 * "computing frames… 40 %" over a court while a heavy shot's run is worked out in the background, with Cancel when
 * there is a run to go back to (and "Exporting… 40 %" with Cancel on the status line while an export runs): the
 * speed sweep's progress and Cancel, for runs and jobs. Shown only while running; over a court it lies at the top,
 * so nothing moves when it comes and goes.
 */
public final class ComputingBadge extends HBox {
    private final Label text = new Label();
    private final Button cancel = new Button(UiWords.window("badge.cancel"));

    /**
     * @param cancellable when Cancel is offered; {@code onCancel} is what it does
     */
    public ComputingBadge(
            ObservableBooleanValue computing,
            ObservableNumberValue progress,
            ObservableBooleanValue cancellable,
            Runnable onCancel) {
        this(computing, progress, cancellable, onCancel, new SimpleStringProperty(UiWords.window("badge.computing")));
    }

    /** The same for any long job: {@code doing} says what it is ("Exporting…"). */
    public ComputingBadge(
            ObservableBooleanValue computing,
            ObservableNumberValue progress,
            ObservableBooleanValue cancellable,
            Runnable onCancel,
            ObservableStringValue doing) {
        getStyleClass().add(Styles.COMPUTING_BADGE);
        ProgressBar busy = new ProgressBar(); // a bar: an indicator this small shows its share as a dot
        busy.getStyleClass().add(Styles.COMPUTING_BUSY);
        busy.progressProperty().bind(progress);
        text.getStyleClass().add(Styles.COMPUTING_TEXT);
        text.textProperty()
                .bind(Bindings.createStringBinding(
                        () -> doing.get()
                                + (progress.doubleValue() < 0
                                        ? ""
                                        : " " + Math.round(100 * progress.doubleValue()) + " %"),
                        progress,
                        doing)); // below 0: not known
        text.setMinWidth(Region.USE_PREF_SIZE); // never cut to an ellipsis
        cancel.setId("computing-cancel");
        cancel.setFocusTraversable(false);
        Tips.text(cancel, UiWords.window("badge.cancel.tip"));
        cancel.setOnAction(e -> onCancel.run());
        cancel.visibleProperty().bind(cancellable);
        cancel.managedProperty().bind(cancellable);
        getChildren().addAll(busy, text, cancel);
        visibleProperty().bind(computing);
        managedProperty().bind(computing); // in a tool bar it takes no room while hidden
        setMaxSize(Region.USE_PREF_SIZE, Region.USE_PREF_SIZE);
        setMinSize(Region.USE_PREF_SIZE, Region.USE_PREF_SIZE); // beside a long status line: never squeezed
        busy.setMinWidth(Region.USE_PREF_SIZE);
        cancel.setMinWidth(Region.USE_PREF_SIZE);
        setPickOnBounds(false);
        StackPane.setAlignment(this, Pos.TOP_CENTER);
    }

    /**
     * The stepping court's badge: its run's progress and Cancel. After an algorithm switch Cancel goes back to the
     * run shown before; for a new shot, which has none, it stops and the shot's start stays (choosing the algorithm
     * again works the run out).
     */
    public static ComputingBadge of(PlaybackModel model) {
        return new ComputingBadge(
                model.computingProperty(), model.computingProgressProperty(), model.computingProperty(), model::cancel);
    }

    public Label text() {
        return text;
    }

    public Button cancel() {
        return cancel;
    }
}
