package bouncelab.ui.window;

import bouncelab.io.refusal.Refusal;
import bouncelab.lessons.TaskMarkdown;
import bouncelab.ui.common.DialogButtons;
import bouncelab.ui.common.PathDialog;
import bouncelab.ui.common.Styles;
import bouncelab.ui.common.UiWords;
import bouncelab.ui.yours.StarterTemplate;
import java.nio.file.Path;
import java.util.Optional;
import javafx.event.ActionEvent;
import javafx.scene.Node;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.stage.Window;
import org.jspecify.annotations.Nullable;

/**
 * File, Make an assignment (issue 31): the task in Markdown, the code the students start from, and where the file
 * goes. The shot is the one on screen. A task the Your test tab could not show, or a path that cannot be written,
 * keeps the dialog open with one line saying why.
 */
final class AssignmentDialog {
    /** What the teacher wrote, and where to save it. */
    record Draft(String task, String starter, Path file) {}

    private AssignmentDialog() {}

    static Optional<Draft> ask(@Nullable Window owner, Path start) {
        TextArea task = new TextArea(UiWords.messages("assignment.taskStart"));
        task.setId("assignment-task");
        task.setPrefRowCount(9);
        task.setWrapText(true);
        TextArea starter = new TextArea(StarterTemplate.text());
        starter.setId("assignment-starter");
        starter.setPrefRowCount(9);
        starter.getStyleClass().add(Styles.YOURS_EDITOR);
        TextField file = new TextField(start.toString());
        file.setId("assignment-file");
        Label problem = new Label();
        problem.getStyleClass().add(Styles.ERROR_MESSAGE);
        problem.setWrapText(true);
        problem.setMaxWidth(640);

        GridPane grid = new GridPane();
        grid.getStyleClass().add(Styles.EXPORT_FORM);
        Label heading = new Label(UiWords.messages("assignment.heading"));
        heading.getStyleClass().add(Styles.PANEL_TITLE); // no window manager, no title bar: the title inside too
        grid.add(heading, 0, 0, 2, 1);
        grid.addRow(1, label(UiWords.messages("assignment.task"), task), task);
        grid.addRow(2, label(UiWords.messages("assignment.starter"), starter), starter);
        grid.addRow(3, label(UiWords.messages("assignment.file"), file), file);
        grid.add(problem, 0, 4, 2, 1);
        GridPane.setHgrow(task, Priority.ALWAYS);

        Dialog<Draft> dialog = new Dialog<>();
        dialog.initOwner(owner);
        Styles.likeItsWindow(dialog, owner);
        dialog.setTitle(UiWords.messages("assignment.title"));
        dialog.setResizable(true);
        dialog.getDialogPane().setContent(grid);
        ButtonType save = new ButtonType(UiWords.messages("assignment.save"), ButtonBar.ButtonData.OK_DONE);
        dialog.getDialogPane().getButtonTypes().addAll(save, DialogButtons.cancel());
        PathDialog.Format json = new PathDialog.Format(UiWords.messages("path.format.shot"), ".json");
        dialog.getDialogPane().lookupButton(save).addEventFilter(ActionEvent.ACTION, e -> {
            String why = problem(task.getText(), file.getText(), json);
            if (why != null) {
                problem.setText(why);
                e.consume();
                return;
            }
            // a file that is there (last week's assignment) is replaced only when the teacher says so
            String question = PathDialog.replaces(PathDialog.Purpose.SAVE_FILE, file.getText(), json);
            if (question != null
                    && !PathDialog.askToReplace(
                            dialog.getDialogPane().getScene().getWindow(), question)) {
                problem.setText(UiWords.messages("assignment.notReplaced"));
                e.consume();
            }
        });
        dialog.setResultConverter(b -> b == save
                ? new Draft(
                        task.getText(),
                        starter.getText(),
                        PathDialog.withEnding(PathDialog.Purpose.SAVE_FILE, file.getText(), json))
                : null);
        dialog.setOnShown(e -> task.requestFocus());
        return dialog.showAndWait();
    }

    /** Why the draft cannot be saved, or null. */
    static @Nullable String problem(String task, String file, PathDialog.Format format) {
        if (task == null || task.isBlank()) {
            return UiWords.messages("assignment.noTask");
        }
        Refusal taskProblem = TaskMarkdown.read(task).why();
        if (taskProblem != null) {
            return UiWords.messages("assignment.badTask", UiWords.words().refusal(taskProblem));
        }
        return PathDialog.problem(PathDialog.Purpose.SAVE_FILE, file, format);
    }

    private static Label label(String words, Node target) {
        Label l = new Label(words);
        l.setLabelFor(target);
        return l;
    }
}
