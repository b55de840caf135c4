package bouncelab.ui.lesson;

import bouncelab.lessons.Block;
import bouncelab.lessons.Inline;
import bouncelab.lessons.Lesson;
import bouncelab.lessons.Question;
import bouncelab.ui.common.Styles;
import bouncelab.ui.common.Tips;
import bouncelab.ui.common.UiWords;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import javafx.scene.Node;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.Separator;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;
import org.jspecify.annotations.Nullable;

/**
 * Turns a lesson's parsed blocks into JavaFX nodes. Live values become text nodes that {@link #refresh} fills
 * with the current frame's numbers; 'try this' links call the model; questions become {@link QuestionBox}es.
 * Looks come from the stylesheet's lesson-* classes.
 */
public final class BlockNodes {
    private final @Nullable LessonModel model; // none behind text-only blocks
    private final @Nullable Lesson lesson;
    private final List<Live> live = new ArrayList<>();
    private final List<QuestionBox> questions = new ArrayList<>();
    private final List<CompletableFuture<Void>> pictures = new ArrayList<>();
    private final Consumer<String> error;

    /** A value shown in the text: live (question null) or pinned to a question's own frame. */
    private record Live(Text node, String name, @Nullable Question question) {}

    /** The lesson's model; text-only blocks have none and ask nothing of one. */
    private LessonModel model() {
        return Objects.requireNonNull(model, "text-only blocks have no lesson model");
    }

    private Lesson lesson() {
        return Objects.requireNonNull(lesson, "text-only blocks have no lesson");
    }

    BlockNodes(@Nullable LessonModel model, @Nullable Lesson lesson, Consumer<String> error) {
        this.model = model;
        this.lesson = lesson;
        this.error = error;
    }

    /**
     * Text-only blocks (an assignment's task, {@link bouncelab.lessons.TaskMarkdown}) as a lesson's text looks:
     * they hold no values, links, questions or pictures, so no lesson or model stands behind them.
     */
    public static List<Node> textOnly(List<Block> blocks) {
        BlockNodes nodes = new BlockNodes(null, null, problem -> {});
        return blocks.stream().map(nodes::block).toList();
    }

    List<Node> build() {
        List<Node> nodes = new ArrayList<>();
        for (Block b : lesson().blocks()) {
            nodes.add(block(b));
        }
        refresh();
        return nodes;
    }

    /**
     * Fills every live value with the current frame's (and pass's) number, and every question's values with its
     * own frame's; shows or hides each question's answer.
     */
    void refresh() {
        for (Live l : live) {
            l.node()
                    .setText(
                            l.question() == null
                                    ? model().value(l.name())
                                    : model().questionValue(l.question(), l.name()));
        }
        questions.forEach(QuestionBox::refresh);
    }

    private Node block(Block b) {
        if (b instanceof Block.Heading h) {
            TextFlow f = flow(h.runs());
            f.getStyleClass().add(Styles.lessonHeading(h.level()));
            return f;
        }
        if (b instanceof Block.Paragraph p) {
            TextFlow f = flow(p.runs());
            f.getStyleClass().add(Styles.LESSON_PARAGRAPH);
            return f;
        }
        if (b instanceof Block.ListBlock l) {
            VBox box = new VBox();
            box.getStyleClass().add(Styles.LESSON_LIST);
            int n = l.start();
            for (List<Block> item : l.items()) {
                Label bullet = new Label(l.ordered() ? (n++) + "." : "•");
                bullet.getStyleClass().add(Styles.LESSON_BULLET);
                VBox content = new VBox();
                item.forEach(ib -> content.getChildren().add(block(ib)));
                HBox row = new HBox(bullet, content);
                row.getStyleClass().add(Styles.LESSON_LIST_ITEM);
                box.getChildren().add(row);
            }
            return box;
        }
        if (b instanceof Block.CodeBlock c) {
            Label code = new Label(c.code().stripTrailing());
            code.getStyleClass().add(Styles.LESSON_CODE);
            code.setWrapText(true);
            return code;
        }
        if (b instanceof Block.Table t) {
            return table(t);
        }
        if (b instanceof Block.Image i) {
            return image(i);
        }
        if (b instanceof Block.Quote q) {
            VBox box = new VBox();
            box.getStyleClass().add(Styles.LESSON_QUOTE);
            q.blocks().forEach(qb -> box.getChildren().add(block(qb)));
            return box;
        }
        if (b instanceof Block.Rule) {
            return new Separator();
        }
        Block.QuestionBlock qb = (Block.QuestionBlock) b;
        Question q = qb.question();
        QuestionBox box = new QuestionBox(model(), q, runs -> flow(runs, q));
        questions.add(box);
        return box;
    }

    TextFlow flow(List<Inline> runs) {
        return flow(runs, null);
    }

