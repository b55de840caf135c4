package bouncelab.student;

import bouncelab.words.Book;
import bouncelab.words.Words;
import java.util.List;

/**
 * A worked example of the report card: a ball and a paddle, what is right, and why the case is there. The slides'
 * four worked examples come first (their numbers as printed), then corner cases chosen to catch the usual slips:
 * a box test (two of them are hits for a box but not for the circle), the diameter used as the radius, a touch
 * that must count, the ball bigger than the paddle.
 */
public record Example(String name, Probe probe, boolean expected) {

    private static final double PX = 530, PY = 200, PW = 70, PH = 200;
    private static final double CX = 580, CY = 200, CW = 20, CH = 100;

    /** Its name in {@code words}' language ({@link #name} is its name in data: marks.csv's columns, ids). */
    public String name(Words words) {
        return words.get(Book.GRADING, key("name"));
    }

    /** Why the case is there, in {@code words}' language. */
    public String about(Words words) {
        return words.get(Book.GRADING, key("about"));
    }

    /**
     * "example.off-the-corner.about": the Grading book's key for one of its words ({@code name}, {@code about}, and
     * {@code wrong}: what a wrong answer on it reveals).
     */
    public String key(String which) {
        return "example." + name.replace(' ', '-') + "." + which;
    }

    /** The examples, in the order the card shows them. */
    public static final List<Example> ALL = List.of(
            new Example("not overlapping", Probe.of(300, 450, 100, PX, PY, PW, PH), false),
            new Example("closer", Probe.of(450, 300, 100, PX, PY, PW, PH), false),
            new Example("overlapping", Probe.of(481, 300, 100, PX, PY, PW, PH), true),
            new Example("corner", Probe.of(575, 194, 20, CX, CY, CW, CH), true),
            new Example("off the corner", Probe.of(572, 192, 20, CX, CY, CW, CH), false),
            new Example("just off the corner", Probe.of(573, 192, 20, CX, CY, CW, CH), false),
            new Example("touching the corner", Probe.of(574, 192, 20, CX, CY, CW, CH), true),
            new Example("touching the face", Probe.of(480, 300, 100, PX, PY, PW, PH), true),
            new Example("one radius clear", Probe.of(560, 250, 20, CX, CY, CW, CH), false),
            new Example("just over the top", Probe.of(590, 191, 20, CX, CY, CW, CH), true),
            new Example("beyond the bottom", Probe.of(590, 311, 20, CX, CY, CW, CH), false),
            new Example("centre inside", Probe.of(590, 250, 20, CX, CY, CW, CH), true),
            new Example("ball bigger than paddle", Probe.of(105, 105, 200, 100, 100, 10, 10), true),
            new Example("under a flat paddle", Probe.of(200, 135, 20, 100, 100, 200, 20), false));
}
