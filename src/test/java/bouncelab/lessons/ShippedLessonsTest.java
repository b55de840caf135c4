package bouncelab.lessons;

import bouncelab.core.algorithm.AlgorithmClasses;
import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.simulation.Run;
import bouncelab.core.trace.FrameTrace;
import bouncelab.words.Words;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The course in the top-level lessons folder: every lesson loads, plays, and says only what the core computes. */
class ShippedLessonsTest {
    private static Course course;

    public static Path lessonsDir() {
        return Path.of(System.getProperty("bouncelab.lessons.dir", "lessons"));
    }

    @BeforeAll
    static void load() {
        course = LessonLoader.loadAll(lessonsDir());
    }

    @Test
    void everyLessonLoadsAndThereAreAtLeastTwelve() {
        assertEquals(List.of(), course.errors());
        assertTrue(course.lessons().size() >= 12, "lessons: " + course.lessons().size());
        List<Integer> orders = course.lessons().stream().map(Lesson::order).toList();
        assertEquals(orders.stream().sorted().distinct().toList(), orders, "numbered in order, no repeats");
    }

    @Test
    void theIndexListsExactlyTheFoldersInOrder() throws IOException {
        List<String> index =
                LessonLoader.parseIndex(Files.readString(lessonsDir().resolve(LessonLoader.INDEX_FILE)));
        List<String> folders;
        try (Stream<Path> s = Files.list(lessonsDir())) {
            folders = s.filter(Files::isDirectory)
                    .map(p -> p.getFileName().toString())
                    .sorted()
                    .toList();
        }
        assertEquals(folders, index);
        assertEquals(course.lessons().stream().map(Lesson::id).toList(), index);
    }

    @Test
    void theSameCourseLoadsFromTheClassPath() {
        Course fromJar = LessonLoader.loadFromClasspath(getClass().getClassLoader());
        assertEquals(List.of(), fromJar.errors());
        assertEquals(
                course.lessons().stream().map(Lesson::id).toList(),
                fromJar.lessons().stream().map(Lesson::id).toList());
        assertTrue(fromJar.lessons().get(0).folder() instanceof ClasspathFolder);
        assertEquals(
                course.lessons().get(2).markdown(), fromJar.lessons().get(2).markdown());
    }

    @TestFactory
    Stream<DynamicTest> everyLesson() {
        return course.lessons().stream().map(l -> DynamicTest.dynamicTest(l.id(), () -> checkLesson(l)));
    }

    private static void checkLesson(Lesson l) {
        assertFalse(l.questions().isEmpty(), "a predict-then-reveal question");
        assertFalse(l.actions().isEmpty(), "a 'try this' action");
        assertTrue(l.markdown().contains("\"" + l.article() + "\""), "credits its article by title: " + l.article());
        assertTrue(l.markdown().contains("*Drawn from*"), "ends with its credit");
        assertFalse(l.author().isEmpty(), "names the article's author (the worksheet prints it)");
        String who = l.author().split(",")[0].replaceFirst("^the ", "");
        assertTrue(l.markdown().contains(who), "its credit names the author the front matter gives: " + who);

        Run run = new Run(l.scenario(), AlgorithmClasses.create(l.algorithm()));
        FrameTrace open = run.trace(l.openFrame());
        List<String> shown = new ArrayList<>(l.placeholders());
        l.questions().forEach(q -> shown.addAll(Inlines.placeholders(q.ask())));
        assertResolve(shown, open, l, "at the open frame " + l.openFrame());

        for (Question q : l.questions()) {
            assertFalse(q.checks().isEmpty(), "question " + q.number() + " says how its answer follows from the core");
            assertTrue(l.openFrame() <= q.revealAtFrame(), "question " + q.number() + ": opens past its frame");
            QuestionFrame f = QuestionFrame.of(l, q);
            assertFalse(
                    f.frame() == l.openFrame()
                            && f.algorithm().equals(l.algorithm())
                            && f.scenario().equals(l.scenario()),
                    "question " + q.number() + " is not on the court on opening");
            for (QuestionCheck.Outcome o : q.verify(l.scenario(), l.algorithm())) {
                assertTrue(
                        o.holds(),
                        "question " + q.number() + ", check '" + o.check().text() + "': " + o.actual(Words.ENGLISH));
            }
        }
        assertEquals(List.of(), LessonChecks.problems(l), "every number in a question has a value at its frame");
    }

    /** Names that ask about a kind of item this frame has must show a value, not a dash. */
    private static void assertResolve(List<String> names, FrameTrace t, Lesson l, String where) {
        for (String name : names) {
            String shown = Placeholders.resolve(name, t, l.scenario());
            if (!Placeholders.needsMissingItem(name, t) && !aMissSaysSo(name, t, l)) {
                assertNotEquals(Placeholders.NO_VALUE, shown, "{{" + name + "}} " + where);
            }
        }
    }

    /**
     * A test that found nothing has no numbers for what it would have found (no overlap, no patch): a dash is
     * then the truth, as the lesson's text around it says.
     */
    private static boolean aMissSaysSo(String name, FrameTrace t, Lesson l) {
        String field = name.substring(name.indexOf(':') + 1); // working:, check: and summary: ask the same item
        int dot = field.lastIndexOf('.');
        if (field.contains(":") || dot < 0) {
            return false;
        }
        try {
            return "false".equals(Placeholders.resolve(field.substring(0, dot) + ".hit", t, l.scenario()));
        } catch (IllegalArgumentException noHitField) {
            return false;
        }
    }

    @Test
    void theSlidesNumbersAppearWhereTheLessonsSayTheyDo() {
        Lesson straight = byId("03-pythagoras-straight-on");
        FrameTrace hit = new Run(straight.scenario(), AlgorithmClasses.create(AlgorithmId.PYTHAGORAS)).trace(2);
        assertEquals(
                "circleDistanceX = |ball.x − paddle.x − paddleWidth/2| = |481 − 530 − 35| = 84",
                Placeholders.resolve("working:pythagoras.circleDistanceX", hit, straight.scenario()));
        Lesson corner = byId("04-pythagoras-corner");
        FrameTrace c = new Run(corner.scenario(), AlgorithmClasses.create(AlgorithmId.PYTHAGORAS)).trace(3);
        assertEquals(
                "(5) cornerDistance <= (diameter/2)²: 61 <= 100 → true",
                Placeholders.resolve("check:pythagoras.5", c, corner.scenario()));
    }

    @Test
    void lessonsAreGroupedByArticle() {
        var groups = course.byArticle();
        assertEquals(5, groups.size(), groups.keySet().toString());
        assertEquals(
                course.lessons().size(),
                groups.values().stream().mapToInt(List::size).sum());
    }

    private static Lesson byId(String id) {
        return course.lessons().stream()
                .filter(l -> l.id().equals(id))
                .findFirst()
                .orElseThrow();
    }
}
