package bouncelab.lessons;

import bouncelab.io.refusal.Refusal;
import java.util.List;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.FencedCodeBlock;
import org.commonmark.node.Image;
import org.commonmark.node.Link;
import org.commonmark.node.Node;
import org.commonmark.node.SourceSpan;
import org.commonmark.node.Text;
import org.jspecify.annotations.Nullable;

/**
 * An assignment's task (issue 31): Markdown a teacher writes, read into the lessons' {@link Block}s so the Your test
 * tab shows it as a lesson's text is shown. A task stands alone, with no lesson folder or live frame behind it, so
 * it is text only: headings, paragraphs, lists, tables, quotes, code and emphasis, but no pictures, links,
 * {{values}} or questions, each refused at its line.
 */
public final class TaskMarkdown {
    private TaskMarkdown() {}

    /** The task's blocks, or what is wrong with it ("line 3: ...", null when nothing is), to be said in a language. */
    public record Read(List<Block> blocks, @Nullable Refusal why) {
        public Read {
            blocks = List.copyOf(blocks);
        }

        /** What is wrong, in English; null when nothing is. */
        public @Nullable String problem() {
            return why == null ? null : why.english();
        }
    }

    public static Read read(String markdown) {
        Node doc = MarkdownReader.parser().parse(markdown);
        Refusal refused = firstRefused(doc);
        if (refused != null) {
            return new Read(List.of(), refused);
        }
        ReadContext ctx = new ReadContext(null, null, 1); // neither is asked for: what would ask is refused above
        List<Block> blocks = MarkdownReader.read(markdown, ctx);
        if (!ctx.problems.isEmpty()) {
            LessonFormatException e = ctx.problems.get(0);
            return new Read(List.of(), Refusal.of("task.line", String.valueOf(e.line()), e.why()));
        }
        return new Read(blocks, null);
    }

    private static @Nullable Refusal firstRefused(Node doc) {
        Refusal[] found = new Refusal[1];
        doc.accept(new AbstractVisitor() {
            @Override
            public void visit(Image image) {
                note(image, Refusal.of("task.picture"));
            }

            @Override
            public void visit(Link link) {
                note(link, Refusal.of("task.link", link.getDestination()));
            }

            @Override
            public void visit(FencedCodeBlock code) {
                if ("question"
                        .equals(code.getInfo() == null ? "" : code.getInfo().strip())) {
                    note(code, Refusal.of("task.question"));
                }
            }

            @Override
            public void visit(Text text) {
                if (text.getLiteral().contains("{{")) {
                    note(text, Refusal.of("task.values"));
                }
            }

            private void note(Node n, Refusal problem) {
                if (found[0] == null) {
                    List<SourceSpan> spans = n.getSourceSpans();
                    int line = spans.isEmpty() ? 1 : spans.get(0).getLineIndex() + 1;
                    found[0] = Refusal.of("task.line", String.valueOf(line), problem);
                }
            }
        });
        return found[0];
    }
}
