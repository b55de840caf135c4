package bouncelab.ui.step;

import bouncelab.core.trace.Blanks;
import bouncelab.core.trace.FrameTrace;
import bouncelab.ui.common.Styles;
import bouncelab.ui.common.UiWords;
import bouncelab.ui.session.PlaybackModel;
import bouncelab.words.WorkingTerms;
import bouncelab.words.WorkingText;
import bouncelab.words.WorkingWords;
import bouncelab.words.WorkingWrap;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import javafx.beans.InvalidationListener;
import javafx.css.PseudoClass;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;

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

    /** Stands for a blank in a line while it is cut into terms (private use: never shown). */
    private static final char BLANK = '\uE000';

    /**
     * A line with blanks, its terms side by side: it wraps only between whole terms, as the working does
     * ({@link WorkingWrap}); it had wrapped at any space, "660 +" at the end of one line and "(1/60)·1800 =" on
     * the next.
     */
    private FlowPane line(List<Blanks.Part> parts) {
        FlowPane flow = flow(Styles.WORK_IT_OUT_LINE);
        StringBuilder said = new StringBuilder();
        List<Blanks.Blank> blanks = new ArrayList<>();
        for (Blanks.Part p : parts) {
            if (p instanceof Blanks.Text text) {
                said.append(text.text());
            } else if (p instanceof Blanks.Blank blank) {
                said.append(BLANK).append(blank.unit());
                blanks.add(blank);
            }
        }
        Iterator<Blanks.Blank> next = blanks.iterator();
        WorkingWrap.Terms whole = WorkingWrap.terms(said.toString());
        for (String term : terms(whole)) {
            if (term.indexOf(BLANK) < 0) {
                flow.getChildren().add(new Text(term));
                continue;
            }
            HBox together = new HBox(); // a blank stays with its " = " and its unit
            together.setAlignment(Pos.CENTER_LEFT);
            String[] around = term.split(String.valueOf(BLANK), -1);
            for (int i = 0; i < around.length; i++) {
                if (i > 0) {
                    together.getChildren().addAll(field(next.next()));
                }
                if (!around[i].isEmpty()) {
                    together.getChildren().add(new Text(around[i]));
                }
            }
            flow.getChildren().add(together);
        }
        hang(flow, whole.indent());
        return flow;
    }

    /** A blank's field and the sign beside it. */
    private List<Node> field(Blanks.Blank blank) {
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
        return List.of(input, sign);
    }

    /** A line with nothing to work out, greyed, wrapping between its terms as the working does. */
    private static FlowPane grey(String text) {
        FlowPane flow = flow(Styles.WORK_IT_OUT_GIVEN);
        WorkingWrap.Terms whole = WorkingWrap.terms(text);
        for (String term : terms(whole)) {
            flow.getChildren().add(new Text(term));
        }
        hang(flow, whole.indent());
        return flow;
    }

    private static FlowPane flow(String style) {
        FlowPane flow = new FlowPane();
        flow.getStyleClass().add(style);
        flow.setHgap(0);
        flow.setVgap(2);
        return flow;
    }

    /** {@code line}'s whole terms in order, each with the spaces after it, the first with the line's indent. */
    private static List<String> terms(WorkingWrap.Terms whole) {
        List<String> out = new ArrayList<>();
        List<WorkingTerms.Term> terms = whole.terms();
        for (int i = 0; i < terms.size(); i++) {
            String after = i + 1 < terms.size() ? terms.get(i + 1).gap() : "";
            out.add((i == 0 ? whole.lead() : "") + terms.get(i).text() + after);
        }
        if (out.isEmpty()) {
            out.add(whole.lead());
        }
        return out;
    }

    /**
     * Starts the flow's lines after its first {@code indent} characters in, as the working indents what goes on
     * ({@link WorkingWrap}): the flow is padded, its first term pulled back out of the padding. Measured once the
     * terms have their font from the style sheet.
     */
    private static void hang(FlowPane flow, int indent) {
        Text sample = (Text) flow.lookup("Text");
        if (sample == null || indent == 0) {
            return;
        }
        Node first = flow.getChildren().get(0);
        InvalidationListener measure = o -> {
            MEASURE.setFont(sample.getFont());
            double in = indent * MEASURE.getLayoutBounds().getWidth();
            flow.setPadding(new Insets(0, 0, 0, in));
            FlowPane.setMargin(first, new Insets(0, 0, 0, -in));
        };
        sample.fontProperty().addListener(measure);
        measure.invalidated(null);
    }

    /** One character of the working's font, measured on the FX thread. */
    private static final Text MEASURE = new Text("0");

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
