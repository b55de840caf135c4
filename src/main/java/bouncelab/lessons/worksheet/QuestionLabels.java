package bouncelab.lessons.worksheet;

import bouncelab.core.geometry.Vec2;
import bouncelab.core.scenario.Brick;
import bouncelab.core.scenario.Paddle;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.trace.FrameTrace;
import bouncelab.lessons.Inline;
import bouncelab.words.Book;
import bouncelab.words.Words;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * What a question's picture writes on the court besides each object's id, giving nothing away: the ball where the
 * frame starts (A) and its velocity ({@code ballText}, a label each), the numbers a student works from; and the
 * objects the question or its choices name by id, labelled even where the id does not fit inside them. Where the
 * ball ends (B), and anything the frame's working finds, is left to the answer's picture.
 */
public record QuestionLabels(Vec2 ball, Vec2 velocity, List<String> ballText, Set<String> named) {
    public QuestionLabels {
        ballText = List.copyOf(ballText);
        named = Set.copyOf(named);
    }

    /**
     * Whether the ball's label goes left of it: behind a ball moving right, where it has been, so that the label
     * covers neither its path ahead nor what it is about to meet.
     */
    public boolean behindIsLeft() {
        return velocity.x() >= 0;
    }

    /** The labels of the picture of {@code trace}'s frame as it starts, for a question asked in {@code ask}. */
    static QuestionLabels of(FrameTrace trace, Scenario scenario, List<Inline> ask, List<String> choices, Words words) {
        Vec2 a = trace.a();
        Vec2 v = trace.before().velocity();
        List<String> text = List.of(
                words.format(Book.WORKSHEET, "picture.ball", words.number(a.x()), words.number(a.y())),
                words.format(Book.WORKSHEET, "picture.velocity", words.number(v.x()), words.number(v.y())));
        return new QuestionLabels(a, v, text, named(scenario, ask, choices));
    }

    /** The paddles and bricks whose ids the question's words or its choices name, as whole words. */
    static Set<String> named(Scenario scenario, List<Inline> ask, List<String> choices) {
        List<String> texts = new ArrayList<>(choices);
        for (Inline r : ask) {
            texts.add(
                    r instanceof Inline.Text t
                            ? t.text()
                            : r instanceof Inline.Code c
                                    ? c.text()
                                    : r instanceof Inline.ActionLink l ? l.label() : "");
        }
        Set<String> said = new HashSet<>();
        for (String text : texts) {
            said.addAll(List.of(text.split("[^\\p{L}\\p{N}_-]+")));
        }
        Set<String> named = new TreeSet<>();
        for (Paddle p : scenario.paddles()) {
            if (said.contains(p.id())) {
                named.add(p.id());
            }
        }
        for (Brick b : scenario.allBricks()) {
            if (said.contains(b.id())) {
                named.add(b.id());
            }
        }
        return named;
    }
}
