package bouncelab.lessons.worksheet;

import bouncelab.core.scenario.Scenario;
import bouncelab.core.trace.FrameTrace;
import bouncelab.lessons.Inline;
import bouncelab.lessons.Lesson;
import bouncelab.lessons.Placeholders;
import bouncelab.lessons.Question;
import bouncelab.lessons.QuestionFrame;

import java.util.ArrayList;
import java.util.List;

/**
 * Turns a lesson into a {@link Worksheet}. Each question refers to the frame its first check is about (with that
 * check's algorithm and set-up, so a question about 'switch to swept' shows swept), or else to the frame that
 * reveals it; its live values are filled in from that frame, as the panel would show them there.
 */
public final class WorksheetBuilder {
    /** After a 'try this' link's words on paper. */
    static final String PAPER_NOTE = " (as in the picture)";

    private WorksheetBuilder() {
    }

    /** @param imageDir the folder, relative to the HTML file, the pictures are written into */
    public static Worksheet of(Lesson lesson, String imageDir) {
        List<WorksheetQuestion> qs = new ArrayList<>();
        for (Question q : lesson.questions()) {
            FrameRef ref = frameOf(lesson, q);
            FrameTrace trace = ref.trace();
            String name = imageDir + "/q" + q.number() + "-frame" + ref.frame() + "-" + ref.algorithm().fileName();
            qs.add(new WorksheetQuestion(q.number(), html(q.ask(), trace, ref.scenario()), q.choices(), q.answer(),
                    html(q.explain(), trace, ref.scenario()), ref, name + "-start.png", name + ".png"));
        }
        String task = lesson.task() == null ? null : lesson.task().text()
                + " Done when the Bounce Lab report card shows " + lesson.task().doneWhen() + ".";
        return new Worksheet(lesson.id(), lesson.title(), lesson.credit(), qs, task);
    }

    /** The frame a question is about: the panel fills in its answer from the same one, {@link QuestionFrame}. */
    public static FrameRef frameOf(Lesson lesson, Question q) {
        QuestionFrame f = QuestionFrame.of(lesson, q);
        return new FrameRef(f.scenario(), f.algorithm(), f.frame());
    }

    /**
     * Runs of lesson text as HTML. A 'try this' link is rewritten for paper, which cannot be clicked: its words, and
     * that the picture shows it done (the picture is drawn with the set-up of the question's check).
     */
    static String html(List<Inline> runs, FrameTrace trace, Scenario scenario) {
        StringBuilder sb = new StringBuilder();
        for (Inline r : runs) {
            if (r instanceof Inline.Text t) {
                sb.append(styled(WorksheetHtml.escape(t.text()), t.emphasis(), t.strong()));
            } else if (r instanceof Inline.Code c) {
                sb.append("<code>").append(WorksheetHtml.escape(c.text())).append("</code>");
            } else if (r instanceof Inline.Placeholder p) {
                sb.append(styled("<span class=\"live\">" + WorksheetHtml.escape(value(p.name(), trace, scenario))
                        + "</span>", p.emphasis(), p.strong()));
            } else if (r instanceof Inline.ActionLink a) {
                sb.append("<span class=\"try\">").append(WorksheetHtml.escape(a.label())).append("</span>")
                        .append(PAPER_NOTE);
            } else {
                sb.append("<br/>");
            }
        }
        return sb.toString();
    }

    private static String value(String name, FrameTrace trace, Scenario scenario) {
        try {
            return Placeholders.resolve(name, trace, scenario);
        } catch (IllegalArgumentException e) {
            return Placeholders.NO_VALUE;
        }
    }

    private static String styled(String html, boolean emphasis, boolean strong) {
        String s = emphasis ? "<em>" + html + "</em>" : html;
        return strong ? "<strong>" + s + "</strong>" : s;
    }
}
