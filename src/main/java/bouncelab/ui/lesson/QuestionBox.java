package bouncelab.ui.lesson;

import bouncelab.lessons.Inline;
import bouncelab.lessons.Question;
import bouncelab.ui.common.Styles;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.RadioButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.VBox;
import javafx.scene.text.TextFlow;

import java.util.List;
import java.util.function.Function;

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
    private final Button reveal = new Button("Show answer");
    private final Label when = new Label();

    QuestionBox(LessonModel model, Question q, Function<List<Inline>, TextFlow> flow) {
        this.model = model;
        this.q = q;
        getStyleClass().add(Styles.LESSON_QUESTION);
        setId("question-" + q.number());
        Label title = new Label("Question " + q.number() + ": predict, then check");
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
        Button vote = new Button("Class vote (V)");
        vote.setId("question-" + q.number() + "-vote");
        vote.setOnAction(e -> model.openVote(q));
        Label answerLine = new Label("Answer: " + model.answerText(q));
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
        javafx.scene.layout.HBox buttons = q.asksForNumber() ? new javafx.scene.layout.HBox(8, reveal)
                : new javafx.scene.layout.HBox(8, reveal, vote);
        getChildren().addAll(title, ask, choices, buttons, when, answer);
        model.revealed().addListener((javafx.collections.SetChangeListener<Integer>) c -> refresh());
        refresh();
    }

    void refresh() {
        boolean shown = model.isRevealed(q);
        boolean onFrame = model.isAtFrameOf(q);
        boolean setUp = onFrame && model.isSetUpFor(q);
        pseudoClassStateChanged(Styles.NOW, setUp && !shown);
        String choose = q.asksForNumber() ? "Work out your number by hand" : "Choose your answer";
        when.setText(shown ? "" : setUp
                ? "The court is on frame " + q.revealAtFrame() + ", the frame this question is about. " + choose
                + ", then compare."
                : onFrame
                ? "The court is on frame " + q.revealAtFrame() + ", but its shot or algorithm is not this question's."
                + " " + choose + ", or press Show answer."
                : choose + ", or press Show answer. Frame " + q.revealAtFrame() + " shows it on the court.");
        when.setVisible(!shown);
        when.setManaged(!shown);
        answer.setVisible(shown);
        answer.setManaged(shown);
        reveal.setDisable(shown);
        String picked = model.chosen().get(q.number());
        if (picked == null) {
            verdict.setText("");
        } else {
            verdict.setText(model.isCorrect(q, picked) ? "You said " + picked + ": right." : "You said " + picked
                    + ": look again at the numbers.");
        }
    }

    /** For an answer-number question: a field for the number the student worked out, and a button to check it. */
    private javafx.scene.Node numberField() {
        javafx.scene.control.TextField typed = new javafx.scene.control.TextField();
        typed.setId("question-" + q.number() + "-number");
        typed.setPromptText("your number");
        typed.setPrefColumnCount(8);
        String before = model.chosen().get(q.number());
        if (before != null) {
            typed.setText(before);
        }
        Button check = new Button("Check");
        check.setId("question-" + q.number() + "-check");
        Runnable give = () -> {
            if (!typed.getText().isBlank()) {
                model.choose(q, typed.getText().strip());
                refresh();
            }
        };
        check.setOnAction(e -> give.run());
        typed.setOnAction(e -> give.run());
        javafx.scene.layout.HBox row = new javafx.scene.layout.HBox(6, typed, check);
        row.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        return row;
    }
}
