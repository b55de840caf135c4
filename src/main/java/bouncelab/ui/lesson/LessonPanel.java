package bouncelab.ui.lesson;

import bouncelab.lessons.Course;
import bouncelab.lessons.Lesson;
import bouncelab.lessons.LessonError;
import bouncelab.lessons.LessonSource;
import bouncelab.lessons.LessonWords;
import bouncelab.ui.common.Styles;
import bouncelab.ui.common.Tips;
import bouncelab.ui.common.UiWords;
import bouncelab.ui.session.PlaybackModel;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.scene.text.TextAlignment;
import javafx.scene.text.TextFlow;
import javafx.stage.Window;
import org.jspecify.annotations.Nullable;

/**
 * The lessons beside the court: a one-line picker (previous, "Lesson 6 of 17", next), the list in course order
 * (lessons that could not be read show their error after it) and the open lesson's text with its live values.
 *
 * <p>Once a lesson is open the list folds away, so that the lesson's text gets the column's height (at 1280 × 720
 * the list had taken 120 to 190 px of it, and the text gained width, not lines). The picker opens it again, with the
 * mouse or with Enter or ↓; in the list the arrow keys open lessons as before, and Enter, Escape or a click on a lesson
 * folds it and gives the focus back to the picker. With no lesson open the list is shown, as it is all there is.
 */
public final class LessonPanel extends VBox {
    private final LessonModel model;
    private final PlaybackModel playback;
    private final Consumer<String> error;
    private final LessonList list = new LessonList(); // rows as wide as the list, wrapped: no sideways scrolling
    private final VBox text = new VBox();
    private final ScrollPane scroll = new ScrollPane();
    private final Label title = new Label();
    /** The lesson open, which opens and folds the list; previous and next beside it. */
    private final ToggleButton picker = new ToggleButton();

    private final Button previous = new Button("◀");
    private final Button next = new Button("▶");
    private @Nullable BlockNodes nodes;
    private final TaskBox task;
    /** Where the lessons come from: a folder, read again when it changes. */
    private final LessonFeed feed;

