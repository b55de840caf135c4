package bouncelab.ui.step;

import bouncelab.core.scenario.Scenario;
import bouncelab.words.Book;
import bouncelab.words.Words;
import java.util.Locale;
import java.util.function.Consumer;
import org.jspecify.annotations.Nullable;

/**
 * Why a drag on the court stopped short of the pointer, in words for the status line. A student had dragged the ball
 * into a paddle and seen it stop, with nothing saying why.
 *
 * <p>Said once a drag, when something first holds it back (again only when something else does), and kept while the
 * drag goes on, so that a pointer wavering at a paddle's corner does not make the line flicker. When the drag ends
 * held, it stays until the next edit; when it ends free, the line goes back to what it showed (its keys).
 */
public final class DragWhy {
    private final Words words;
    private Consumer<@Nullable String> say = text -> {};
    private @Nullable DragHold said; // in this drag
    private boolean held; // the drag's last event was held back
    private boolean dragging;

    public DragWhy(Words words) {
        this.words = words;
    }

    /** Where the words go: a sentence to show, or null to go back to what the line showed before. */
    public void onSay(Consumer<@Nullable String> to) {
        say = to;
    }

    /** A drag begins: nothing said of it yet. */
    void begin() {
        dragging = true;
        said = null;
        held = false;
    }

    /** One event of the drag left {@code d}: {@code mover} is the paddle's or brick's id, or null for the ball. */
    void moved(Dragged d, @Nullable String mover) {
        DragHold by = d.heldBy();
        held = by != null;
        if (by != null && !by.equals(said)) {
            said = by;
            say.accept(words(words, d.shot(), mover, by));
        }
    }

    /** The drag ends (the button let go). */
    void end() {
        if (dragging && said != null && !held) {
            say.accept(null); // no longer true: the ball or paddle is where the pointer left it
        }
        dragging = false;
        said = null;
    }

    /** A drag goes on that has said why: its edits leave the line saying it. */
    public boolean saying() {
        return dragging && said != null;
    }

    /** Why {@code mover} (null: the ball) stopped at {@code by}, naming them as the court's words do. */
    public static String words(Words w, Scenario shot, @Nullable String mover, DragHold by) {
        return switch (by.kind()) {
            case PADDLE -> w.format(Book.MESSAGES, "drag.ball", "paddle", by.id());
            case BRICK -> w.format(Book.MESSAGES, "drag.ball", "brick", by.id());
            case WALLS -> w.format(Book.MESSAGES, "drag.walls", side(by, 0), side(by, 1));
            case BALL -> w.format(Book.MESSAGES, "drag.object", kind(shot, mover), String.valueOf(mover));
        };
    }

    /** A wall as the words' select names it: left, right, top or bottom. */
    private static String side(DragHold walls, int i) {
        return walls.walls().get(i).name().toLowerCase(Locale.ROOT);
    }

    private static String kind(Scenario shot, @Nullable String id) {
        return shot.paddles().stream().anyMatch(p -> p.id().equals(id)) ? "paddle" : "brick";
    }
}
