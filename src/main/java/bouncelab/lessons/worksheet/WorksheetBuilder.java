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
        String carried = ""; // punctuation already written with the value before it
        for (int i = 0; i < runs.size(); i++) {
            Inline r = runs.get(i);
            if (r instanceof Inline.Text t) {
                String text = t.text().substring(carried.length());
                carried = "";
                sb.append(styled(WorksheetHtml.escape(text), t.emphasis(), t.strong()));
            } else if (r instanceof Inline.Code c) {
                sb.append("<code>").append(WorksheetHtml.escape(c.text())).append("</code>");
            } else if (r instanceof Inline.Placeholder p) {
                String value = value(p.name(), trace, scenario);
                // a line must not break between a value and the comma or stop after it (", vx = …" began a line):
                // the value's last word and the punctuation are kept together, the rest of it may still wrap
                carried = i + 1 < runs.size() && runs.get(i + 1) instanceof Inline.Text next
                        ? leadingPunctuation(next.text()) : "";
                if (carried.isEmpty()) {
                    sb.append(live(value, p));
                } else {
                    int cut = value.lastIndexOf(' ') + 1;
                    sb.append(cut > 0 ? live(value.substring(0, cut), p) : "").append("<span class=\"together\">")
                            .append(live(value.substring(cut), p)).append(WorksheetHtml.escape(carried))
                            .append("</span>");
                }
            } else if (r instanceof Inline.ActionLink a) {
                sb.append("<span class=\"try\">").append(WorksheetHtml.escape(a.label())).append("</span>")
                        .append(PAPER_NOTE);
            } else {
                sb.append("<br/>");
            }
        }
        return sb.toString();
    }

    private static String live(String value, Inline.Placeholder p) {
        return styled("<span class=\"live\">" + WorksheetHtml.escape(value) + "</span>", p.emphasis(), p.strong());
    }

    /** The punctuation a text starts with, as far as the first letter, digit or space. */
    private static String leadingPunctuation(String text) {
        int n = 0;
        while (n < text.length() && ",.;:!?)]”’".indexOf(text.charAt(n)) >= 0) {
            n++;
        }
        return text.substring(0, n);
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
