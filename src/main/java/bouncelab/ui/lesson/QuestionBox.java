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
 * student steps to the frame that shows it or presses reveal.
 */
final class QuestionBox extends VBox {
    private final LessonModel model;
    private final Question q;
    private final VBox answer = new VBox();
    private final Label verdict = new Label();
    private final Button reveal = new Button("Reveal the answer");

    QuestionBox(LessonModel model, Question q, Function<List<Inline>, TextFlow> flow) {
        this.model = model;
        this.q = q;
        getStyleClass().add(Styles.LESSON_QUESTION);
        setId("question-" + q.number());
        Label title = new Label("Predict, then step to see (question " + q.number() + ")");
        title.getStyleClass().add(Styles.LESSON_QUESTION_TITLE);
        TextFlow ask = flow.apply(q.ask());
        // one under another, each wrapping: a long choice must not widen the panel past its width
        VBox choices = new VBox();
        choices.getStyleClass().add(Styles.LESSON_CHOICES);
        ToggleGroup group = new ToggleGroup();
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
        reveal.setOnAction(e -> {
            model.reveal(q);
            refresh();
        });
        Label answerLine = new Label("Answer: " + q.answer());
        answerLine.getStyleClass().add(Styles.LESSON_ANSWER);
        TextFlow explain = flow.apply(q.explain());
        explain.getStyleClass().add(Styles.LESSON_PARAGRAPH);
        verdict.getStyleClass().add(Styles.LESSON_VERDICT);
        answer.getChildren().addAll(answerLine, verdict, explain);
        String hint = q.revealAtFrame() > 0 ? " — or step to frame " + q.revealAtFrame() : "";
        Label when = new Label("The answer shows when you press reveal" + hint + ".");
        when.getStyleClass().add(Styles.LESSON_HINT);
        getChildren().addAll(title, ask, choices, reveal, when, answer);
        model.revealed().addListener((javafx.collections.SetChangeListener<Integer>) c -> refresh());
        refresh();
    }

    void refresh() {
        boolean shown = model.isRevealed(q);
        answer.setVisible(shown);
        answer.setManaged(shown);
        reveal.setDisable(shown);
        String picked = model.chosen().get(q.number());
        if (picked == null) {
            verdict.setText("");
        } else {
            verdict.setText(q.isCorrect(picked) ? "You said " + picked + ": right." : "You said " + picked
                    + ": look again at the numbers.");
        }
    }
}
