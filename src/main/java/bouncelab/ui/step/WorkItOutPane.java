package bouncelab.ui.step;

import bouncelab.core.trace.Blanks;
import bouncelab.core.trace.FrameTrace;
import bouncelab.ui.common.Styles;
import bouncelab.ui.common.UiWords;
import bouncelab.ui.session.PlaybackModel;
import bouncelab.words.WorkingText;
import bouncelab.words.WorkingWords;
import java.util.ArrayList;
import java.util.List;
import javafx.css.PseudoClass;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;

/**
 * "Work it out": the frame's working with its results taken out ({@link Blanks}), each a field the student fills
 * by hand from the numbers printed beside it; Check marks each right or wrong as the redo test judges a result (to
 * the decimals shown), Show answers fills them in. Lines with nothing to work out stay as they are, greyed. Made
 * anew for each frame; what was typed for a frame is gone when the frame changes, as a worksheet's next question.
 */
public final class WorkItOutPane extends VBox {
    /** More blank lines than anyone fills on one frame (a brick wall's every test): the rest are on the working. */
    static final int MAX_BLANK_LINES = 40;

    private static final PseudoClass RIGHT = Styles.RIGHT;
    private static final PseudoClass WRONG = Styles.WRONG;

    private final PlaybackModel model;
    private final VBox lines = new VBox();
    private final Label verdict = new Label();
    private final Button check = new Button(UiWords.window("workItOut.check"));
    private final Button show = new Button(UiWords.window("workItOut.show"));
    private final List<Field> fields = new ArrayList<>();
    /** How wide every blank is, in characters: room for the longest answers (0.016666668), the same for all. */
    private static final int BLANK_COLUMNS = 9;

    /** A blank, and the sign beside it once marked: ✓ or ✗, so that no one needs the border's colour to tell. */
    private record Field(TextField input, Blanks.Blank blank, Label sign) {}

    public WorkItOutPane(PlaybackModel model) {
        this.model = model;
        setId("work-it-out");
        getStyleClass().add(Styles.WORK_IT_OUT);
        lines.getStyleClass().add(Styles.WORK_IT_OUT_LINES);
        check.setId("work-it-out-check");
        check.setOnAction(e -> check());
        show.setId("work-it-out-show");
        show.setOnAction(e -> showAnswers());
        verdict.setId("work-it-out-verdict");
        verdict.setWrapText(true);
        verdict.setMinHeight(Region.USE_PREF_SIZE);
        HBox buttons = new HBox(8, check, show);
        Label how = new Label(UiWords.window("workItOut.how"));
        how.setWrapText(true);
        how.setMinHeight(Region.USE_PREF_SIZE);
        how.getStyleClass().add(Styles.GAME_HINT);
        VBox.setVgrow(lines, Priority.ALWAYS);
        setSpacing(8);
        setPadding(new Insets(4, 0, 4, 0));
        getChildren().addAll(how, lines, buttons, verdict);
        model.frameProperty().addListener(o -> update());
        model.passProperty().addListener(o -> update());
        model.timelineProperty().addListener(o -> update());
        update();
    }

    private void update() {
        fields.clear();
        lines.getChildren().clear();
        verdict.setText("");
        FrameTrace t = model.currentTrace();
        if (t == null) {
            lines.getChildren().add(grey(UiWords.window("workItOut.frame0")));
            check.setDisable(true);
            show.setDisable(true);
            return;
        }
        int withBlanks = 0;
        var words = UiWords.words();
        var notation = WorkingWords.of(words).notation();
        for (String line : WorkingText.lines(words, t, model.pass())) {
            List<Blanks.Part> parts = Blanks.of(line, notation);
            if (parts.size() == 1 && parts.get(0) instanceof Blanks.Text text) {
                lines.getChildren().add(grey(text.text()));
                continue;
            }
            if (++withBlanks > MAX_BLANK_LINES) {
                lines.getChildren().add(grey(UiWords.window("workItOut.more")));
                break;
            }
            lines.getChildren().add(line(parts));
        }
        check.setDisable(fields.isEmpty());
        show.setDisable(fields.isEmpty());
        if (fields.isEmpty()) {
            verdict.setText(UiWords.window("workItOut.none"));
        }
    }

    private FlowPane line(List<Blanks.Part> parts) {
        FlowPane flow = new FlowPane();
        flow.getStyleClass().add(Styles.WORK_IT_OUT_LINE);
        flow.setHgap(0);
        flow.setVgap(2);
        for (Blanks.Part p : parts) {
            if (p instanceof Blanks.Text text) {
                for (String word : text.text().split("(?<= )")) { // wraps between words, as the working does
                    flow.getChildren().add(new Text(word));
                }
            } else if (p instanceof Blanks.Blank blank) {
                TextField input = new TextField();
                input.setPrefColumnCount(BLANK_COLUMNS); // one width for all: the answer's length had shown through
                input.getStyleClass().add(Styles.WORK_IT_OUT_BLANK);
                input.setAccessibleText(UiWords.window("workItOut.blank", blank.sum()));
                Label sign = new Label();
                sign.getStyleClass().add(Styles.WORK_IT_OUT_SIGN);
                Field field = new Field(input, blank, sign);
                input.setOnAction(
                        e -> { // Enter checks this one, then goes on to the next
                            mark(field);
                            int next = fields.indexOf(field) + 1;
                            if (next < fields.size()) {
                                fields.get(next).input().requestFocus();
                            }
                        });
                input.textProperty().addListener(o -> {
                    input.pseudoClassStateChanged(RIGHT, false);
                    input.pseudoClassStateChanged(WRONG, false);
                    sign.setText("");
                });
                fields.add(field);
                flow.getChildren().addAll(input, sign);
                if (!blank.unit().isEmpty()) {
                    flow.getChildren().add(new Text(blank.unit()));
                }
            }
        }
        return flow;
    }

    private static TextFlow grey(String text) {
        TextFlow flow = new TextFlow(new Text(text));
        flow.getStyleClass().add(Styles.WORK_IT_OUT_GIVEN);
        return flow;
    }

    private boolean mark(Field f) {
        boolean right = f.blank().accepts(f.input().getText());
        boolean empty = f.input().getText().isBlank();
        f.input().pseudoClassStateChanged(RIGHT, right);
        f.input().pseudoClassStateChanged(WRONG, !right && !empty);
        f.sign().setText(right ? "✓" : empty ? "" : "✗");
        f.sign().pseudoClassStateChanged(RIGHT, right);
        f.sign().pseudoClassStateChanged(WRONG, !right && !empty);
        f.input()
                .setAccessibleHelp(
                        right ? UiWords.window("workItOut.right") : empty ? null : UiWords.window("workItOut.wrong"));
        return right;
    }

    /** Marks every blank; says how many are right, and that a blank left empty is not yet wrong. */
    private void check() {
        int right = 0, empty = 0;
        for (Field f : fields) {
            if (mark(f)) {
                right++;
            } else if (f.input().getText().isBlank()) {
                empty++;
            }
        }
        verdict.setText(UiWords.window("workItOut.verdict", right, fields.size(), empty));
    }

    /** Fills every blank with the working's own result. */
    private void showAnswers() {
        for (Field f : fields) {
            f.input()
                    .setText(
                            f.blank().expected().equals("true")
                                            || f.blank().expected().equals("false")
                                    ? f.blank().expected()
                                    : UiWords.words().decimalMark(f.blank().expected()));
            mark(f);
        }
        verdict.setText(UiWords.window("workItOut.shown"));
    }
}
