package bouncelab.lessons;

import bouncelab.io.image.TestPictures;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import static bouncelab.lessons.LessonFolders.BODY;
import static bouncelab.lessons.LessonFolders.FRONT;
import static bouncelab.lessons.LessonFolders.SCENARIO;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.params.provider.Arguments.arguments;

/**
 * A lesson that cannot be read gives one error naming its file and line, and the lessons beside it still load.
 * Each case puts a bad lesson 02-bad between two good ones.
 */
class BadLessonsTest {
    private static final String MD = LessonLoader.LESSON_FILE;
    private static final String JSON = LessonLoader.SCENARIO_FILE;

    static Stream<Arguments> badLessons() {
        return Stream.of(
                arguments("no front matter", "# Just a heading\n", SCENARIO, MD, 1, "front matter"),
                arguments("unclosed front matter", "---\ntitle: T\narticle: A\n", SCENARIO, MD, 1, "no closing"),
                arguments(
                        "unknown front matter key",
                        FRONT.replace("overlays: path, labels", "colour: red") + BODY,
                        SCENARIO,
                        MD,
                        5,
                        "unknown front matter key 'colour'"),
                arguments(
                        "zoom neither court nor working",
                        FRONT.replace("overlays: path, labels", "zoom: close") + BODY,
                        SCENARIO,
                        MD,
                        5,
                        "zoom must be court or working, not 'close'"),
                arguments(
                        "unknown algorithm",
                        FRONT.replace("pythagoras", "quantum") + BODY,
                        SCENARIO,
                        MD,
                        4,
                        "unknown algorithm 'quantum'"),
                arguments(
                        "unknown overlay",
                        FRONT.replace("path, labels", "path, sparkles") + BODY,
                        SCENARIO,
                        MD,
                        5,
                        "unknown overlay 'sparkles'"),
                arguments(
                        "frame not a number",
                        FRONT.replace("frame: 1", "frame: first") + BODY,
                        SCENARIO,
                        MD,
                        6,
                        "frame must be"),
                arguments(
                        "task-check share over 1",
                        FRONT.replace(
                                        "frame: 1\n",
                                        "frame: 1\ntask: Write hitPaddle\n"
                                                + "task-check: examples and agreement >= 2\n")
                                + BODY,
                        SCENARIO,
                        MD,
                        8,
                        "task-check: agreement must be a share from 0 to 1 (or 0% to 100%), not '2'"),
                arguments(
                        "task-check not a check",
                        FRONT.replace("frame: 1\n", "frame: 1\ntask: Write hitPaddle\n" + "task-check: all green\n")
                                + BODY,
                        SCENARIO,
                        MD,
                        8,
                        "not 'all green'"),
                arguments(
                        "task without a check",
                        FRONT.replace("frame: 1\n", "frame: 1\ntask: Write hitPaddle\n") + BODY,
                        SCENARIO,
                        MD,
                        7,
                        "a task needs a 'task-check:'"),
                arguments(
                        "starter outside the lesson's folder",
                        FRONT + BODY.replace("action:frame=2", "action:yours=../x.pde"),
                        SCENARIO,
                        MD,
                        11,
                        "yours= names a .pde or .java file"),
                arguments(
                        "starter missing",
                        FRONT + BODY.replace("action:frame=2", "action:yours=none.pde"),
                        SCENARIO,
                        MD,
                        11,
                        "no file 'none.pde' in the lesson's folder"),
                arguments(
                        "no title",
                        FRONT.replace("title: A good lesson\n", "") + BODY,
                        SCENARIO,
                        MD,
                        6,
                        "needs 'title:'"),
                arguments(
                        "scenario field wrong",
                        FRONT + BODY,
                        SCENARIO.replace("\"radius\": 8", "\"radius\": -3"),
                        JSON,
                        4,
                        "field 'ball.radius': must not be negative"),
                arguments(
                        "scenario ball inside paddle",
                        FRONT + BODY,
                        SCENARIO.replace("\"x\": 400", "\"x\": 705"),
                        JSON,
                        4,
                        "starts inside paddle 'right'"),
                arguments("scenario not JSON", FRONT + BODY, "{\n  \"court\": \n}", JSON, 3, "expected a value"),
                arguments(
                        "unknown placeholder field",
                        FRONT + BODY.replace("{{ball.x}}", "{{ball.colour}}"),
                        SCENARIO,
                        MD,
                        11,
                        "unknown placeholder 'ball.colour'"),
                arguments(
                        "unknown placeholder namespace",
                        FRONT + BODY.replace("{{ball.x}}", "{{pythag.hit}}"),
                        SCENARIO,
                        MD,
                        11,
                        "no namespace 'pythag'"),
                arguments(
                        "misspelt quantity",
                        FRONT + BODY.replace("{{ball.x}}", "{{pythagoras.cornerDist}}"),
                        SCENARIO,
                        MD,
                        11,
                        "unknown placeholder 'pythagoras.cornerDist'"),
                arguments(
                        "unknown paddle",
                        FRONT + BODY.replace("{{ball.x}}", "{{paddle.left.x}}"),
                        SCENARIO,
                        MD,
                        11,
                        "no paddle 'left'"),
                arguments(
                        "placeholder on a later line of a paragraph",
                        FRONT + BODY.replace("{{ball.x}}.", "\nsomething {{ball.vz}}."),
                        SCENARIO,
                        MD,
                        12,
                        "unknown placeholder 'ball.vz'"),
                arguments(
                        "unclosed placeholder",
                        FRONT + BODY.replace("{{ball.x}}", "{{ball.x"),
                        SCENARIO,
                        MD,
                        11,
                        "'{{' without a matching '}}'"),
                arguments(
                        "missing image",
                        FRONT + BODY.replace("# Hello", "![the court](court.png)"),
                        SCENARIO,
                        MD,
                        9,
                        "not in the lesson's folder"),
                arguments(
                        "image leaving the folder",
                        FRONT + BODY.replace("# Hello", "![x](../01-good/pic.png)"),
                        SCENARIO,
                        MD,
                        9,
                        "leaves the lesson's folder"),
                arguments(
                        "image at an absolute path",
                        FRONT + BODY.replace("# Hello", "![x](/etc/pic.png)"),
                        SCENARIO,
                        MD,
                        9,
                        "absolute path"),
                arguments(
                        "image from a URL",
                        FRONT + BODY.replace("# Hello", "![x](https://example.com/pic.png)"),
                        SCENARIO,
                        MD,
                        9,
                        "is a URL"),
                arguments(
                        "image that is not a picture",
                        FRONT + BODY.replace("# Hello", "![x](run.sh)"),
                        SCENARIO,
                        MD,
                        9,
                        "not a picture"),
                arguments(
                        "unknown action",
                        FRONT + BODY.replace("action:frame=2", "action:warp=9"),
                        SCENARIO,
                        MD,
                        11,
                        "unknown action 'warp'"),
                arguments(
                        "action with a bad value",
                        FRONT + BODY.replace("action:frame=2", "action:frame=2&speed=-1"),
                        SCENARIO,
                        MD,
                        11,
                        "speed must be more than 0"),
                arguments(
                        "link to the web",
                        FRONT + BODY.replace("action:frame=2", "https://example.com"),
                        SCENARIO,
                        MD,
                        11,
                        "'try this' actions"),
                arguments(
                        "raw HTML",
                        FRONT + BODY.replace("# Hello", "<script>alert(1)</script>"),
                        SCENARIO,
                        MD,
                        9,
                        "HTML is not allowed"),
                arguments(
                        "answer not a choice",
                        FRONT + BODY.replace("answer: no", "answer: maybe"),
                        SCENARIO,
                        MD,
                        16,
                        "the answer 'maybe' is not one of the choices"),
                arguments(
                        "question without ask",
                        FRONT + BODY.replace("ask: Does the ball reach the paddle in frame 2?\n", ""),
                        SCENARIO,
                        MD,
                        13,
                        "needs 'ask:'"),
                arguments(
                        "one choice only",
                        FRONT + BODY.replace("yes | no", "no"),
                        SCENARIO,
                        MD,
                        15,
                        "at least two choices"),
                arguments(
                        "unknown question field",
                        FRONT + BODY.replace("answer: no", "answer: no\nhint: think"),
                        SCENARIO,
                        MD,
                        17,
                        "question lines start with"),
                arguments(
                        "check that cannot be read",
                        FRONT + BODY.replace("no event bounce at frame 2", "the ball bounces"),
                        SCENARIO,
                        MD,
                        17,
                        "a check reads"),
                arguments(
                        "check with an unknown name",
                        FRONT + BODY.replace("no event bounce at frame 2", "pythagoras.hitt = true at frame 2"),
                        SCENARIO,
                        MD,
                        17,
                        "unknown placeholder 'pythagoras.hitt'"),
                arguments(
                        "check with an unknown event",
                        FRONT + BODY.replace("event bounce", "event explode"),
                        SCENARIO,
                        MD,
                        17,
                        "unknown event 'explode'"),
                arguments(
                        "question with no frame to reveal at",
                        FRONT + BODY.replace("check: no event bounce at frame 2\n", ""),
                        SCENARIO,
                        MD,
                        13,
                        "reveal-at-frame"),
                // what LessonChecks and the limits refuse: the lesson reads, but says what is not so
                arguments(
                        "a 'try this' speed past a scenario file's limits",
                        FRONT + BODY.replace("action:frame=2", "action:speed=1e12"),
                        SCENARIO,
                        MD,
                        11,
                        "the ball's velocity would be (50000000000000, 0) px/s"),
                arguments(
                        "a 'try this' dt past a scenario file's limits",
                        FRONT + BODY.replace("action:frame=2", "action:frame=2&dt=20"),
                        SCENARIO,
                        MD,
                        11,
                        "dt would be 20 s"),
                arguments(
                        "a check after a dt no file may hold",
                        FRONT + BODY.replace("at frame 2", "at frame 2 after dt=11"),
                        SCENARIO,
                        MD,
                        17,
                        "check: dt would be 11 s"),
                arguments(
                        "a false check",
                        FRONT + BODY.replace("no event bounce at frame 2", "ball.x = 500 at frame 2"),
                        SCENARIO,
                        MD,
                        17,
                        "check 'ball.x = 500 at frame 2' is false: it is 404"),
                arguments(
                        "a false event check",
                        FRONT + BODY.replace("no event bounce", "event bounce"),
                        SCENARIO,
                        MD,
                        17,
                        "check 'event bounce at frame 2' is false: frame 2 events: none"),
                arguments(
                        "a question before the opening frame",
                        FRONT.replace("frame: 1", "frame: 3") + BODY,
                        SCENARIO,
                        MD,
                        13,
                        "question 1 reveals at frame 2, before frame 3 where the lesson opens"),
                arguments(
                        "a reveal-at-frame before the opening frame",
                        FRONT.replace("frame: 1", "frame: 5")
                                + BODY.replace("answer: no\n", "answer: no\nreveal-at-frame: 4\n"),
                        SCENARIO,
                        MD,
                        17,
                        "question 1 reveals at frame 4, before frame 5"),
                arguments(
                        "a number with no value at the question's frame",
                        FRONT + BODY.replace("answer: no\n", "answer: no\nexplain: It bounces at x = {{bounce.x}}.\n"),
                        SCENARIO,
                        MD,
                        17,
                        "question 1's explanation: {{bounce.x}} has no value at frame 2 with pythagoras"),
                arguments(
                        "a number with no value in the ask",
                        FRONT + BODY.replace("in frame 2?", "in frame 2? {{hit.toi}}"),
                        SCENARIO,
                        MD,
                        14,
                        "question 1's ask: {{hit.toi}} has no value"),
                arguments(
                        "a check past the last frame",
                        FRONT + BODY.replace("at frame 2", "at frame 601"),
                        SCENARIO,
                        MD,
                        17,
                        "looks at frame 601, past the last frame the window shows (600)"),
                arguments("missing lesson.md", null, SCENARIO, MD, 0, "missing lesson.md"),
                arguments("missing scenario.json", FRONT + BODY, null, JSON, 0, "missing scenario.json"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badLessons")
    void aBadLessonIsReportedAndTheOthersStillLoad(
            String what, String md, String json, String file, int line, String message, @TempDir Path root)
            throws IOException {
        LessonFolders.good(root, "01-good");
        Files.write(root.resolve("01-good/pic.png"), new byte[] {1}); // exists, but is another lesson's
        LessonFolders.write(root, "02-bad", md, json);
        LessonFolders.good(root, "03-good");

        Course course = LessonLoader.loadAll(root);

        assertEquals(
                List.of("01-good", "03-good"),
                course.lessons().stream().map(Lesson::id).toList());
        assertEquals(1, course.errors().size(), course.errors().toString());
        LessonError e = course.errors().get(0);
        assertEquals("02-bad", e.lessonId());
        assertEquals(root.resolve("02-bad").resolve(file).toString(), e.file());
        assertEquals(line, e.line(), e.describe());
        assertTrue(e.message().contains(message), e.describe());
        assertTrue(e.describe().startsWith(e.file() + ":" + line + ": "), e.describe());
    }

    @Test
    void aFolderWithoutANumberIsAnError(@TempDir Path root) {
        LessonFolders.good(root, "01-good");
        LessonFolders.good(root, "drafts");
        Course course = LessonLoader.loadAll(root);
        assertEquals(
                List.of("01-good"), course.lessons().stream().map(Lesson::id).toList());
        assertEquals("drafts", course.errors().get(0).lessonId());
        assertTrue(course.errors().get(0).message().contains("starts with its number"));
    }

    /**
     * A valid PNG of a few hundred KB that decodes to 20000 x 20000 pixels killed the window (and, remembered as the
     * last lesson, every later start). Its size is read from its header: the lesson is refused at the picture's
     * line, as check-lessons says it, and the window lists it so; the picture is never decoded.
     */
    @Test
    void aPictureOverTheCapIsRefusedAtItsLine(@TempDir Path root) throws IOException {
        LessonFolders.good(root, "01-good");
        Path dir = LessonFolders.write(
                root, "02-bomb", FRONT + BODY.replace("# Hello", "![the court](bomb.png)"), SCENARIO);
        Files.write(dir.resolve("bomb.png"), TestPictures.bomb(20_000, 20_000));
        Course course = LessonLoader.loadAll(root);
        assertEquals(
                List.of("01-good"), course.lessons().stream().map(Lesson::id).toList());
        LessonError e = course.errors().get(0);
        assertEquals(
                dir.resolve(MD) + ":9: image 'bomb.png' is 20,000 x 20,000 pixels, and a picture may be at "
                        + "most 4,096 x 4,096 pixels; make it smaller",
                e.describe());
        // a picture that is no picture is refused in words too
        Files.writeString(dir.resolve("bomb.png"), "not a picture");
        assertEquals(
                dir.resolve(MD) + ":9: image 'bomb.png' cannot be shown: it is not a PNG, JPEG or GIF picture",
                ((LessonError) LessonLoader.load(dir)).describe());
    }

    /**
     * A picture cut short, its header whole: check-lessons had passed the lesson and the window showed "picture not
     * shown" in its place. It is decoded once as the lesson is read, and refused at its line.
     */
    @Test
    void aPictureCutShortIsRefusedAtItsLine(@TempDir Path root) throws IOException {
        Path dir =
                LessonFolders.write(root, "01-cut", FRONT + BODY.replace("# Hello", "![the court](cut.png)"), SCENARIO);
        byte[] whole = TestPictures.of("png", 200, 200);
        Files.write(dir.resolve("cut.png"), java.util.Arrays.copyOf(whole, 60));
        String said = ((LessonError) LessonLoader.load(dir)).describe();
        assertTrue(said.startsWith(dir.resolve(MD) + ":9: image 'cut.png' cannot be decoded"), said);
        Files.write(dir.resolve("cut.png"), whole);
        assertTrue(LessonLoader.load(dir) instanceof Lesson, "whole, it is shown");
    }

    @Test
    void anImageInsideTheFolderIsShownAndOneLinkedFromOutsideIsNot(@TempDir Path root) throws IOException {
        Path dir = LessonFolders.write(
                root, "01-pictures", FRONT + BODY.replace("# Hello", "![the court](img/court.png)"), SCENARIO);
        Files.createDirectories(dir.resolve("img"));
        byte[] png = TestPictures.of("png", 4, 3);
        Files.write(dir.resolve("img/court.png"), png);
        Lesson lesson = (Lesson) LessonLoader.load(dir);
        assertEquals(
                new Block.Image("img/court.png", "the court"), lesson.blocks().get(0));
        try (var in = lesson.folder().open("img/court.png")) {
            assertEquals(png.length, in.readAllBytes().length);
        }

        Path outside = Files.write(root.resolve("secret.png"), new byte[] {1});
        Path sneaky =
                LessonFolders.write(root, "02-sneaky", FRONT + BODY.replace("# Hello", "![x](link.png)"), SCENARIO);
        Files.createSymbolicLink(sneaky.resolve("link.png"), outside);
        LessonError e = (LessonError) LessonLoader.load(sneaky);
        assertEquals(9, e.line());
        assertTrue(e.message().contains("not in the lesson's folder"), e.describe());
    }
}
