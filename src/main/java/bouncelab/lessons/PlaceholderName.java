package bouncelab.lessons;

import bouncelab.core.geometry.Side;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * A placeholder's name taken apart: its form ({@code working:}, {@code check:}, {@code summary:} or a plain value),
 * the namespace ({@code ball}, {@code pythagoras}, {@code paddle} …), an optional selector in brackets, and the
 * field. Syntax only; {@link Placeholders} knows which namespaces and fields exist.
 *
 * <pre>
 * frame                         a top-level name (namespace only)
 * ball.vx                       namespace.field
 * paddle.left.x                 namespace.id.field (paddles and bricks by id)
 * edge[right/left].ua           a trace kind with a selector: [n] the n-th such item, [id] or [id/side]
 * working:pythagoras.circleDistanceX   the formula with its numbers
 * check:pythagoras.4            the n-th check of the item, with its numbers and outcome
 * summary:bounce                the item's one-line summary
 * </pre>
 */
public record PlaceholderName(
        String text,
        Form form,
        String namespace,
        Selector selector,
        @Nullable String id,
        @Nullable String field) {

    /** The field; a name without one has been refused ({@link Placeholders#problem}) before it is valued. */
    String givenField() {
        return Objects.requireNonNull(field, () -> "'" + text + "' names no field");
    }

    /** The paddle's or brick's id, likewise. */
    String givenId() {
        return Objects.requireNonNull(id, () -> "'" + text + "' names no object");
    }

    public enum Form {
        VALUE,
        WORKING,
        CHECK,
        SUMMARY
    }

    /** Which of several items of one kind: the n-th (from 1), or the one about an object (and side). */
    public record Selector(
            int index, @Nullable String objectId, @Nullable Side side) {
        public static final Selector NONE = new Selector(0, null, null);

        boolean isNone() {
            return index == 0 && objectId == null;
        }
    }

    private static final Pattern NAMESPACE = Pattern.compile("([a-z][a-zA-Z]*)(?:\\[([^\\]]*)\\])?(?:\\.(.+))?");

    /** @throws IllegalArgumentException when the text is not shaped like a placeholder name at all */
    public static PlaceholderName parse(String text) {
        String t = text.strip();
        Form form = Form.VALUE;
        int colon = t.indexOf(':');
        if (colon >= 0) {
            form = switch (t.substring(0, colon)) {
                case "working" -> Form.WORKING;
                case "check" -> Form.CHECK;
                case "summary" -> Form.SUMMARY;
                default -> throw new RefusedArgument("placeholder.form", t.substring(0, colon));
            };
            t = t.substring(colon + 1).strip();
        }
        Matcher m = NAMESPACE.matcher(t);
        if (!m.matches()) {
            throw new RefusedArgument("placeholder.notName", text);
        }
        String ns = m.group(1);
        Selector sel = m.group(2) == null ? Selector.NONE : selector(m.group(2), text);
        String rest = m.group(3);
        String id = null;
        String field = rest;
        if ((ns.equals("paddle") || ns.equals("brick")) && rest != null) {
            int dot = rest.lastIndexOf('.');
            if (dot <= 0) {
                throw new RefusedArgument("placeholder.idField", text, ns);
            }
            id = rest.substring(0, dot);
            field = rest.substring(dot + 1);
        }
        return new PlaceholderName(text.strip(), form, ns, sel, id, field);
    }

    private static Selector selector(String s, String text) {
        String in = s.strip();
        if (in.isEmpty()) {
            throw new RefusedArgument("placeholder.emptySelector", text);
        }
        if (in.chars().allMatch(Character::isDigit)) {
            int n = Integer.parseInt(in);
            if (n < 1) {
                throw new RefusedArgument("placeholder.fromOne", text);
            }
            return new Selector(n, null, null);
        }
        int slash = in.lastIndexOf('/');
        if (slash < 0) {
            return new Selector(0, in, null);
        }
        String side = in.substring(slash + 1).strip();
        try {
            return new Selector(0, in.substring(0, slash).strip(), Side.parse(side));
        } catch (IllegalArgumentException e) {
            throw new RefusedArgument("placeholder.side", text, side);
        }
    }
}
