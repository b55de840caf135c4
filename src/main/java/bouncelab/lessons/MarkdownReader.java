package bouncelab.lessons;

import bouncelab.core.scenario.ShotLimits;
import bouncelab.io.refusal.Refusal;
import java.util.ArrayList;
import java.util.List;
import org.commonmark.ext.gfm.tables.TableBlock;
import org.commonmark.ext.gfm.tables.TableBody;
import org.commonmark.ext.gfm.tables.TableCell;
import org.commonmark.ext.gfm.tables.TableHead;
import org.commonmark.ext.gfm.tables.TableRow;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.BlockQuote;
import org.commonmark.node.BulletList;
import org.commonmark.node.FencedCodeBlock;
import org.commonmark.node.Heading;
import org.commonmark.node.HtmlBlock;
import org.commonmark.node.Image;
import org.commonmark.node.IndentedCodeBlock;
import org.commonmark.node.LinkReferenceDefinition;
import org.commonmark.node.ListItem;
import org.commonmark.node.Node;
import org.commonmark.node.OrderedList;
import org.commonmark.node.Paragraph;
import org.commonmark.node.SourceSpan;
import org.commonmark.node.ThematicBreak;
import org.commonmark.parser.IncludeSourceSpans;
import org.commonmark.parser.Parser;

/**
 * Reads a lesson's Markdown body (after the front matter) with commonmark-java into {@link Block}s, checking as it
 * goes: placeholders must exist, links must be actions, images must come from the lesson's folder, and raw HTML
 * is refused. Every problem is a {@link LessonFormatException} with its line in lesson.md, gathered in
 * {@link ReadContext#problems} block by block, so one read finds every block's mistake.
 */
final class MarkdownReader {
    private final ReadContext ctx;

    private MarkdownReader(ReadContext ctx) {
        this.ctx = ctx;
    }

    static Parser parser() {
        return Parser.builder()
                .extensions(List.of(TablesExtension.create()))
                .includeSourceSpans(IncludeSourceSpans.BLOCKS_AND_INLINES)
                .build();
    }

    static List<Block> read(String body, ReadContext ctx) {
        return new MarkdownReader(ctx).blocks(parser().parse(body));
    }

    private List<Block> blocks(Node parent) {
        List<Block> out = new ArrayList<>();
        for (Node n = parent.getFirstChild(); n != null; n = n.getNext()) {
            try {
                block(n, out);
            } catch (LessonFormatException e) {
                ctx.problems.add(e); // reported with the others, so one run of check-lessons lists them all
            }
        }
        return out;
    }

    private void block(Node n, List<Block> out) {
        int line = lineOf(n);
        if (n instanceof Heading h) {
            out.add(new Block.Heading(h.getLevel(), InlineReader.read(h, ctx, line)));
        } else if (n instanceof Paragraph p) {
            paragraph(p, out);
        } else if (n instanceof BulletList || n instanceof OrderedList) {
            List<List<Block>> items = new ArrayList<>();
            for (Node item = n.getFirstChild(); item != null; item = item.getNext()) {
                items.add(blocks((ListItem) item));
            }
            boolean ordered = n instanceof OrderedList;
            out.add(new Block.ListBlock(ordered, ordered ? ((OrderedList) n).getStartNumber() : 0, items));
        } else if (n instanceof FencedCodeBlock f) {
            String info = f.getInfo() == null ? "" : f.getInfo().strip();
            if (info.equals("question")) {
                if (ctx.questions.size() == ShotLimits.MAX_QUESTIONS) {
                    throw new LessonFormatException(
                            line, Refusal.of("lesson.tooManyQuestions", String.valueOf(ShotLimits.MAX_QUESTIONS)));
                }
                Question q = QuestionReader.read(f.getLiteral(), line, ctx.questions.size() + 1, ctx);
                ctx.questions.add(q);
                out.add(new Block.QuestionBlock(q));
            } else {
                out.add(new Block.CodeBlock(info, f.getLiteral()));
            }
        } else if (n instanceof IndentedCodeBlock c) {
            out.add(new Block.CodeBlock("", c.getLiteral()));
        } else if (n instanceof BlockQuote) {
            out.add(new Block.Quote(blocks(n)));
        } else if (n instanceof ThematicBreak) {
            out.add(new Block.Rule());
        } else if (n instanceof TableBlock) {
            out.add(table(n));
        } else if (n instanceof HtmlBlock) {
            throw new LessonFormatException(line, Refusal.of("lesson.html"));
        } else if (!(n instanceof LinkReferenceDefinition)) {
            throw new LessonFormatException(
                    line, Refusal.of("lesson.unsupported", n.getClass().getSimpleName()));
        }
    }

    /** A paragraph, split where it holds images: each image becomes a block of its own. */
    private void paragraph(Paragraph p, List<Block> out) {
        List<Node> pending = new ArrayList<>();
        for (Node n = p.getFirstChild(); n != null; n = n.getNext()) {
            if (n instanceof Image img) {
                addParagraph(pending, p, out);
                pending.clear();
                out.add(image(img));
            } else {
                pending.add(n);
            }
        }
        addParagraph(pending, p, out);
    }

    private void addParagraph(List<Node> nodes, Paragraph p, List<Block> out) {
        List<Inline> runs = InlineReader.read(nodes, ctx, lineOf(p));
        boolean blank = runs.stream()
                .allMatch(r -> r instanceof Inline.Text t && t.text().isBlank() || r instanceof Inline.LineBreak);
        if (!blank) {
            out.add(new Block.Paragraph(runs));
        }
    }

    private Block image(Image img) {
        int line = lineOf(img);
        String path = img.getDestination();
        if (++ctx.images > ShotLimits.MAX_IMAGES) {
            throw new LessonFormatException(
                    line, Refusal.of("lesson.tooManyPictures", String.valueOf(ShotLimits.MAX_IMAGES)));
        }
        ImagePaths.check(path, ctx.folder()).ifPresent(problem -> {
            throw new LessonFormatException(line, problem);
        });
        return new Block.Image(path, InlineReader.plainText(img).strip());
    }

    private Block table(Node table) {
        List<Block.Align> aligns = new ArrayList<>();
        List<List<Inline>> header = new ArrayList<>();
        List<List<List<Inline>>> rows = new ArrayList<>();
        for (Node part = table.getFirstChild(); part != null; part = part.getNext()) {
            for (Node row = part.getFirstChild(); row != null; row = row.getNext()) {
                List<List<Inline>> cells = new ArrayList<>();
                for (Node cell = row.getFirstChild(); cell != null; cell = cell.getNext()) {
                    cells.add(InlineReader.read(cell, ctx, lineOf(row)));
                    if (part instanceof TableHead) {
                        aligns.add(align(((TableCell) cell).getAlignment()));
                    }
                }
                if (part instanceof TableHead) {
                    header.addAll(cells);
                } else if (part instanceof TableBody && row instanceof TableRow) {
                    rows.add(cells);
                }
            }
        }
        return new Block.Table(aligns, header, rows);
    }

    private static Block.Align align(TableCell.Alignment a) {
        if (a == null) {
            return Block.Align.NONE;
        }
        return switch (a) {
            case LEFT -> Block.Align.LEFT;
            case CENTER -> Block.Align.CENTRE;
            case RIGHT -> Block.Align.RIGHT;
        };
    }

    private int lineOf(Node n) {
        List<SourceSpan> spans = n.getSourceSpans();
        return spans.isEmpty() ? ctx.firstLine : ctx.line(spans.get(0).getLineIndex());
    }
}
