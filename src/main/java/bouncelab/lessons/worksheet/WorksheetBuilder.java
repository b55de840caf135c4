package bouncelab.lessons.worksheet;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.trace.FrameTrace;
import bouncelab.lessons.Inline;
import bouncelab.lessons.Lesson;
import bouncelab.lessons.LessonAction;
import bouncelab.lessons.PlaceholderName;
import bouncelab.lessons.Placeholders;
import bouncelab.lessons.Question;
import bouncelab.lessons.QuestionCheck;
import bouncelab.lessons.QuestionFrame;
import bouncelab.words.Words;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Turns a lesson into a {@link Worksheet}. Each question refers to the frame its first check is about (with that
 * check's algorithm and set-up, so a question about 'switch to swept' shows swept), or else to the frame that
 * reveals it; its live values are filled in from that frame, as the panel would show them there.
 */
public final class WorksheetBuilder {
    /** After a 'try this' link's words on paper, when the question's picture shows what the link sets up. */
    static final String PAPER_NOTE = new SheetWords(Lesson.ORIGINAL).text("link.pictured");

    private WorksheetBuilder() {}

    /**
     * The worksheet in the lesson's language (its own words too: headings, captions, lines).
     *
     * @param imageDir the folder, relative to the HTML file, the pictures are written into
     */
    public static Worksheet of(Lesson lesson, String imageDir) {
        SheetWords words = new SheetWords(lesson.language());
        Words text = Words.of(lesson.textLanguage()); // the live values read as part of the lesson's words
        List<WorksheetQuestion> qs = new ArrayList<>();
        for (Question q : lesson.questions()) {
            FrameRef ref = frameOf(lesson, q);
            FrameTrace trace = ref.trace();
            String name = imageDir + "/q" + q.number() + "-frame" + ref.frame() + "-"
                    + ref.algorithm().fileName();
            Predicate<List<LessonAction>> pictured = actions -> pictured(lesson, ref, actions);
            String answer =
                    q.asksForNumber() ? Placeholders.resolve(q.numberName(), trace, ref.scenario(), text) : q.answer();
            qs.add(new WorksheetQuestion(
                    q.number(),
                    html(q.ask(), trace, ref.scenario(), pictured, words, text),
                    q.choices(),
                    answer,
                    html(q.explain(), trace, ref.scenario(), pictured, words, text),
                    ref,
                    name + "-start.png",
                    name + ".png",
                    QuestionLabels.of(trace, ref.scenario(), q.ask(), q.choices(), Words.of(lesson.language())),
                    about(q, answer)));
        }
        String task = lesson.task() == null
                ? null
                : words.text(
                        "task.doneWhen", lesson.task().text(), lesson.task().doneWhen());
        return new Worksheet(lesson.id(), lesson.title(), lesson.credit(), qs, task, lesson.language());
    }

    /** A number of an answer: "750" of "all 750", "84,5" of a Spanish one. */
    private static final Pattern NUMBER = Pattern.compile("\\d+(?:[.,]\\d+)?");

    /**
     * What a question names of its frame's working, in its ask, its explanation, its checks and the number it asks
     * for, and the numbers of its answer ({@code answer}, as the sheet gives it).
     */
    static WorkAsked about(Question q, String answer) {
        List<String> names = new ArrayList<>();
        for (List<Inline> runs : List.of(q.ask(), q.explain())) {
            runs.stream()
                    .filter(Inline.Placeholder.class::isInstance)
                    .map(r -> ((Inline.Placeholder) r).name())
                    .forEach(names::add);
        }
        q.checks().stream()
                .filter(QuestionCheck.Claim.class::isInstance)
                .map(c -> ((QuestionCheck.Claim) c).placeholder())
                .forEach(names::add);
        if (q.asksForNumber()) {
            names.add(q.numberName());
        }
        Set<String> kinds = new TreeSet<>();
        Set<String> lines = new TreeSet<>();
        for (String name : names) {
            PlaceholderName n;
            try {
                n = PlaceholderName.parse(name);
            } catch (RuntimeException e) {
                continue; // refused as the lesson loaded; nothing to name here
            }
            kinds.add(n.namespace());
            if (n.field() != null && n.form() == PlaceholderName.Form.WORKING) {
                lines.add(n.namespace() + " working:" + n.field());
            } else if (n.field() != null && n.form() == PlaceholderName.Form.CHECK) {
                lines.add(n.namespace() + " check:" + n.field());
            }
        }
        List<Double> numbers = new ArrayList<>();
        Matcher m = NUMBER.matcher(answer);
        while (m.find()) {
            numbers.add(Double.parseDouble(m.group().replace(',', '.')));
        }
        return new WorkAsked(kinds, lines, numbers);
    }

    /** The frame a question is about: the panel fills in its answer from the same one, {@link QuestionFrame}. */
    public static FrameRef frameOf(Lesson lesson, Question q) {
        QuestionFrame f = QuestionFrame.of(lesson, q);
        return new FrameRef(f.scenario(), f.algorithm(), f.frame());
    }

    /** What the picture of a question labels over the court, in the lesson's language. */
    public static QuestionLabels labelsOf(Lesson lesson, Question q) {
        FrameRef ref = frameOf(lesson, q);
        return QuestionLabels.of(ref.trace(), ref.scenario(), q.ask(), q.choices(), Words.of(lesson.language()));
    }

    /**
     * Runs of lesson text as HTML. A 'try this' link is rewritten for paper, which cannot be clicked: its words, and
     * that the picture shows it done when it does ({@code pictured}: the picture is drawn with the set-up of the
     * question's first check), or else what it sets up, in words, to do in Bounce Lab. Its live values are written in
     * {@code valuesIn}'s language, the language of the lesson's words.
     */
    static String html(
            List<Inline> runs,
            FrameTrace trace,
            Scenario scenario,
            Predicate<List<LessonAction>> pictured,
            SheetWords words,
            Words valuesIn) {
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
                String value = value(p.name(), trace, scenario, valuesIn);
                // a line must not break between a value and the comma or stop after it (", vx = …" began a line):
                // the value's last word and the punctuation are kept together, the rest of it may still wrap
                carried = i + 1 < runs.size() && runs.get(i + 1) instanceof Inline.Text next
                        ? leadingPunctuation(next.text())
                        : "";
                if (carried.isEmpty()) {
                    sb.append(live(value, p));
                } else {
                    int cut = value.lastIndexOf(' ') + 1;
                    sb.append(cut > 0 ? live(value.substring(0, cut), p) : "")
                            .append("<span class=\"together\">")
                            .append(live(value.substring(cut), p))
                            .append(WorksheetHtml.escape(carried))
                            .append("</span>");
                }
            } else if (r instanceof Inline.ActionLink a) {
                sb.append("<span class=\"try\">")
                        .append(WorksheetHtml.escape(a.label()))
                        .append("</span>")
                        .append(
                                pictured.test(a.actions())
                                        ? WorksheetHtml.escape(words.text("link.pictured"))
                                        : WorksheetHtml.escape(
                                                words.text("link.inBounceLab", inWords(a.actions(), words))));
            } else {
                sb.append("<br/>");
            }
        }
        return sb.toString();
    }

    /**
     * True if the question's picture shows the shot and algorithm a link sets up: it sets one of them, and applied
     * to the lesson's own shot it gives the picture's. (A link to other rules, in an answer, is not in the picture.)
     */
    static boolean pictured(Lesson lesson, FrameRef picture, List<LessonAction> actions) {
        Scenario s = lesson.scenario();
        AlgorithmId algorithm = lesson.algorithm();
        boolean setsUp = false;
        for (LessonAction a : actions) {
            if (a instanceof LessonAction.SetAlgorithm set) {
                algorithm = set.algorithm();
                setsUp = true;
            } else if (a.changesScenario()) {
                s = a.applyTo(s);
                setsUp = true;
            }
        }
        return setsUp && s.equals(picture.scenario()) && algorithm == picture.algorithm();
    }

    /** What a link does, in the words of the window's controls: "Bounce Lab's own rules, 10 px a frame, frame 27". */
    static String inWords(List<LessonAction> actions, SheetWords words) {
        List<String> said = new ArrayList<>();
        for (LessonAction a : actions) {
            said.add(inWords(a, words));
        }
        return String.join(", ", said);
    }

    private static String inWords(LessonAction a, SheetWords words) {
        if (a instanceof LessonAction.SetAlgorithm x) {
            return x.algorithm().fileName();
        } else if (a instanceof LessonAction.SetRules x) {
            return words.text("link.rules", words.rules(x.rules()));
        } else if (a instanceof LessonAction.SetSpeed x) {
            return words.text("link.speed", words.exact(x.pxPerFrame()));
        } else if (a instanceof LessonAction.SetDt x) {
            return words.text("link.dt", words.exact(x.seconds()));
        } else if (a instanceof LessonAction.GoToFrame x) {
            return words.text("link.frame", Integer.toString(x.frame()));
        } else if (a instanceof LessonAction.ShowOverlay x) {
            return words.text("link.overlayOn", x.overlay());
        } else if (a instanceof LessonAction.HideOverlay x) {
            return words.text("link.overlayOff", x.overlay());
        } else if (a instanceof LessonAction.Reset) {
            return words.text("link.reset");
        }
        return words.text("link.yours");
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

    private static String value(String name, FrameTrace trace, Scenario scenario, Words text) {
        try {
            return Placeholders.resolve(name, trace, scenario, text);
        } catch (IllegalArgumentException e) {
            return Placeholders.NO_VALUE;
        }
    }

    private static String styled(String html, boolean emphasis, boolean strong) {
        String s = emphasis ? "<em>" + html + "</em>" : html;
        return strong ? "<strong>" + s + "</strong>" : s;
    }
}
