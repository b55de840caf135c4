package bouncelab.lessons;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/** Small readings of parsed text: its placeholders, and its plain words for a list or a command line. */
public final class Inlines {
    private Inlines() {}

    /** The placeholder names in some runs, in order. */
    public static List<String> placeholders(List<Inline> runs) {
        return runs.stream()
                .filter(Inline.Placeholder.class::isInstance)
                .map(r -> ((Inline.Placeholder) r).name())
                .toList();
    }

    /** The placeholder names in the blocks' text, questions left out (they are shown at their own frames). */
    public static List<String> placeholders(Iterable<Block> blocks) {
        List<String> out = new ArrayList<>();
        for (Block b : blocks) {
            if (b instanceof Block.Heading h) {
                out.addAll(placeholders(h.runs()));
            } else if (b instanceof Block.Paragraph p) {
                out.addAll(placeholders(p.runs()));
            } else if (b instanceof Block.ListBlock l) {
                l.items().forEach(item -> out.addAll(placeholders(item)));
            } else if (b instanceof Block.Table t) {
                t.header().forEach(c -> out.addAll(placeholders(c)));
                t.rows().forEach(r -> r.forEach(c -> out.addAll(placeholders(c))));
            } else if (b instanceof Block.Quote q) {
                out.addAll(placeholders(q.blocks()));
            }
        }
        return out;
    }

    /** The runs as plain text, placeholders written as {{name}} and links as their labels. */
    public static String plainText(List<Inline> runs) {
        return plainText(runs, name -> "{{" + name + "}}");
    }

    /** The same, each placeholder written as {@code placeholder} gives it (its value at a frame, say). */
    public static String plainText(List<Inline> runs, Function<String, String> placeholder) {
        StringBuilder sb = new StringBuilder();
        for (Inline r : runs) {
            if (r instanceof Inline.Text t) {
                sb.append(t.text());
            } else if (r instanceof Inline.Code c) {
                sb.append(c.text());
            } else if (r instanceof Inline.Placeholder p) {
                sb.append(placeholder.apply(p.name()));
            } else if (r instanceof Inline.ActionLink a) {
                sb.append(a.label());
            } else {
                sb.append('\n');
            }
        }
        return sb.toString();
    }
}
