package bouncelab.ui.step;

import bouncelab.core.scenario.Scenario;
import bouncelab.io.scenario.ScenarioException;
import bouncelab.io.scenario.ScenarioWriter;
import bouncelab.ui.common.Styles;
import bouncelab.ui.common.UiWords;
import bouncelab.ui.session.PlaybackModel;
import bouncelab.words.Book;
import bouncelab.words.Words;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.beans.value.ObservableValue;
import javafx.collections.FXCollections;
import javafx.scene.Node;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.Region;
import org.controlsfx.control.PropertySheet;
import org.controlsfx.property.editor.PropertyEditor;

/**
 * The shot's numbers, typed in exactly (ControlsFX PropertySheet): the ball, dt, and the selected paddle or brick.
 * A value is taken when Return is pressed (which then moves on to the next number) or the field is left; it
 * restarts the run like any other edit. A value that makes no sense (a negative radius, text) is refused with a
 * message, and the shot keeps its number.
 */
public final class ShotSheet extends PropertySheet {

    private final PlaybackModel model;
    private final Supplier<String> selected;
    private final Consumer<String> error;
    private final List<NumberEditor> editors = new ArrayList<>();
    private List<String> shown = List.of();

    public ShotSheet(PlaybackModel model, Supplier<String> selected, Consumer<String> error) {
        this.model = model;
        this.selected = selected;
        this.error = error;
        setId("shot-sheet");
        setAccessibleText(UiWords.window("working.shot")); // a group, named; each of its fields is too
        // as tall as its numbers: in the side panel, which shrinks what it holds to its minimum and scrolls, a
        // sheet free to shrink was squeezed to one line behind a scroll bar of its own
        setMinHeight(Region.USE_PREF_SIZE);
        setModeSwitcherVisible(false);
        setSearchBoxVisible(false);
        setMode(Mode.CATEGORY);
        // the ball, the frame, then the object, as the fields come, in every language: sorted by their names
        // (ControlsFX's default), a Spanish sheet opened on "Fotograma" before "Pelota"
        setCategoryComparator(Comparator.comparingInt(this::firstIndexOf));
        setPropertyEditorFactory(item -> {
            NumberEditor e = new NumberEditor((Entry) item);
            editors.add(e);
            return e;
        });
        refresh();
        model.scenarioProperty().addListener(o -> refresh());
    }

    /**
     * Shows the shot's numbers now: the same fields keep their editors (and the focus), only their text changes; a
     * new selection gets the fields of the object selected.
     */
    public void refresh() {
        List<ShotField> fields = ShotField.forShot(model.scenario(), selected.get());
        List<String> names =
                fields.stream().map(f -> f.category() + "/" + f.name()).toList();
        if (names.equals(shown)) {
            editors.forEach(NumberEditor::showValue);
            return;
        }
        shown = names;
        editors.clear();
        getItems()
                .setAll(FXCollections.observableArrayList(
                        fields.stream().map(Entry::new).toList()));
    }

    /** Where the first field of {@code category} (as shown, in the window's language) is among the sheet's. */
    private int firstIndexOf(String category) {
        for (int i = 0; i < getItems().size(); i++) {
            if (getItems().get(i).getCategory().equals(category)) {
                return i;
            }
        }
        return Integer.MAX_VALUE;
    }

    /** The field of one number, e.g. {@code field("Ball", "radius")}, once the sheet is shown; for tests. */
    public Optional<TextField> field(String category, String name) {
        return editors.stream()
                .filter(e -> e.entry.getCategory().equals(category)
                        && e.entry.getName().equals(name))
                .map(e -> e.text)
                .findFirst();
    }

    /** A number as the sheet and its messages show it: tidy (see {@link ShotNumbers#tidy}). */
    static String text(double v) {
        return ShotNumbers.tidy(v);
    }

    /** The same with the window's decimal mark, as a field shows it: "276,24" in Spanish, as the working writes it. */
    private static String shown(double v) {
        return UiWords.words().decimalMark(text(v));
    }

