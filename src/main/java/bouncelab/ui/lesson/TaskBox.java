package bouncelab.ui.lesson;

import bouncelab.lessons.LessonTask;
import bouncelab.student.ReportCard;
import bouncelab.ui.common.Styles;
import bouncelab.ui.common.UiWords;
import java.util.Locale;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * A lesson's coding task over its text: what to write, the check, and — once the student's test compiled and was
 * graded on the Your test tab — ✓ or ✗ with the report card's numbers.
 */
final class TaskBox extends VBox {
    private final LessonModel model;
    private final Label text = wrapped(Styles.LESSON_PARAGRAPH);
    private final Label check = wrapped(Styles.LESSON_PARAGRAPH);
    private final Label status = wrapped(Styles.LESSON_PARAGRAPH);

    TaskBox(LessonModel model) {
        this.model = model;
        setId("lesson-task");
        getStyleClass().add(Styles.LESSON_QUESTION);
        Label heading = new Label(UiWords.window("task.heading"));
        heading.getStyleClass().add(Styles.LESSON_QUESTION_TITLE);
        status.setId("lesson-task-status");
        getChildren().addAll(heading, text, check, status);
        model.cardProperty().addListener(o -> refresh());
        model.currentProperty().addListener(o -> refresh());
        refresh();
    }

    private static Label wrapped(String style) {
        Label l = new Label();
        l.setWrapText(true);
        l.setMinHeight(Region.USE_PREF_SIZE);
        l.getStyleClass().add(style);
        return l;
    }

    /** The status line as the student reads it (for tests). */
    String statusText() {
        return status.getText();
    }

    void refresh() {
        LessonTask task = model.current() == null ? null : model.current().task();
        setVisible(task != null);
        setManaged(task != null);
        if (task == null) {
            return;
        }
        text.setText(task.text());
        check.setText(UiWords.window("task.doneWhen", task.doneWhen()));
        ReportCard card = model.cardProperty().get();
        status.getStyleClass().removeAll(Styles.YOURS_PASS, Styles.YOURS_FAIL);
        if (card == null) {
            status.setText(UiWords.window("task.notChecked"));
            status.getStyleClass().add(Styles.YOURS_FAIL);
            return;
        }
        boolean done = model.taskDone().orElse(false);
        status.getStyleClass().add(done ? Styles.YOURS_PASS : Styles.YOURS_FAIL);
        String said = UiWords.window(
                done ? "task.done" : "task.notYet",
                String.valueOf(card.examplesPassed()),
                String.valueOf(card.examplesTotal()),
                LessonTask.percent(card.agreement().share()),
                String.format(Locale.ROOT, "%,d", card.agreement().cases()));
        status.setText(card.error() == null ? said : said + " " + card.error());
    }
}
