package bouncelab.lessons;

import java.util.List;

/**
 * A run of text inside a paragraph, heading, list item or table cell: what a panel turns into one text node
 * each. Emphasis and strong are flags rather than nesting, because a text flow has no nesting either.
 */
public sealed interface Inline {

    record Text(String text, boolean emphasis, boolean strong) implements Inline {}

    /** Inline code: shown as written, placeholders in it are not replaced (so a lesson can show the syntax). */
    record Code(String text) implements Inline {}

    /**
     * A live value, {@code {{pythagoras.circleDistanceX}}}: the panel asks {@link Placeholders#resolve} for its
     * text at the current frame.
     */
    record Placeholder(String name, boolean emphasis, boolean strong) implements Inline {}

    /** A 'try this' link: its label, and what it does when pressed. */
    record ActionLink(String label, List<LessonAction> actions) implements Inline {
        public ActionLink {
            actions = List.copyOf(actions);
        }
    }

    /** A hard line break (two spaces or a backslash at the end of a line). */
    record LineBreak() implements Inline {}
}
