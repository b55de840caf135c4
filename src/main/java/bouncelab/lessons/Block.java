package bouncelab.lessons;

import java.util.List;

/**
 * One block of a lesson's text, already parsed, so the lesson panel turns blocks into nodes without reading
 * Markdown again. Text inside blocks is a list of {@link Inline} runs.
 */
public sealed interface Block {

    record Heading(int level, List<Inline> runs) implements Block {
        public Heading {
            runs = List.copyOf(runs);
        }
    }

    record Paragraph(List<Inline> runs) implements Block {
        public Paragraph {
            runs = List.copyOf(runs);
        }
    }

    /** A bulleted or numbered list; each item is a list of blocks (usually one paragraph). */
    record ListBlock(boolean ordered, int start, List<List<Block>> items) implements Block {
        public ListBlock {
            items = items.stream().map(List::copyOf).toList();
        }
    }

    /** A fenced or indented code block, shown as written. {@code info} is the fence's language word, or "". */
    record CodeBlock(String info, String code) implements Block {}

    /** A GitHub-style table: the header row, then the body rows; each cell is a list of runs. */
    record Table(List<Align> alignments, List<List<Inline>> header, List<List<List<Inline>>> rows) implements Block {
        public Table {
            alignments = List.copyOf(alignments);
            header = header.stream().map(List::copyOf).toList();
            rows = rows.stream().map(r -> r.stream().map(List::copyOf).toList()).toList();
        }
    }

    enum Align {
        LEFT,
        CENTRE,
        RIGHT,
        NONE
    }

    /**
     * A picture from the lesson's own folder. {@code path} is relative to that folder and has been checked to
     * stay inside it; open it with {@link LessonFolder#open}.
     */
    record Image(String path, String alt) implements Block {}

    record Quote(List<Block> blocks) implements Block {
        public Quote {
            blocks = List.copyOf(blocks);
        }
    }

    /** A thematic break (a line of three dashes or stars). */
    record Rule() implements Block {}

    /** A predict-then-reveal question, where it stands in the text. */
    record QuestionBlock(Question question) implements Block {}
}