    /** Runs as a text flow; their values are the question's own frame's when {@code question} is given. */
    private TextFlow flow(List<Inline> runs, @Nullable Question question) {
        TextFlow f = new TextFlow();
        for (Inline r : runs) {
            if (r instanceof Inline.ActionLink a) {
                f.getChildren().addAll(link(a));
            } else {
                f.getChildren().add(inline(r, question));
            }
        }
        return f;
    }

    private Node inline(Inline r, @Nullable Question question) {
        if (r instanceof Inline.Text t) {
            return styled(new Text(t.text()), t.emphasis(), t.strong(), Styles.LESSON_TEXT);
        }
        if (r instanceof Inline.Code c) {
            Text t = new Text(c.text());
            t.getStyleClass().add(Styles.LESSON_INLINE_CODE);
            return t;
        }
        if (r instanceof Inline.Placeholder p) {
            Text t = styled(new Text(), p.emphasis(), p.strong(), Styles.LESSON_LIVE);
            live.add(new Live(t, p.name(), question));
            return t;
        }
        return new Text("\n");
    }

    /**
     * A 'try this' link as one hyperlink per word, all doing the same, so that a long link wraps with the text
     * around it instead of running past the panel's edge; each carries the whole label as its accessible text. Tab
     * stops at the first word only, and every word shows the focus then: a link of seven words had taken seven Tabs,
     * a screen reader reading the whole label at each.
     */
    private List<Hyperlink> link(Inline.ActionLink a) {
        List<Hyperlink> parts = new ArrayList<>();
        for (String word : a.label().split("(?<= )")) {
            Hyperlink part = new Hyperlink(word);
            part.getStyleClass().add(Styles.LESSON_ACTION);
            part.setAccessibleText(a.label());
            Tips.text(part, UiWords.window("lesson.action.tip"));
            part.setOnAction(e -> {
                try {
                    model().apply(a.actions());
                } catch (RuntimeException ex) {
                    error.accept(UiWords.messages("lesson.action.failed", String.valueOf(ex.getMessage())));
                }
            });
            part.setFocusTraversable(parts.isEmpty());
            parts.add(part);
        }
        parts.get(0)
                .focusedProperty()
                .addListener((o, was, now) -> parts.forEach(p -> p.pseudoClassStateChanged(Styles.LINK_FOCUSED, now)));
        return parts;
    }

    private static Text styled(Text t, boolean emphasis, boolean strong, String cls) {
        t.getStyleClass().add(cls);
        if (emphasis) {
            t.getStyleClass().add(Styles.LESSON_EMPHASIS);
        }
        if (strong) {
            t.getStyleClass().add(Styles.LESSON_STRONG);
        }
        return t;
    }

    private Node table(Block.Table t) {
        GridPane g = new GridPane();
        g.getStyleClass().add(Styles.LESSON_TABLE);
        for (int c = 0; c < t.header().size(); c++) {
            TextFlow h = flow(t.header().get(c));
            h.getStyleClass().add(Styles.LESSON_TABLE_HEADER);
            g.add(h, c, 0);
        }
        for (int r = 0; r < t.rows().size(); r++) {
            List<List<Inline>> row = t.rows().get(r);
            for (int c = 0; c < row.size(); c++) {
                TextFlow cell = new WholeWordsFlow();
                cell.getChildren().addAll(List.copyOf(flow(row.get(c)).getChildren()));
                cell.getStyleClass().add(Styles.LESSON_TABLE_CELL);
                g.add(cell, c, r + 1);
            }
        }
        return g;
    }

    /**
     * A table cell never narrower than its longest word: a narrow panel squeezes the table's columns, and a word
     * broken across lines ("botto" / "m") is not read as one.
     */
    private static final class WholeWordsFlow extends TextFlow {
        @Override
        protected double computeMinWidth(double height) {
            double widest = 0;
            for (Node n : getChildren()) {
                if (n instanceof Text t) {
                    for (String word : t.getText().split("\\s+")) {
                        Text probe = new Text(word);
                        probe.setFont(t.getFont());
                        widest = Math.max(widest, probe.getLayoutBounds().getWidth());
                    }
                } else {
                    widest = Math.max(widest, n.minWidth(-1));
                }
            }
            return Math.ceil(widest) + snappedLeftInset() + snappedRightInset();
        }
    }

    private Node image(Block.Image i) {
        LessonPicture picture = new LessonPicture(lesson().folder(), i);
        pictures.add(picture.shown());
        return picture.node();
    }

    /** Done once every picture of the lesson is shown, or refused in its place ({@code render} waits for it). */
    CompletableFuture<Void> picturesShown() {
        return CompletableFuture.allOf(pictures.toArray(CompletableFuture[]::new));
    }
}
