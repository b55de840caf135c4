package bouncelab.lessons;

import bouncelab.core.choice.AlgorithmId;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What the lesson panel gets: blocks and inline runs, no Markdown left to parse. */
class MarkdownBlocksTest {

    private static Lesson lesson(Path root, String body) {
        return (Lesson) LessonLoader.load(
                LessonFolders.write(root, "01-blocks", LessonFolders.FRONT + body, LessonFolders.SCENARIO));
    }

    @Test
    void headingsParagraphsAndInlineRuns(@TempDir Path root) {
        Lesson l = lesson(root, """
                ## Two *gaps*

                The gap is **{{pythagoras.circleDistanceX}} px**, see `{{not.a.placeholder}}` and
                [switch](action:algorithm=simple&overlay=pythagoras).
                """);
        assertEquals(
                new Block.Heading(
                        2, List.of(new Inline.Text("Two ", false, false), new Inline.Text("gaps", true, false))),
                l.blocks().get(0));
        assertEquals(
                new Block.Paragraph(List.of(
                        new Inline.Text("The gap is ", false, false),
                        new Inline.Placeholder("pythagoras.circleDistanceX", false, true),
                        new Inline.Text(" px", false, true),
                        new Inline.Text(", see ", false, false),
                        new Inline.Code("{{not.a.placeholder}}"),
                        new Inline.Text(" and ", false, false),
                        new Inline.ActionLink(
                                "switch",
                                List.of(
                                        new LessonAction.SetAlgorithm(AlgorithmId.SIMPLE),
                                        new LessonAction.ShowOverlay("pythagoras"))),
                        new Inline.Text(".", false, false))),
                l.blocks().get(1));
        assertEquals(List.of("pythagoras.circleDistanceX"), l.placeholders());
        assertEquals(1, l.actions().size());
    }

    @Test
    void aPlaceholderWithBracketsStaysWhole(@TempDir Path root) {
        Lesson l = lesson(root, "Second hit: {{hit[2].toi}} s, front edge {{edge[right/left].ua}}.\n");
        assertEquals(List.of("hit[2].toi", "edge[right/left].ua"), l.placeholders());
    }

    @Test
    void listsTablesCodeQuotesAndRules(@TempDir Path root) {
        Lesson l = lesson(root, """
                1. one {{frame}}
                2. two

                | name | value |
                | :--- | ----: |
                | x    | {{ball.x}} |

                ```java
                if (a) { b(); }
                ```

                > quoted {{ball.y}}

                ---
                """);
        Block.ListBlock list = (Block.ListBlock) l.blocks().get(0);
        assertTrue(list.ordered());
        assertEquals(1, list.start());
        assertEquals(2, list.items().size());
        Block.Table table = (Block.Table) l.blocks().get(1);
        assertEquals(List.of(Block.Align.LEFT, Block.Align.RIGHT), table.alignments());
        assertEquals(
                List.of(new Inline.Text("name", false, false)), table.header().get(0));
        assertEquals(
                List.of(new Inline.Placeholder("ball.x", false, false)),
                table.rows().get(0).get(1));
        assertEquals(
                new Block.CodeBlock("java", "if (a) { b(); }\n"), l.blocks().get(2));
        assertTrue(l.blocks().get(3) instanceof Block.Quote);
        assertEquals(new Block.Rule(), l.blocks().get(4));
        assertEquals(List.of("frame", "ball.x", "ball.y"), l.placeholders());
    }

    @Test
    void aQuestionBlockStandsWhereItIsWritten(@TempDir Path root) {
        Lesson l = lesson(root, """
                Before.

                ```question
                ask: Will it *bounce*?
                choices: yes | no
                answer: NO
                explain: It is at {{ball.x}},
                  far from the paddle.
                check: no event bounce at frame 3
                check: ball.x < 500 at frame 3 with simple
                ```

                After.
                """);
        assertEquals(3, l.blocks().size());
        Question q = ((Block.QuestionBlock) l.blocks().get(1)).question();
        assertEquals(q, l.questions().get(0));
        assertEquals(1, q.number());
        assertEquals("Will it bounce?", Inlines.plainText(q.ask()));
        assertEquals(List.of("yes", "no"), q.choices());
        assertEquals("no", q.answer(), "matched to the choice's own spelling");
        assertTrue(q.isCorrect("no"));
        assertEquals(3, q.revealAtFrame(), "from the checks");
        assertTrue(q.revealsAt(3));
        assertEquals("It is at {{ball.x}}, far from the paddle.", Inlines.plainText(q.explain()));
        assertEquals(2, q.checks().size());
        assertEquals(AlgorithmId.SIMPLE, q.checks().get(1).algorithm());
        assertEquals(List.of(), l.placeholders(), "placeholders in questions are the question's own");
        assertEquals(List.of("ball.x"), Inlines.placeholders(q.explain()));
        assertEquals(List.of(), l.failedChecks());
    }

    /** Front matter lines 1–7, the body from line 8: the fence on 8, the check on 12. */
    @Test
    void aWrongAnswerIsCaughtByItsCheckAndTheLessonIsRefused(@TempDir Path root) {
        LoadResult r = LessonLoader.load(
                LessonFolders.write(root, "01-blocks", LessonFolders.FRONT + """
                ```question
                ask: Does the ball bounce in frame 2?
                choices: yes | no
                answer: yes
                check: event bounce at frame 2
                ```
                """, LessonFolders.SCENARIO));
        LessonError e = assertInstanceOf(LessonError.class, r);
        assertEquals(12, e.line(), e.describe());
        assertEquals("check 'event bounce at frame 2' is false: frame 2 events: none", e.message());
    }
}
