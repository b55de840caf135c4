package bouncelab.student;

import java.util.List;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/** The detail travels from the grading worker as one line of JSON and comes back as it was, the sweep's end too. */
class GradeDetailTest {

    private static GradeDetail detail(boolean swept) {
        return new GradeDetail(
                "Ada",
                "boolean hitPaddle(Paddle paddle, Ball ball) {\n  return true;\n}\n",
                List.of(),
                List.of(
                        new GradeDetail.ExampleMark("corner", true, true, null),
                        new GradeDetail.ExampleMark("closer", false, null, "line 2: division by zero")),
                List.of(new ReportCard.Disagreement(Probe.of(120, 130, 16, 100, 100, 12, 48), false, true)),
                swept);
    }

    @Test
    void whetherTheSweepFinishedSurvivesTheTrip() {
        for (boolean swept : List.of(true, false)) {
            GradeDetail d = detail(swept);
            String json = d.toJson();
            assertEquals(1, json.lines().count());
            assertEquals(d, GradeDetail.fromJson(json), json);
        }
    }

    @Test
    void aDetailThatDoesNotSayIsNotKnownToHaveFinished() {
        String json = detail(true).toJson().replace(",\"swept\":true", "");
        assertFalse(json.contains("swept"), json);
        assertEquals(detail(false), GradeDetail.fromJson(json));
        assertFalse(GradeDetail.notATest("Ada", "", List.of()).swept(), "a file that never became a test");
    }
}
