package bouncelab.ui.step;

import javafx.beans.value.ObservableValue;
import javafx.collections.FXCollections;
import org.controlsfx.control.PropertySheet;

import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The shot's numbers, typed in exactly (ControlsFX PropertySheet): the ball, dt, and the selected paddle or brick.
 * A change restarts the run like any other edit; an impossible value is refused with a message.
 */
public final class ShotSheet extends PropertySheet {
    private final PlaybackModel model;
    private final Supplier<String> selected;
    private final Consumer<String> error;

    public ShotSheet(PlaybackModel model, Supplier<String> selected, Consumer<String> error) {
        this.model = model;
        this.selected = selected;
        this.error = error;
        setId("shot-sheet");
        setModeSwitcherVisible(false);
        setSearchBoxVisible(false);
        setMode(Mode.CATEGORY);
        refresh();
        model.scenarioProperty().addListener(o -> refresh());
    }

    public void refresh() {
        getItems().setAll(FXCollections.observableArrayList(
                ShotField.forShot(model.scenario(), selected.get()).stream().map(Entry::new).toList()));
    }

    private final class Entry implements Item {
        private final ShotField field;

        Entry(ShotField field) {
            this.field = field;
        }

        @Override
        public Class<?> getType() {
            return Double.class;
        }

        @Override
        public String getCategory() {
            return field.category();
        }

        @Override
        public String getName() {
            return field.name();
        }

        @Override
        public String getDescription() {
            return field.description();
        }

        @Override
        public Object getValue() {
            return field.get().applyAsDouble(model.scenario());
        }

        @Override
        public void setValue(Object value) {
            double v = ((Number) value).doubleValue();
            if (v == field.get().applyAsDouble(model.scenario())) {
                return;
            }
            try {
                model.edit(field.apply(model.scenario(), v));
            } catch (IllegalArgumentException e) {
                error.accept(e.getMessage());
            }
        }

        @Override
        public Optional<ObservableValue<? extends Object>> getObservableValue() {
            return Optional.empty();
        }
    }
}
