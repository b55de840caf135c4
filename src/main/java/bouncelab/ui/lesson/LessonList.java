package bouncelab.ui.lesson;

import bouncelab.lessons.Course;
import bouncelab.lessons.Lesson;
import bouncelab.lessons.LessonError;
import bouncelab.ui.common.Styles;
import bouncelab.ui.common.Tips;
import bouncelab.ui.common.UiWords;
import java.util.function.Consumer;
import javafx.application.Platform;
import javafx.beans.InvalidationListener;
import javafx.beans.binding.Bindings;
import javafx.beans.value.ObservableValue;
import javafx.event.EventDispatcher;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.jspecify.annotations.Nullable;

/**
 * The lesson list (its rows: {@link Cell}), which scrolls the lesson selected into view, with the rows above it, once
 * it has been laid out, and again when its height changes. Its scroll is a fraction of what lies out of view:
 * scrolled at the height it had in one layout pass (its preferred 190 px) and shown at the next's (120), lesson 12's
 * row was cut in half.
 */
final class LessonList extends ListView<Object> {
    /** The row last scrolled into view, and the list's height then. */
    private int scrolledRow = -1;

    private double scrolledAt = -1;
    /** True while a navigation key is dispatched here, moving the selection: browsing, not choosing. */
    private boolean browsing;
    /** The row last chosen: Return on it again chooses nothing new. */
    private @Nullable Object lastChosen;

    LessonList() {
        setAccessibleText(UiWords.window("lessons.heading")); // its name, read out
    }

    /**
     * With no lesson open the list is all the column has: it takes the column's height, and {@code below} (the
     * lesson's place, a one-line hint then) only what it needs; it had shown 7 of 17 lessons over an empty column.
     * Once a lesson is open the lesson takes the height.
     */
    static void tallWhenAlone(LessonList list, Node below, ObservableValue<?> open) {
        InvalidationListener give = o -> {
            boolean alone = open.getValue() == null;
            VBox.setVgrow(list, alone ? Priority.ALWAYS : Priority.NEVER);
            VBox.setVgrow(below, alone ? Priority.NEVER : Priority.ALWAYS);
        };
        open.addListener(give);
        give.invalidated(open);
    }

    /** While the app's window is up before its lessons are read, the empty list says it is reading them. */
    static void readingUntilRead(LessonList list, ObservableValue<Course> course) {
        Label reading = new Label();
        reading.textProperty()
                .bind(Bindings.createStringBinding(
                        () -> course.getValue() == LessonModel.NOT_READ ? UiWords.window("lessons.reading") : "",
                        course));
        list.setPlaceholder(reading);
    }

    /**
     * {@code chosen} hears of a row chosen with a click, or with Return after the arrow keys browsed to it; the
     * arrows alone only browse. Each press had opened the lesson it reached (running its shot), and from the list
     * shown alone, with no lesson open, the first press folded the list away with the rest of the presses lost.
     */
    void onChosen(Consumer<Object> chosen) {
        // the selection a navigation key moves is browsed, not chosen: the flag holds exactly while this list
        // dispatches that key (its filters, what it holds, its handlers, where the selection moves), not until some
        // later runLater
        EventDispatcher dispatcher = getEventDispatcher();
        setEventDispatcher((event, tail) -> {
            boolean moves = event instanceof KeyEvent k
                    && k.getEventType() == KeyEvent.KEY_PRESSED
                    && k.getCode().isNavigationKey();
            if (!moves) {
                return dispatcher.dispatchEvent(event, tail);
            }
            browsing = true;
            try {
                return dispatcher.dispatchEvent(event, tail);
            } finally {
                browsing = false;
            }
        });
        getSelectionModel().selectedItemProperty().addListener((o, was, now) -> {
            if (!browsing && now != null) {
                lastChosen = now;
                chosen.accept(now);
            }
        });
        addEventHandler(KeyEvent.KEY_PRESSED, e -> {
            Object now = getSelectionModel().getSelectedItem();
            if (e.getCode() == KeyCode.ENTER && now != null && now != lastChosen) {
                lastChosen = now;
                chosen.accept(now);
            }
        });
    }

    @Override
    protected void layoutChildren() {
        super.layoutChildren();
        int i = getSelectionModel().getSelectedIndex();
        // again at each new height: one layout may give the list its preferred height and the next its own
        if (i >= 0 && (i != scrolledRow || getHeight() != scrolledAt)) {
            scrolledRow = i;
            scrolledAt = getHeight();
            int top = Math.max(0, i - 2);
            Platform.runLater(() -> scrollTo(top)); // asked in a layout, it did not take
        }
    }

    /** A row of the lesson list: a lesson, the heading over those that could not be read, or one of them. */
    static final class Cell extends ListCell<Object> {
        Cell() {
            setPrefWidth(0); // as wide as the list: never a sideways scroll bar
            setWrapText(true); // a long title on two lines, whole, rather than cut to "…"
        }

        @Override
        protected void updateItem(Object item, boolean empty) {
            super.updateItem(item, empty);
            pseudoClassStateChanged(Styles.HEADING, false);
            pseudoClassStateChanged(Styles.ERROR, false);
            if (empty || item == null) {
                setText(null);
                Tips.clear(this);
                return;
            }
            if (item instanceof Lesson l) {
                setText(l.order() + ". " + l.title());
                // with the article it is drawn from
                Tips.text(this, UiWords.window("lessons.row.tip", l.order() + ". " + l.title(), l.credit()));
            } else if (item instanceof LessonError e) {
                setText(e.lessonId() + ": " + UiWords.words().line(e)); // choose the row to read it whole in the panel
                pseudoClassStateChanged(Styles.ERROR, true);
                Tips.text(this, UiWords.words().line(e));
            } else {
                setText(item.toString());
                pseudoClassStateChanged(Styles.HEADING, true);
                Tips.clear(this);
            }
        }
    }
}