    /**
     * A typed number, its decimal mark the window's or a point: "276,24" and "276.24" in Spanish (as the sweep's form
     * takes them); in English a comma would be grouping, so it is refused rather than guessed at.
     */
    private static double parse(String typed) {
        boolean comma = UiWords.words().decimalMark("0.5").charAt(1) == ',';
        return ShotNumbers.parse(comma ? typed.replace(',', '.') : typed);
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

        /** The category in the window's language: Ball, Frame, or Object and the object's id. */
        @Override
        public String getCategory() {
            String c = field.category();
            return c.equals("Ball")
                    ? UiWords.window("shot.ball")
                    : c.equals("Frame")
                            ? UiWords.window("shot.frame")
                            : c.startsWith("Object ")
                                    ? UiWords.window("shot.object", c.substring("Object ".length()))
                                    : c;
        }

        /** The field's name as the window's language says it ("radio", "ancho"); its id stays English. */
        @Override
        public String getName() {
            return shownName(field.name());
        }

        /** What the number is, in the window's language (the field's own words are English, for its errors). */
        @Override
        public String getDescription() {
            String c = field.category();
            return c.equals("Ball")
                    ? UiWords.window("shot.ball." + field.name())
                    : c.equals("Frame")
                            ? UiWords.window("shot.frame.dt")
                            : c.startsWith("Object ")
                                    ? UiWords.window("shot.object.field", field.name(), c.substring("Object ".length()))
                                    : field.description();
        }

        @Override
        public Object getValue() {
            try {
                return field.get().applyAsDouble(model.scenario());
            } catch (RuntimeException gone) {
                return Double.NaN; // the selected object is no longer in the shot; a new selection follows
            }
        }

        /** Takes a typed value: true if the shot has it now (or had it already), false if it was refused. */
        boolean take(double v) {
            if (v == ((Number) getValue()).doubleValue()) {
                return true;
            }
            try {
                Scenario edited = field.apply(model.scenario(), v);
                try {
                    // what a file cannot hold (a ball inside a paddle, a speed of 1e308) is refused here: taken, it
                    // was saved, and the app then refused to open its own save and its own recovery copy
                    ScenarioWriter.opensAgain(edited);
                } catch (ScenarioException e) {
                    error.accept(UiWords.window(
                            "shot.refused.unkept",
                            shownName(field.name()),
                            // 1e308 as typed, not as 309 digits
                            UiWords.words().decimalMark(Math.abs(v) < 1e15 ? ShotSheet.text(v) : Double.toString(v)),
                            UiWords.words().refusal(e.whatWithField())));
                    return false;
                }
                model.edit(edited);
                return true;
            } catch (ShotField.Refused e) {
                error.accept(UiWords.window(
                        "shot.refused." + e.reason(),
                        shownName(field.name()),
                        UiWords.words().decimalMark(e.value()),
                        UiWords.words().decimalMark(e.least())));
                return false;
            } catch (IllegalArgumentException e) {
                error.accept(e.getMessage()); // what the shot itself refuses (its loader's words)
                return false;
            }
        }

        @Override
        public void setValue(Object value) {
            take(((Number) value).doubleValue());
        }

        @Override
        public Optional<ObservableValue<? extends Object>> getObservableValue() {
            return Optional.empty();
        }
    }

    /** A text field for one number: nothing is taken while typing, only on Return or on leaving the field. */
    private final class NumberEditor implements PropertyEditor<Object> {
        private final Entry entry;
        private final TextField text = new TextField();

        NumberEditor(Entry entry) {
            this.entry = entry;
            // the id in English whatever the language: the same field is found the same way in every language
            text.setId(("shot-" + entry.field.category() + "-" + entry.field.name())
                    .toLowerCase(Locale.ROOT)
                    .replace(' ', '-'));
            text.getStyleClass().add(Styles.SHOT_FIELD);
            text.textProperty().addListener(o -> text.pseudoClassStateChanged(Styles.ERROR, false));
            text.addEventHandler(KeyEvent.KEY_PRESSED, e -> {
                if (e.getCode() == KeyCode.ESCAPE && text.getPseudoClassStates().contains(Styles.ERROR)) {
                    showValue();
                    e.consume();
                }
            });
            text.setOnAction(e -> {
                e.consume();
                if (commit()) {
                    next();
                }
            });
            text.focusedProperty().addListener((o, was, now) -> {
                if (!now && !commit()) {
                    showValue(); // refused, and said why: the field shows the shot's number again
                }
            });
        }

        /** Takes the typed value; a refused one is marked and said why. */
        private boolean commit() {
            String typed = text.getText().strip();
            double exact = ((Number) entry.getValue()).doubleValue();
            if (typed.equals(shown(exact))) {
                return true; // the tidy text as shown: the shot keeps its exact number
            }
            double v;
            try {
                v = parse(typed);
            } catch (NumberFormatException e) {
                error.accept(UiWords.window(
                        "shot.refused.notNumber",
                        shownName(entry.getName()),
                        typed,
                        UiWords.words().decimalMark(text(((Number) entry.getValue()).doubleValue()))));
                mark();
                return false;
            }
            if (!entry.take(v)) {
                mark();
                return false;
            }
            return true;
        }

        private void mark() {
            text.pseudoClassStateChanged(Styles.ERROR, true);
        }

        /** Return moves on to the next number shown. */
        private void next() {
            int i = editors.indexOf(this);
            for (int j = i + 1; j < editors.size(); j++) {
                TextField t = editors.get(j).text;
                if (t.getScene() != null && t.isVisible() && !t.isDisabled()) {
                    t.requestFocus();
                    t.selectAll();
                    return;
                }
            }
        }

        void showValue() {
            if (!text.isFocused() || !text.getPseudoClassStates().contains(Styles.ERROR)) {
                double v = ((Number) entry.getValue()).doubleValue();
                text.setText(shown(v));
                // the exact number behind the tidy one, for whoever wants it
                text.setTooltip(
                        parse(text(v)) == v
                                ? null
                                : new Tooltip(UiWords.window(
                                        "shot.exactly", UiWords.words().decimalMark(Double.toString(v)))));
                text.pseudoClassStateChanged(Styles.ERROR, false);
            }
        }

        @Override
        public Node getEditor() {
            return text;
        }

        @Override
        public Object getValue() {
            return entry.getValue();
        }

        @Override
        public void setValue(Object value) {
            text.setText(text(((Number) value).doubleValue()));
        }
    }

    /** A field's name as a refusal says it in the window's language ("radio"); as it is if the words lack it. */
    private static String shownName(String name) {
        return Words.has(Book.WINDOW, "shot.name." + name) ? UiWords.window("shot.name." + name) : name;
    }
}
