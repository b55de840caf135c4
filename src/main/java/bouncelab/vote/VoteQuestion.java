package bouncelab.vote;

import bouncelab.core.trace.FrameTrace;
import bouncelab.io.json.JsonWriter;
import bouncelab.lessons.Inline;
import bouncelab.lessons.Inlines;
import bouncelab.lessons.Lesson;
import bouncelab.lessons.Placeholders;
import bouncelab.lessons.Question;
import bouncelab.lessons.QuestionFrame;
import bouncelab.words.Words;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * A lesson's question as the class votes on it: the ask in plain words, its live values filled in at the
 * question's own frame (as the question box shows them), and the choices. The answer and the frame to reveal stay
 * here for the teacher's side; {@link #toStudentJson} leaves them out.
 */
public record VoteQuestion(
        String lessonId, int number, String ask, List<String> choices, String answer, int revealAtFrame) {

    public VoteQuestion {
        choices = List.copyOf(choices);
        if (!choices.contains(answer)) {
            throw new IllegalArgumentException("the answer '" + answer + "' is not one of the choices");
        }
    }

    /** Question {@code number} (from 1) of the lesson. */
    public static VoteQuestion of(Lesson lesson, int number) {
        if (number < 1 || number > lesson.questions().size()) {
            throw new IllegalArgumentException(
                    "lesson " + lesson.id() + " has " + lesson.questions().size() + " question"
                            + (lesson.questions().size() == 1 ? "" : "s") + ", not " + number);
        }
        Question q = lesson.questions().get(number - 1);
        if (q.asksForNumber()) {
            throw new IllegalArgumentException("question " + number + " of lesson " + lesson.id() + " asks for a "
                    + "number, worked by hand: a class vote needs a question with choices");
        }
        QuestionFrame f = QuestionFrame.of(lesson, q);
        return new VoteQuestion(
                lesson.id(),
                number,
                plain(q.ask(), f.trace(), f, Words.of(lesson.textLanguage())),
                q.choices(),
                q.answer(),
                q.revealAtFrame() > 0 ? q.revealAtFrame() : f.frame());
    }

    /** The ask as plain text, its live values written as the lesson's words are. */
    private static String plain(List<Inline> runs, FrameTrace trace, QuestionFrame f, Words words) {
        return Inlines.plainText(runs, name -> Placeholders.resolve(name, trace, f.scenario(), words))
                .strip();
    }

    /**
     * What a student's page is given: no answer, no frame number. {@code yours} is the device's vote, or null;
     * {@code picture}, whether the frame's picture can be asked for yet.
     */
    public String toStudentJson(@Nullable String yours, boolean picture) {
        JsonWriter w = new JsonWriter();
        w.beginObject()
                .name("lesson")
                .value(lessonId)
                .name("question")
                .value(number)
                .name("ask")
                .value(ask)
                .name("choices")
                .beginArray();
        choices.forEach(w::value);
        w.endArray().name("yours");
        if (yours == null) {
            w.nullValue();
        } else {
            w.value(yours);
        }
        return w.name("picture").value(picture).endObject().toString();
    }
}
