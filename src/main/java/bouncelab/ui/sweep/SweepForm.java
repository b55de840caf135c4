package bouncelab.ui.sweep;

import bouncelab.core.algorithm.AlgorithmId;
import bouncelab.core.sweep.SweepSpec;
import bouncelab.ui.common.Styles;
import bouncelab.ui.tab.FieldKeys;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The sweep's inputs: target thickness, ball diameter, speeds from, to and step, shots per speed, seed and angle.
 * {@link #read()} turns them into a spec or says which input is wrong, marking its field.
 */
final class SweepForm extends GridPane {
    private final Map<String, TextField> fields = new LinkedHashMap<>();
    private final Label problem = new Label();

    SweepForm(SweepSpec initial) {
        getStyleClass().add(Styles.SWEEP_FORM);
        row("thickness", "Target thickness", "px", SweepText.number(initial.thickness()),
                "How thick the paddle or brick is along the ball's path");
        row("diameter", "Ball diameter", "px", SweepText.number(initial.diameter()), "D, the ball's width");
        row("from", "Speeds from", "px/frame", SweepText.number(initial.speedFrom()), "The slowest speed");
        row("to", "to", "px/frame", SweepText.number(initial.speedTo()), "The fastest speed");
        row("step", "in steps of", "px/frame", SweepText.number(initial.speedStep()), "Between speeds");
        row("shots", "Shots per speed", "", Integer.toString(initial.shots()),
                "Shots at random phase for each algorithm at each speed");
        row("seed", "Seed", "", Long.toString(initial.seed()), "The same seed gives the same shots, so the same chart");
        row("angle", "Angle", "°", SweepText.number(initial.angle()), "0 is head-on; up to ±80");
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
        String key = fields.entrySet().stream().filter(e -> e.getValue() == f).findFirst().orElseThrow().getKey();
        fields.values().forEach(x -> x.pseudoClassStateChanged(Styles.ERROR, false));
        problem.setText("");
        String label = label(key);
        try {
            double v = key.equals("shots") || key.equals("seed") ? whole(key, label) : number(key, label);
            if (v <= 0 && !key.equals("seed") && !key.equals("angle")) {
                f.pseudoClassStateChanged(Styles.ERROR, true);
                problem.setText(label + ": must be a positive number, got " + f.getText().strip());
                return false;
            }
            return true;
        } catch (BadField e) {
            problem.setText(e.getMessage());
            return false;
        }
    }

    private void row(String key, String label, String unit, String value, String tip) {
        int r = fields.size();
        TextField f = new TextField(value);
        f.setId("sweep-" + key);
        f.setPrefColumnCount(4); // room for the numbers the sweep takes; narrow beside large type
        f.setTooltip(new Tooltip(tip));
        f.textProperty().addListener(o -> f.pseudoClassStateChanged(Styles.ERROR, false));
        fields.put(key, f);
        add(new Label(label), 0, r);
        add(f, 1, r);
        add(new Label(unit), 2, r);
    }

    TextField field(String key) {
        return fields.get(key);
    }

    /** The spec the inputs give, or empty with the problem shown and its field marked. */
    Optional<SweepSpec> read(List<AlgorithmId> algorithms) {
        fields.values().forEach(f -> f.pseudoClassStateChanged(Styles.ERROR, false));
        problem.setText("");
        try {
            double t = number("thickness", "Target thickness");
            double d = number("diameter", "Ball diameter");
            double from = number("from", "Speeds from");
            double to = number("to", "Speeds to");
            double step = number("step", "Speed step");
            int shots = (int) whole("shots", "Shots per speed");
            long seed = whole("seed", "Seed");
            double angle = number("angle", "Angle");
            return Optional.of(new SweepSpec(t, d, from, to, step, shots, seed, angle, algorithms));
        } catch (SweepSpec.Invalid e) {
            List<String> keys = e.field().equals("speeds") ? List.of("from", "to", "step") : List.of(e.field());
            keys.stream().map(fields::get).filter(f -> f != null)
                    .forEach(f -> f.pseudoClassStateChanged(Styles.ERROR, true));
            problem.setText(label(e.field()) + ": " + e.problem());
        } catch (BadField e) {
            problem.setText(e.getMessage());
        }
        return Optional.empty();
    }

    private static String label(String field) {
        return switch (field) {
            case "thickness" -> "Target thickness";
            case "diameter" -> "Ball diameter";
            case "speeds" -> "Speeds";
            case "from" -> "Speeds from";
            case "to" -> "Speeds to";
            case "step" -> "Speed step";
            case "shots" -> "Shots per speed";
            default -> Character.toUpperCase(field.charAt(0)) + field.substring(1);
        };
    }

    private double number(String key, String label) {
        String text = fields.get(key).getText().strip();
        try {
            double v = Double.parseDouble(text);
            if (Double.isFinite(v) && text.matches("[+-]?[0-9.]+([eE][+-]?[0-9]+)?")) {
                return v;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw bad(key, label + ": not a number: '" + text + "'");
    }

    private long whole(String key, String label) {
        String text = fields.get(key).getText().strip();
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw bad(key, label + ": not a whole number: '" + text + "'");
        }
    }

    private BadField bad(String key, String message) {
        fields.get(key).pseudoClassStateChanged(Styles.ERROR, true);
        return new BadField(message);
    }

    /** An input that is not a number at all. */
    private static final class BadField extends RuntimeException {
        BadField(String message) {
            super(message, null, false, false);
        }
    }
}
