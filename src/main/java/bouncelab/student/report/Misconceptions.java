package bouncelab.student.report;

import java.util.Map;

/**
 * For each worked example ({@link bouncelab.student.Example#ALL}, by name), the slip a wrong answer to it usually
 * reveals, in one sentence a teacher can say to the class.
 */
final class Misconceptions {
    private static final String MISSING_ABS = "Saying hit here usually means a missing abs(): a ball to the left "
            + "gives a negative distance, which always looks close enough.";
    private static final String BOX =
            "Saying hit here is a box test: the boxes overlap, but the round ball misses " + "the corner.";
    private static final String LESS_THAN =
            "Saying miss here means < was used where <= belongs: touching counts " + "as a hit.";

    private static final Map<String, String> BY_EXAMPLE = Map.ofEntries(
            Map.entry("not overlapping", MISSING_ABS),
            Map.entry("closer", MISSING_ABS),
            Map.entry(
                    "overlapping",
                    "Saying miss here means a plain overlap on the X axis is not seen, often "
                            + "because the distance is measured to the paddle's corner instead of its middle."),
            Map.entry(
                    "corner",
                    "Saying miss here means the corner test is missing, or compares a squared distance "
                            + "with a radius that is not squared."),
            Map.entry("off the corner", BOX),
            Map.entry("just off the corner", BOX),
            Map.entry("touching the corner", LESS_THAN),
            Map.entry("touching the face", LESS_THAN),
            Map.entry("one radius clear", "Saying hit here means the diameter was used where the radius belongs."),
            Map.entry("just over the top", "Saying miss here means the Y axis is not tested the way the X axis is."),
            Map.entry(
                    "beyond the bottom",
                    "Saying hit here means the paddle's bottom edge is in the wrong place, "
                            + "or the Y axis is not tested at all."),
            Map.entry(
                    "centre inside",
                    "Saying miss here means a ball whose centre is inside the paddle is not " + "counted as a hit."),
            Map.entry(
                    "ball bigger than paddle",
                    "Saying miss here means the test assumes the ball is smaller " + "than the paddle."),
            Map.entry("under a flat paddle", "Saying hit here means the paddle's width and height are mixed up."));

    private Misconceptions() {}

    /** The sentence for an example, or a plain one for an example this list does not know yet. */
    static String of(String example) {
        return BY_EXAMPLE.getOrDefault(example, "A wrong answer here shows a case the test does not handle yet.");
    }
}