    public LessonPanel(LessonModel model, PlaybackModel playback, LessonSource source, Consumer<String> error) {
        this.model = model;
        this.playback = playback;
        this.error = error;
        this.task = new TaskBox(model);
        getStyleClass().addAll(Styles.SIDE_PANEL, Styles.LESSON_PANEL);
        setId("lesson-panel");

        list.setId("lesson-list");
        list.getStyleClass().add(Styles.LESSON_LIST_VIEW);
        list.setPrefHeight(190);
        list.setMinHeight(120);
        list.setCellFactory(tv -> new LessonList.Cell());
        LessonList.readingUntilRead(list, model.courseProperty());
        // the list is shown while the picker is down, and while no lesson is open (it is all the column has then)
        list.visibleProperty()
                .bind(picker.selectedProperty().or(model.currentProperty().isNull()));
        list.managedProperty().bind(list.visibleProperty());
        // a lesson chosen with a click, or Enter or Escape in the list: folded, the picker focused again
        list.addEventHandler(MouseEvent.MOUSE_CLICKED, e -> {
            if (e.getButton() == MouseButton.PRIMARY
                    && e.getPickResult().getIntersectedNode() != null
                    && list.getSelectionModel().getSelectedItem() instanceof Lesson) {
                fold();
            }
        });
        list.addEventHandler(KeyEvent.KEY_PRESSED, e -> {
            if ((e.getCode() == KeyCode.ENTER || e.getCode() == KeyCode.ESCAPE)
                    && model.current() != null
                    && picker.isSelected()) {
                fold();
                e.consume();
            }
        });
        list.onChosen(now -> {
            // by id: the list refilled after a reload selects the new version of the lesson open, which is no
            // reason to open it again (that sent the student back to its first frame and cleared the answers)
            if (now instanceof Lesson l
                    && (model.current() == null
                            || !l.id().equals(model.current().id()))) {
                if (!model.open(l)) {
                    // the user stayed with edits not saved: the list shows the lesson still open again
                    Platform.runLater(this::selectCurrent);
                }
            } else if (now instanceof Lesson l) {
                show(l); // back from reading a refused lesson's problems
            } else if (now instanceof LessonError e) {
                showError(e);
            }
        });

        title.getStyleClass().add(Styles.LESSON_SOURCE);
        title.setId("lesson-source");
        title.setWrapText(true);
        title.setMinHeight(Region.USE_PREF_SIZE); // wrapped, never cut to "…"
        text.getStyleClass().add(Styles.LESSON_TEXT_BOX);
        text.setFillWidth(true);
        // the source line scrolls with the text: wrapped onto four lines at large type it had held the panel taller
        // than the window, and the timeline went out of sight
        scroll.setContent(new VBox(title, text));
        scroll.setFitToWidth(true);
        scroll.getStyleClass().add(Styles.LESSON_SCROLL);
        LessonList.tallWhenAlone(list, scroll, model.currentProperty());

        previous.setId("lesson-previous");
        next.setId("lesson-next");
        previous.setOnAction(e -> model.previous());
        next.setOnAction(e -> model.next());
        // arrows on the button, words for the ear and the tooltip
        for (Button b : List.of(previous, next)) {
            String words = UiWords.window(b == previous ? "lessons.previous" : "lessons.next");
            b.setAccessibleText(words);
            Tips.text(b, words);
            b.setMinWidth(Region.USE_PREF_SIZE);
            b.setMaxHeight(Double.MAX_VALUE); // as tall as the picker when its title wraps
        }
        picker.setId("lesson-picker");
        picker.getStyleClass().add(Styles.LESSON_PICKER);
        picker.setWrapText(true); // a long title whole, on two lines, never cut to "…"
        picker.setMinWidth(0);
        picker.setMinHeight(Region.USE_PREF_SIZE);
        picker.setMaxWidth(Double.MAX_VALUE);
        picker.setAlignment(Pos.CENTER_LEFT);
        picker.setTextAlignment(TextAlignment.LEFT);
        picker.setContentDisplay(ContentDisplay.RIGHT);
        picker.setGraphicTextGap(6);
        Label fold = new Label();
        fold.textProperty()
                .bind(Bindings.when(picker.selectedProperty()).then("▴").otherwise("▾"));
        picker.setGraphic(fold);
        picker.setAccessibleHelp(UiWords.window("lessons.picker.help"));
        Tips.text(picker, UiWords.window("lessons.picker.help"));
        picker.setOnAction(e -> opened());
        // Enter or ↓ on the picker opens the list (Space plays the shot everywhere in the window, as F1 says)
        picker.addEventHandler(KeyEvent.KEY_PRESSED, e -> {
            boolean plain = !e.isShiftDown() && !e.isControlDown() && !e.isAltDown() && !e.isMetaDown();
            if (plain && (e.getCode() == KeyCode.ENTER || e.getCode() == KeyCode.DOWN) && !picker.isDisabled()) {
                picker.setSelected(e.getCode() == KeyCode.DOWN || !picker.isSelected());
                opened();
                e.consume();
            }
        });
        HBox.setHgrow(picker, Priority.ALWAYS);
        HBox row = new HBox(previous, picker, next);
        row.getStyleClass().add(Styles.LESSON_NAV);
        row.setFillHeight(true);

        getChildren().addAll(row, list, scroll);

        model.courseProperty().addListener((o, was, now) -> fillList(now));
        model.currentProperty().addListener((o, was, now) -> show(now));
        playback.frameProperty().addListener(o -> refresh());
        playback.passProperty().addListener(o -> refresh());
        playback.timelineProperty().addListener(o -> refresh());
        fillList(model.courseProperty().get());
        show(model.current());
        // the folder is watched, and the lessons' checks run, only while the panel is in a window on screen
        feed = new LessonFeed(
                model,
                source,
                sceneProperty()
                        .flatMap(Scene::windowProperty)
                        .flatMap(Window::showingProperty)
                        .orElse(false),
                error);
    }

    /** A course read without its lessons' checks: they run once the window is up (a refused lesson then listed). */
    public void checkWhenShown(Course shown) {
        feed.checkWhenShown(shown);
    }

    /** The course is read once the window is up, then checked (the app's window at its start). */
    public void readWhenShown() {
        feed.readWhenShown();
    }

    /** Whether the course shown waits for its checks to start (they have not yet). */
    boolean checksWaiting() {
        return feed.checksWaiting();
    }

    /** The language the lessons are read in (a lesson with no translation into it shows in English). */
    public Locale language() {
        return feed.language();
    }

    /** Loads a teacher's own lessons folder (File → Open lessons folder…) and watches it. */
    public void openFolder(Path dir) {
        feed.openFolder(dir);
    }

    /** Shows a lessons folder already read off the FX thread, and watches it. */
    public void show(LessonSource read, Course c) {
        feed.show(read, c);
    }

    /** Stops watching the lessons folder. */
    public void close() {
        feed.close();
    }

    /** The picker pressed: the list, if it opened, shows the lesson open and takes the keys. */
    private void opened() {
        if (picker.isSelected()) {
            select(model.current());
            Platform.runLater(list::requestFocus); // the arrow keys go on in the list, as they did
        }
    }

    /** The list folded away, the focus on the picker that opens it again. */
    private void fold() {
        picker.setSelected(false);
        picker.requestFocus();
    }

    private void fillList(Course c) {
        // in course order: a student follows the numbers; each lesson's article is over its text and in its tooltip
        List<Object> rows = new ArrayList<>(c.lessons());
        if (!c.errors().isEmpty()) {
            rows.add(UiWords.window("lessons.errors"));
            rows.addAll(c.errors());
        }
        list.getItems().setAll(rows);
        select(model.current());
    }

    private void selectCurrent() {
        if (model.current() == null) {
            list.getSelectionModel().clearSelection();
        } else {
            select(model.current());
        }
    }

