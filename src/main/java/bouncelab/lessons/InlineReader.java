package bouncelab.lessons;

import bouncelab.core.scenario.ShotLimits;
import bouncelab.io.refusal.Refusal;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.commonmark.node.Code;
import org.commonmark.node.Emphasis;
import org.commonmark.node.HardLineBreak;
import org.commonmark.node.HtmlInline;
import org.commonmark.node.Image;
import org.commonmark.node.Link;
import org.commonmark.node.Node;
import org.commonmark.node.SoftLineBreak;
import org.commonmark.node.SourceSpan;
import org.commonmark.node.StrongEmphasis;
import org.commonmark.node.Text;

/**
 * Turns commonmark's inline nodes into flat {@link Inline} runs, finding {@code {{placeholders}}} in the text and
 * 'try this' links. Commonmark splits text at brackets and the like, so neighbouring text is joined before
 * placeholders are looked for; each piece remembers its line so an error still names the right one.
 */
final class InlineReader {
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{\\{([^{}]*)}}");

    private final ReadContext ctx;
    private final int fallbackLine;
    private final boolean fixedLine;
    private final List<Inline> out = new ArrayList<>();
    private final StringBuilder text = new StringBuilder();
    private final List<int[]> marks = new ArrayList<>(); // {offset in text, line}
    private boolean em;
    private boolean strong;

    private InlineReader(ReadContext ctx, int fallbackLine, boolean fixedLine) {
        this.ctx = ctx;
        this.fallbackLine = fallbackLine;
        this.fixedLine = fixedLine;
    }

    /** The runs of a block's inline children; {@code line} is used where a node has no position of its own. */
    static List<Inline> read(Node parent, ReadContext ctx, int line) {
        return run(new InlineReader(ctx, line, false), parent);
    }

    /** As {@link #read}, for text parsed on its own (a question's field), all of which is on {@code line}. */
    static List<Inline> readOnLine(Node parent, ReadContext ctx, int line) {
        return run(new InlineReader(ctx, line, true), parent);
    }

    /** The runs of some sibling nodes (a paragraph's text between two images). */
    static List<Inline> read(List<Node> nodes, ReadContext ctx, int line) {
        InlineReader r = new InlineReader(ctx, line, false);
        nodes.forEach(r::node);
        r.flush();
        return List.copyOf(r.out);
    }

    private static List<Inline> run(InlineReader r, Node parent) {
        r.children(parent);
        r.flush();
        return List.copyOf(r.out);
    }

    private void children(Node parent) {
        for (Node n = parent.getFirstChild(); n != null; n = n.getNext()) {
            node(n);
        }
    }

    private void node(Node n) {
        if (n instanceof Text t) {
            append(t.getLiteral(), lineOf(t));
        } else if (n instanceof SoftLineBreak) {
            append(" ", lineOf(n));
        } else if (n instanceof HardLineBreak) {
            flush();
            out.add(new Inline.LineBreak());
        } else if (n instanceof Code c) {
            flush();
            out.add(new Inline.Code(c.getLiteral()));
        } else if (n instanceof Emphasis || n instanceof StrongEmphasis) {
            flush();
            boolean was = n instanceof Emphasis ? em : strong;
            setStyle(n, true);
            children(n);
            flush();
            setStyle(n, was);
        } else if (n instanceof Link link) {
            flush();
            out.add(action(link));
        } else if (n instanceof Image) {
            throw new LessonFormatException(lineOf(n), Refusal.of("lesson.imagePlace"));
        } else if (n instanceof HtmlInline) {
            throw new LessonFormatException(lineOf(n), Refusal.of("lesson.html"));
        } else {
            throw new LessonFormatException(
                    lineOf(n), Refusal.of("lesson.unsupported", n.getClass().getSimpleName()));
        }
    }

    private void setStyle(Node n, boolean on) {
        if (n instanceof Emphasis) {
            em = on;
        } else {
            strong = on;
        }
    }

