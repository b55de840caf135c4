package bouncelab.ui.sweep;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.sweep.SweepSpec;
import bouncelab.ui.common.Styles;
import bouncelab.ui.common.UiWords;
import bouncelab.ui.tab.FieldKeys;
import bouncelab.words.Book;
import bouncelab.words.Words;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;

/**
 * The sweep's inputs: target thickness, ball diameter, speeds from, to and step, shots per speed, seed and angle.
 * {@link #read()} turns them into a spec or says which input is wrong, marking its field.
 */
final class SweepForm extends GridPane {
    private final Map<String, TextField> fields = new LinkedHashMap<>();
    private final Label problem = new Label();

    SweepForm(SweepSpec initial) {
        getStyleClass().add(Styles.SWEEP_FORM);
        row("thickness", "px", SweepText.number(initial.thickness()));
        row("diameter", "px", SweepText.number(initial.diameter()));
        row("from", "px/frame", SweepText.number(initial.speedFrom()));
        row("to", "px/frame", SweepText.number(initial.speedTo()));
        row("step", "px/frame", SweepText.number(initial.speedStep()));
        row("shots", "", Integer.toString(initial.shots()));
        row("seed", "", Long.toString(initial.seed()));
        row("angle", "°", SweepText.number(initial.angle()));
        problem.getStyleClass().add(Styles.ERROR_MESSAGE);
        problem.setId("sweep-problem");
        problem.setWrapText(true);
        problem.setMaxWidth(420);
        problem.managedProperty().bind(problem.textProperty().isNotEmpty());
        add(problem, 0, fields.size(), 3, 1);
        // Return checks the value and moves on to the next input; in the last one it runs the sweep (the Run
        // button is the default)
        FieldKeys.returnMovesOn(List.copyOf(fields.values()), this::check);
    }

    /** Checks one input on Return: a number, and more than zero where a size, speed or count must be. */
    private boolean check(TextField f) {
        String key = fields.entrySet().stream()
                .filter(e -> e.getValue() == f)
                .findFirst()
                .orElseThrow()
                .getKey();
        fields.values().forEach(x -> x.pseudoClassStateChanged(Styles.ERROR, false));
        problem.setText("");
        String label = label(key);
        try {
            double v = key.equals("shots") || key.equals("seed") ? whole(key, label) : number(key, label);
            if (v <= 0 && !key.equals("seed") && !key.equals("angle")) {
                f.pseudoClassStateChanged(Styles.ERROR, true);
                problem.setText(
                        UiWords.window("sweep.positive", label, f.getText().strip()));
                return false;
            }
            return true;
        } catch (BadField e) {
            problem.setText(e.getMessage());
            return false;
        }
    }

    /** An input: its label and tip are the bundle's "sweep.field." and its key; {@code unit} px, px/frame, ° or none. */
    private void row(String key, String unit, String value) {
        int r = fields.size();
        TextField f = new TextField(value);
        f.setId("sweep-" + key);
        f.setPrefColumnCount(4); // room for the numbers the sweep takes; narrow beside large type
        f.setTooltip(new Tooltip(UiWords.window("sweep.field." + key + ".tip")));
        f.textProperty().addListener(o -> f.pseudoClassStateChanged(Styles.ERROR, false));
        fields.put(key, f);
        Label name = new Label(UiWords.window("sweep.field." + key));
        name.setLabelFor(f); // the field's name, read out
        add(name, 0, r);
        add(f, 1, r);
        add(new Label(unit.equals("px/frame") ? UiWords.window("sweep.unit.pxFrame") : unit), 2, r);
    }

    TextField field(String key) {
        return Objects.requireNonNull(fields.get(key), key); // every field is made with the form
    }

    /** The spec the inputs give, or empty with the problem shown and its field marked. */
    Optional<SweepSpec> read(List<AlgorithmId> algorithms) {
        fields.values().forEach(f -> f.pseudoClassStateChanged(Styles.ERROR, false));
        problem.setText("");
        try {
            double t = number("thickness", label("thickness"));
            double d = number("diameter", label("diameter"));
            double from = number("from", label("from"));
            double to = number("to", label("to"));
            double step = number("step", label("step"));
            int shots = (int) whole("shots", label("shots"));
            long seed = whole("seed", label("seed"));
            double angle = number("angle", label("angle"));
            return Optional.of(new SweepSpec(t, d, from, to, step, shots, seed, angle, algorithms));
        } catch (SweepSpec.Invalid e) {
            List<String> keys = e.field().equals("speeds") ? List.of("from", "to", "step") : List.of(e.field());
            keys.stream()
                    .map(fields::get)
                    .filter(f -> f != null)
                    .forEach(f -> f.pseudoClassStateChanged(Styles.ERROR, true));
            problem.setText(invalid(e));
        } catch (BadField e) {
            problem.setText(e.getMessage());
        }
        return Optional.empty();
    }

    /** What the spec refused, in the window's language: its field's name, the reason, the numbers as typed. */
    private static String invalid(SweepSpec.Invalid e) {
        if (e.reason().isEmpty()) {
            return label(e.field()) + ": " + e.problem();
        }
        Object[] args = new Object[e.numbers().size() + 1];
        args[0] = label(e.field());
        for (int i = 0; i < e.numbers().size(); i++) {
            args[i + 1] = UiWords.words().decimalMark(e.numbers().get(i));
        }
        return UiWords.window("sweep.invalid." + e.reason(), args);
    }

    private static String label(String field) {
        return Words.has(Book.WINDOW, "sweep.name." + field)
                ? UiWords.window("sweep.name." + field)
                : Character.toUpperCase(field.charAt(0)) + field.substring(1);
    }

    /**
     * A number as the window's language writes it, or with a point: "0,5" and "0.5" in Spanish, "0.5" in English
     * (where a comma would be read as grouping, it is refused rather than guessed at).
     */
    private double number(String key, String label) {
        String text = field(key).getText().strip();
        String point = UiWords.words().decimalMark("0.5").charAt(1) == ',' ? text.replace(',', '.') : text;
        try {
            double v = Double.parseDouble(point);
            if (Double.isFinite(v) && point.matches("[+-]?[0-9.]+([eE][+-]?[0-9]+)?")) {
                return v;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw bad(key, UiWords.window("sweep.notNumber", label, text));
    }

    private long whole(String key, String label) {
        String text = field(key).getText().strip();
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw bad(key, UiWords.window("sweep.notWhole", label, text));
        }
    }

    private BadField bad(String key, String message) {
        field(key).pseudoClassStateChanged(Styles.ERROR, true);
        return new BadField(message);
    }

    /** An input that is not a number at all. */
    private static final class BadField extends RuntimeException {
        BadField(String message) {
            super(message, null, false, false);
        }
    }
}