    private void select(Lesson l) {
        if (l == null) {
            return;
        }
        for (int i = 0; i < list.getItems().size(); i++) {
            if (list.getItems().get(i) instanceof Lesson x && x.id().equals(l.id())) {
                list.getSelectionModel().select(i);
                list.scrollTo(Math.max(0, i - 2)); // with the rows above it in view, not cut off
                list.requestLayout(); // and again once laid out (LessonList)
                return;
            }
        }
    }

    /**
     * Done once the open lesson's pictures are shown or refused in their place (they are decoded off the FX
     * thread); at once if no lesson with pictures is open.
     */
    public CompletableFuture<Void> picturesShown() {
        return nodes == null ? CompletableFuture.completedFuture(null) : nodes.picturesShown();
    }

    private void show(Lesson l) {
        previous.setDisable(!model.hasPrevious());
        next.setDisable(!model.hasNext());
        if (l == null) {
            list.getSelectionModel().clearSelection();
            picker.setText(UiWords.window("lessons.heading"));
            picker.setAccessibleText(UiWords.window("lessons.heading"));
            picker.setDisable(true); // the list is open, and is all there is to choose from
            title.setText(UiWords.window("lessons.choose"));
            text.getChildren().clear();
            nodes = null;
            return;
        }
        select(l);
        picker.setDisable(false);
        int index = model.courseProperty().get().lessons().indexOf(l) + 1;
        int count = model.courseProperty().get().lessons().size();
        // where the lesson is in the course, on one line at any type: its title is the heading just under it
        picker.setText(UiWords.window("lessons.picker", index, count));
        picker.setAccessibleText(UiWords.window("lessons.picker.name", index, count, l.title()));
        title.setText(UiWords.window("lessons.source", l.article()));
        nodes = new BlockNodes(model, l, error);
        List<Node> built = new ArrayList<>(nodes.build());
        built.add(0, task); // the coding task, if the lesson sets one, over its text
        if (l.untranslated()) { // asked for in a language it is not yet written in: said over its English
            Label note = new Label(LessonWords.untranslatedNote(l.language()));
            note.setId("lesson-untranslated");
            note.setWrapText(true);
            note.setMinHeight(Region.USE_PREF_SIZE);
            note.getStyleClass().addAll(Styles.LESSON_PARAGRAPH, Styles.LESSON_UNTRANSLATED);
            built.add(0, note);
        }
        task.refresh();
        text.getChildren().setAll(built);
        scroll.setVvalue(0); // a lesson opens at its top, wherever the last one was scrolled to
    }

    /**
     * A refused lesson, chosen in the list: each of its problems in full, wrapped, where its text would be. The
     * court keeps the lesson open before.
     */
    private void showError(LessonError chosen) {
        List<LessonError> all = model.courseProperty().get().errors().stream()
                .filter(e -> e.lessonId().equals(chosen.lessonId()))
                .toList();
        title.setText(UiWords.window("lessons.unreadable", chosen.lessonId(), all.size()));
        nodes = null;
        List<Node> lines = new ArrayList<>();
        for (LessonError e : all) {
            Label l = new Label(UiWords.words().line(e));
            l.setWrapText(true);
            l.setMinWidth(0);
            l.getStyleClass().addAll(Styles.LESSON_PARAGRAPH, Styles.LESSON_ERROR_MESSAGE);
            lines.add(l);
        }
        text.getChildren().setAll(lines);
        scroll.setVvalue(0);
    }

    private void refresh() {
        if (nodes != null) {
            nodes.refresh();
        }
    }

    /** The coding task's ✓ or ✗ line as the student reads it (for tests). */
    public String taskStatus() {
        return task.isVisible() ? task.statusText() : "";
    }

    /** The text of the lesson shown, as the student reads it now (for tests). */
    public String visibleText() {
        StringBuilder sb = new StringBuilder();
        collect(text, sb);
        return sb.toString();
    }

    private static void collect(Node n, StringBuilder sb) {
        if (!n.isVisible()) {
            return;
        }
        if (n instanceof Text t) {
            sb.append(t.getText());
        } else if (n instanceof Hyperlink l) {
            sb.append(l.getText()); // a word of a 'try this' link, inside its sentence
        } else if (n instanceof Labeled l) {
            sb.append(l.getText()).append('\n');
        }
        if (n instanceof Parent p) {
            p.getChildrenUnmodifiable().forEach(c -> collect(c, sb));
            if (n instanceof TextFlow) {
                sb.append('\n');
            }
        }
    }

    /** Whether the list of every lesson is shown (folded once a lesson is open, until the picker opens it). */
    public boolean listShown() {
        return list.isVisible();
    }

    /** The list opened, as the picker opens it (for tests and the pictures of an open list). */
    public void openList(boolean open) {
        picker.setSelected(open);
    }

    /** Never narrower than 280 px, nor than its Previous and Next at the type size shown. */
    @Override
    protected double computeMinWidth(double height) {
        return Math.max(280, super.computeMinWidth(height));
    }
}