    /** A 'yours=FILE' action with the starter's text read from the lesson's folder. */
    private List<LessonAction> withStarters(List<LessonAction> actions) {
        List<LessonAction> out = new ArrayList<>();
        for (LessonAction a : actions) {
            if (a instanceof LessonAction.OpenYours y && y.file() != null) {
                try {
                    String text = ctx.folder()
                            .read(y.file())
                            .orElseThrow(() ->
                                    new IllegalArgumentException("no file '" + y.file() + "' in the lesson's folder"));
                    a = new LessonAction.OpenYours(y.file(), text);
                } catch (IOException e) {
                    throw new IllegalArgumentException("cannot read '" + y.file() + "': " + e.getMessage());
                }
            }
            out.add(a);
        }
        return out;
    }

    private Inline action(Link link) {
        String dest = link.getDestination();
        int line = lineOf(link);
        if (!LessonAction.isAction(dest)) {
            throw new LessonFormatException(line, Refusal.of("lesson.link", dest));
        }
        Inline.ActionLink a;
        try {
            a = new Inline.ActionLink(
                    plainText(link).strip(),
                    withStarters(LessonLimits.checked(LessonAction.parse(dest), ctx.scenario())));
        } catch (IllegalArgumentException e) {
            throw new LessonFormatException(line, Refusal.of("lesson.action", dest, RefusedArgument.why(e)));
        }
        if (ctx.actions.size() == ShotLimits.MAX_LINKS) {
            throw new LessonFormatException(
                    line, Refusal.of("lesson.tooManyLinks", String.valueOf(ShotLimits.MAX_LINKS)));
        }
        ctx.actions.add(a);
        return a;
    }

    /** The text of a node and its children, without formatting (a link's label). */
    static String plainText(Node parent) {
        StringBuilder sb = new StringBuilder();
        for (Node n = parent.getFirstChild(); n != null; n = n.getNext()) {
            if (n instanceof Text t) {
                sb.append(t.getLiteral());
            } else if (n instanceof Code c) {
                sb.append(c.getLiteral());
            } else if (n instanceof SoftLineBreak || n instanceof HardLineBreak) {
                sb.append(' ');
            } else {
                sb.append(plainText(n));
            }
        }
        return sb.toString();
    }

    private void append(String s, int line) {
        marks.add(new int[] {text.length(), line});
        text.append(s);
    }

    /** Ends the current stretch of text: splits it at placeholders and checks each name. */
    private void flush() {
        if (text.isEmpty()) {
            return;
        }
        String s = text.toString();
        Matcher m = PLACEHOLDER.matcher(s);
        int at = 0;
        while (m.find()) {
            addText(s.substring(at, m.start()), at);
            String name = m.group(1).strip();
            int line = lineAt(m.start());
            if (++ctx.placeholders > ShotLimits.MAX_PLACEHOLDERS) {
                throw new LessonFormatException(
                        line, Refusal.of("lesson.tooManyPlaceholders", String.valueOf(ShotLimits.MAX_PLACEHOLDERS)));
            }
            Placeholders.why(name, ctx.scenario()).ifPresent(p -> {
                throw new LessonFormatException(line, p);
            });
            out.add(new Inline.Placeholder(name, em, strong));
            at = m.end();
        }
        addText(s.substring(at), at);
        text.setLength(0);
        marks.clear();
    }

    private void addText(String s, int offset) {
        int open = s.indexOf("{{");
        if (open >= 0) {
            throw new LessonFormatException(lineAt(offset + open), Refusal.of("lesson.unclosed"));
        }
        if (!s.isEmpty()) {
            out.add(new Inline.Text(s, em, strong));
        }
    }

    private int lineAt(int offset) {
        int line = fallbackLine;
        for (int[] mark : marks) {
            if (mark[0] <= offset) {
                line = mark[1];
            }
        }
        return line;
    }

    private int lineOf(Node n) {
        List<SourceSpan> spans = n.getSourceSpans();
        return spans.isEmpty() || fixedLine
                ? fallbackLine
                : ctx.line(spans.get(0).getLineIndex());
    }
}
