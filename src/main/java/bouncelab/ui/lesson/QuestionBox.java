package bouncelab.ui.lesson;

import bouncelab.lessons.Inline;
import bouncelab.lessons.Question;
import bouncelab.ui.common.Styles;
import bouncelab.ui.common.UiWords;
import bouncelab.ui.common.WrappingRow;
import java.util.List;
import java.util.function.Function;
import javafx.collections.SetChangeListener;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.RadioButton;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.scene.text.TextFlow;

/**
 * A predict-then-reveal question: the ask, the choices, and the answer with its explanation hidden until the
 * student chooses an answer or presses "Show answer". Stepping to the frame the question is about shows it on the
 * court and points at the question, but shows no answer. The ask and explanation carry the numbers of the
 * question's own frame, whatever frame the court is on.
 */
final class QuestionBox extends VBox {
    private final LessonModel model;
    private final Question q;
    private final VBox answer = new VBox();
    private final Label verdict = new Label();
    private final Button reveal = new Button(UiWords.window("question.show"));
    private final Label when = new Label();

    QuestionBox(LessonModel model, Question q, Function<List<Inline>, TextFlow> flow) {
        this.model = model;
        this.q = q;
        getStyleClass().add(Styles.LESSON_QUESTION);
        setId("question-" + q.number());
        Label title = new Label(UiWords.window("question.title", String.valueOf(q.number())));
        title.getStyleClass().add(Styles.LESSON_QUESTION_TITLE);
        title.setWrapText(true); // at 1024 × 768 it read "Question 1: predict, the..."
        TextFlow ask = flow.apply(q.ask());
        // one under another, each wrapping: a long choice must not widen the panel past its width
        VBox choices = new VBox();
        choices.getStyleClass().add(Styles.LESSON_CHOICES);
        ToggleGroup group = new ToggleGroup();
        if (q.asksForNumber()) {
            choices.getChildren().add(numberField());
        }
        for (String c : q.choices()) {
            RadioButton b = new RadioButton(c);
            b.setWrapText(true);
            b.setMinWidth(0);
            b.setMaxWidth(Double.MAX_VALUE);
            b.setToggleGroup(group);
            b.setUserData(c);
            b.setSelected(c.equals(model.chosen().get(q.number())));
            b.setOnAction(e -> {
                model.choose(q, c);
                refresh();
            });
            choices.getChildren().add(b);
        }
        reveal.getStyleClass().add(Styles.LESSON_REVEAL);
        reveal.setId("question-" + q.number() + "-show");
        reveal.setOnAction(e -> {
            model.reveal(q);
            refresh();
        });
        Button vote = new Button(UiWords.window("question.vote"));
        vote.setId("question-" + q.number() + "-vote");
        vote.setOnAction(e -> model.openVote(q));
        Label answerLine = new Label(UiWords.window("question.answer", model.answerText(q)));
        answerLine.getStyleClass().add(Styles.LESSON_ANSWER);
        answerLine.setWrapText(true); // a long answer or verdict wraps in the narrow panel, never ends in "..."
        TextFlow explain = flow.apply(q.explain());
        explain.getStyleClass().add(Styles.LESSON_PARAGRAPH);
        verdict.getStyleClass().add(Styles.LESSON_VERDICT);
        verdict.setWrapText(true);
        verdict.setId("question-" + q.number() + "-verdict");
        answer.getChildren().addAll(answerLine, verdict, explain);
        when.getStyleClass().add(Styles.LESSON_HINT);
        when.setWrapText(true);
        answer.setId("question-" + q.number() + "-answer");
        // a number is worked by hand, each on their own: a class votes on choices only
        // the second button goes under the first where the panel is too narrow for both, and one too wide for the
        // panel on its own (Spanish at presenting size) wraps its words
        for (Button b : List.of(reveal, vote)) {
            b.setWrapText(true);
            b.setMinWidth(0);
        }
        WrappingRow buttons = q.asksForNumber() ? new WrappingRow(8, 6, reveal) : new WrappingRow(8, 6, reveal, vote);
        getChildren().addAll(title, ask, choices, buttons, when, answer);
        model.revealed().addListener((SetChangeListener<Integer>) c -> refresh());
        refresh();
    }

    void refresh() {
        boolean shown = model.isRevealed(q);
        boolean onFrame = model.isAtFrameOf(q);
        boolean setUp = onFrame && model.isSetUpFor(q);
        pseudoClassStateChanged(Styles.NOW, setUp && !shown);
        String frame = String.valueOf(q.revealAtFrame());
        String kind = q.asksForNumber() ? "number" : "choice";
        when.setText(
                shown
                        ? ""
                        : setUp
                                ? UiWords.window("question.when.setUp." + kind, frame)
                                : onFrame
                                        ? UiWords.window("question.when.onFrame." + kind, frame)
                                        : UiWords.window("question.when.elsewhere." + kind, frame));
        when.setVisible(!shown);
        when.setManaged(!shown);
        answer.setVisible(shown);
        answer.setManaged(shown);
        reveal.setDisable(shown);
        String picked = model.chosen().get(q.number());
        if (picked == null) {
            verdict.setText("");
        } else {
            verdict.setText(UiWords.window(model.isCorrect(q, picked) ? "question.right" : "question.wrong", picked));
        }
    }

    /** For an answer-number question: a field for the number the student worked out, and a button to check it. */
    private Node numberField() {
        TextField typed = new TextField();
        typed.setId("question-" + q.number() + "-number");
        typed.setPromptText(UiWords.window("question.number.prompt"));
        typed.setPrefColumnCount(8);
        String before = model.chosen().get(q.number());
        if (before != null) {
            typed.setText(before);
        }
        Button check = new Button(UiWords.window("question.check"));
        check.setId("question-" + q.number() + "-check");
        Runnable give = () -> {
            if (!typed.getText().isBlank()) {
                model.choose(q, typed.getText().strip());
                refresh();
            }
        };
        check.setOnAction(e -> give.run());
        typed.setOnAction(e -> give.run());
        HBox row = new HBox(6, typed, check);
        row.setAlignment(Pos.CENTER_LEFT);
        return row;
    }
}
