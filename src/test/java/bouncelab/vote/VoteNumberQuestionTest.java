package bouncelab.vote;

import bouncelab.lessons.Lesson;
import bouncelab.lessons.LessonSource;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A question that asks for a number is worked by hand: a class votes only on questions with choices. */
class VoteNumberQuestionTest {
    @Test
    void aNumberQuestionIsRefusedInOneLineAndAChoiceQuestionOpens() {
        Lesson three = LessonSource.find().load().lessons().stream()
                .filter(l -> l.id().startsWith("03-"))
                .findFirst()
                .orElseThrow();
        int number = 0;
        int choices = 0;
        for (int i = 0; i < three.questions().size(); i++) {
            if (three.questions().get(i).asksForNumber()) {
                number = i + 1;
            } else {
                choices = i + 1;
            }
        }
        assertTrue(number > 0, "lesson 3 asks for a number");
        int n = number;
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> VoteQuestion.of(three, n));
        assertTrue(e.getMessage().contains("asks for a number"), e.getMessage());
        assertFalse(e.getMessage().contains("\n"));
        if (choices > 0) {
            assertFalse(VoteQuestion.of(three, choices).choices().isEmpty());
        }
    }
}
