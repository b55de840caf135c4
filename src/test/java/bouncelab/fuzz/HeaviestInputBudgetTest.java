package bouncelab.fuzz;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.scenario.ShotLimits;
import bouncelab.core.simulation.WorkBudget;
import bouncelab.io.scenario.ScenarioLoader;
import bouncelab.lessons.Lesson;
import bouncelab.lessons.LessonLoader;
import bouncelab.lessons.LessonSource;
import bouncelab.lessons.Question;
import bouncelab.lessons.worksheet.FrameRef;
import bouncelab.lessons.worksheet.WorksheetBuilder;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 18: `render` and `worksheet` finish or refuse, on the largest inputs the loaders accept. The time is
 * bench/heavy-jobs.sh's to measure (no stopwatch in `mvn verify`); here, which of them the work budget lets through
 * and which it refuses, before anything is drawn: the heaviest shot a file may hold (1,000 objects, a ball at 250 px
 * a frame among them) is drawn, the same at 300 px a frame refused; a worksheet of 20 questions (the most) on it is
 * made with swept and refused with simple, whose runs record 17 times as much working.
 */
class HeaviestInputBudgetTest {
    static String heaviest() throws IOException {
        try (var in = HeaviestInputBudgetTest.class.getResourceAsStream("/bouncelab/heaviest-shot.json")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    static String pastTheBudget() throws IOException {
        return heaviest().replace("\"vx\": 9000, \"vy\": -12000", "\"vx\": 10800, \"vy\": -14400");
    }

    @Test
    void theHeaviestShotIsDrawnAndOneStepPastItIsRefusedBeforeDrawing(@TempDir Path dir) throws IOException {
        Scenario heaviest = ScenarioLoader.parse(heaviest(), "heaviest.json");
        assertEquals(
                ShotLimits.MAX_OBJECTS,
                heaviest.paddles().size()
                        + heaviest.brickGrid().cols() * heaviest.brickGrid().rows(),
                "the most objects a file may hold");
        assertTrue(WorkBudget.fits(WorkBudget.window(heaviest, AlgorithmId.SWEPT)), "render draws it");
        Scenario past = ScenarioLoader.parse(pastTheBudget(), "past.json");
        assertFalse(WorkBudget.fits(WorkBudget.window(past, AlgorithmId.SWEPT)));

        Path file = dir.resolve("past.json");
        Files.writeString(file, pastTheBudget());
        Cli.run(
                        "render",
                        "--scenario",
                        file.toString(),
                        "--out",
                        dir.resolve("past.png").toString())
                .refused(file + ": too much working to draw", "1,000,000");
        assertFalse(Files.exists(dir.resolve("past.png")));
    }

    /** A lessons folder of one lesson on the heaviest shot: so many questions, each at its own frame. */
    private static Path lessons(Path root, String algorithm, int questions) throws IOException {
        Path lesson = Files.createDirectories(root.resolve("01-heavy"));
        Files.writeString(lesson.resolve("scenario.json"), heaviest());
        Files.writeString(root.resolve("index.txt"), "01-heavy\n");
        StringBuilder md = new StringBuilder("---\ntitle: Heavy\narticle: \"Pong - Collision Detection\"\nalgorithm: "
                + algorithm + "\nframe: 1\n---\n\n# Heavy\n");
        for (int q = 1; q <= questions; q++) {
            md.append("\n```question\nask: Question ")
                    .append(q)
                    .append("?\nchoices: yes | no\nanswer: no\n")
                    .append("reveal-at-frame: ")
                    .append(30 * q)
                    .append("\n```\n");
        }
        Files.writeString(lesson.resolve("lesson.md"), md);
        return lesson;
    }

    /** What the worksheet command counts: two pictures a question, each a run of the question's shot. */
    private static boolean worksheetFits(Lesson lesson) {
        List<WorkBudget.Job> jobs = new ArrayList<>();
        for (Question q : lesson.questions()) {
            FrameRef ref = WorksheetBuilder.frameOf(lesson, q);
            jobs.add(new WorkBudget.Job(ref.scenario(), ref.algorithm(), 2));
        }
        return WorkBudget.fits(jobs);
    }

    @Test
    void theLargestWorksheetsAreMadeWithSweptAndRefusedWithSimpleBeforeDrawing(@TempDir Path dir) throws IOException {
        Lesson swept = assertInstanceOf(
                Lesson.class, LessonLoader.load(lessons(dir.resolve("swept"), "swept", ShotLimits.MAX_QUESTIONS)));
        assertTrue(worksheetFits(swept), "20 questions, 40 runs of swept: inside the budget");
        Lesson one = assertInstanceOf(Lesson.class, LessonLoader.load(lessons(dir.resolve("one"), "simple", 1)));
        assertTrue(worksheetFits(one), "one question with simple");

        Path simple = lessons(dir.resolve("simple"), "simple", ShotLimits.MAX_QUESTIONS);
        assertFalse(worksheetFits(assertInstanceOf(Lesson.class, LessonLoader.load(simple))));
        String was = System.getProperty(LessonSource.DIR_PROPERTY);
        System.setProperty(LessonSource.DIR_PROPERTY, dir.resolve("simple").toString());
        try {
            Cli.run(
                            "worksheet",
                            "--lesson",
                            "01-heavy",
                            "--out",
                            dir.resolve("simple.pdf").toString())
                    .refused(simple.resolve("scenario.json").toString(), "too much working for a worksheet");
        } finally {
            if (was == null) {
                System.clearProperty(LessonSource.DIR_PROPERTY);
            } else {
                System.setProperty(LessonSource.DIR_PROPERTY, was);
            }
        }
        assertFalse(Files.exists(dir.resolve("simple.pdf")));
    }
}
