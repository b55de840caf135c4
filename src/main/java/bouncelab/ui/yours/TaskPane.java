package bouncelab.ui.yours;

import bouncelab.io.scenario.Assignment;
import bouncelab.lessons.TaskMarkdown;
import bouncelab.ui.common.Styles;
import bouncelab.ui.common.UiWords;
import bouncelab.ui.lesson.BlockNodes;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.control.TextFormatter;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * An assignment beside the editor (issue 31): the field for the student's name, the teacher's task as a lesson's
 * text is shown, and how to hand it back. A task the lessons' reader refuses is shown as written, under its problem.
 */
final class TaskPane extends VBox {
    private final VBox text = new VBox();

    TaskPane(YoursModel model) {
        setId("yours-task");
        getStyleClass().add(Styles.YOURS_TASK);
        Label nameLabel = new Label(UiWords.window("yours.task.name"));
        TextField name = new TextField();
        name.setId("yours-student");
        name.setPromptText(UiWords.window("yours.task.namePrompt"));
        // as long a name as a shot file keeps: a longer one was saved, and the file then refused to open
        name.setTextFormatter(
                new TextFormatter<String>(c -> c.getControlNewText().length() <= Assignment.MAX_STUDENT ? c : null));
        name.textProperty().bindBidirectional(model.studentProperty());
        nameLabel.setLabelFor(name);
        nameLabel.setMnemonicParsing(false);
        Label save = new Label(UiWords.window("yours.task.save"));
        save.setWrapText(true);
        save.getStyleClass().add(Styles.TOOLBAR_HINT);
        text.getStyleClass().add(Styles.LESSON_TEXT_BOX);
        ScrollPane scroll = new ScrollPane(text);
        scroll.setFitToWidth(true);
        scroll.getStyleClass().add(Styles.LESSON_SCROLL);
        VBox.setVgrow(scroll, Priority.ALWAYS);
        getChildren().addAll(nameLabel, name, scroll, save);
        show(model.assignmentProperty().get());
        model.assignmentProperty().addListener((o, was, now) -> show(now));
    }

    private void show(Assignment a) {
        text.getChildren().clear();
        if (a == null) {
            return;
        }
        TaskMarkdown.Read read = TaskMarkdown.read(a.task());
        if (read.why() == null) {
            text.getChildren().addAll(BlockNodes.textOnly(read.blocks()));
        } else {
            Label problem = new Label(
                    UiWords.window("yours.task.unreadable", UiWords.words().refusal(read.why())));
            problem.setWrapText(true);
            problem.getStyleClass().add(Styles.LESSON_ERROR_MESSAGE);
            Label raw = new Label(a.task());
            raw.setWrapText(true);
            text.getChildren().addAll(problem, raw);
        }
    }
}
