package bouncelab.lessons;

import java.util.List;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;

/** An assignment's task is read as a lesson's text is, and what a task cannot have is named at its line. */
class TaskMarkdownTest {

    @Test
    void aTaskBecomesTheLessonsBlocks() {
        TaskMarkdown.Read r = TaskMarkdown.read("# Catch it\n\nWrite `hitPaddle` so the ball *never* tunnels.\n\n"
                + "- test the corner\n- use `abs`\n\n```java\nreturn false;\n```\n");
        assertNull(r.problem());
        List<Block> b = r.blocks();
        assertEquals(4, b.size());
        assertInstanceOf(Block.Heading.class, b.get(0));
        Block.Paragraph p = assertInstanceOf(Block.Paragraph.class, b.get(1));
        assertEquals(new Inline.Code("hitPaddle"), p.runs().get(1));
        assertInstanceOf(Block.ListBlock.class, b.get(2));
        assertEquals(
                "return false;\n",
                assertInstanceOf(Block.CodeBlock.class, b.get(3)).code());
    }

    @Test
    void picturesLinksValuesAndQuestionsAreRefusedAtTheirLine() {
        assertEquals(
                "line 3: a task shows no pictures (it has no folder of its own); describe it in words",
                TaskMarkdown.read("# T\n\n![court](court.png)\n").problem());
        assertEquals(
                "line 2: a task has no links ('action:frame=4'): the student works offline",
                TaskMarkdown.read("text\n[go](action:frame=4)\n").problem());
        assertEquals(
                "line 1: a task has no {{values}}: nothing is stepping beside it to fill them in",
                TaskMarkdown.read("x is {{ball.x}}\n").problem());
        assertEquals(
                "line 3: questions belong in a lesson; a task says what to write",
                TaskMarkdown.read("a\n\n```question\nQ?\n```\n").problem());
        assertEquals(
                "line 1: HTML is not allowed in a lesson (lessons are Markdown only, no scripts)",
                TaskMarkdown.read("<div>x</div>\n").problem());
    }
}
