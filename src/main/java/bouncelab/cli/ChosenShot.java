package bouncelab.cli;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.choice.RulesId;
import bouncelab.core.scenario.Scenario;
import bouncelab.io.refusal.Refusal;
import bouncelab.io.scenario.ScenarioException;
import bouncelab.io.scenario.ScenarioLoader;
import bouncelab.io.scenario.Shot;
import bouncelab.lessons.Lesson;
import bouncelab.lessons.LessonLoader;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The shot {@code trace} and {@code render} run: a lesson's, as the window opens the lesson (the rules and algorithm
 * its front matter sets, which its scenario file may not say), or a scenario file's; under {@code --rules} and with
 * {@code --algorithm} when given.
 *
 * @param lesson the lesson, or null for a scenario file
 * @param source what a message names: the file, or the lesson's scenario file
 * @param yours  the student's test the scenario file keeps (its field "yours"), or null
 */
record ChosenShot(
        @Nullable Lesson lesson,
        Scenario scenario,
        AlgorithmId algorithm,
        String source,
        @Nullable String yours) {

    /**
     * The shot of exactly one of {@code file} (given as {@code fileOption}) and {@code --lesson}; the lesson read in
     * {@code language}.
     */
    static ChosenShot of(
            String command,
            String fileOption,
            @Nullable Path file,
            @Nullable String lessonId,
            @Nullable Path lessonsDir,
            Locale language,
            @Nullable RulesId rules,
            @Nullable AlgorithmId algorithm) {
        if ((file == null) == (lessonId == null)) {
            throw new BadInputException(Refusal.of("cli.giveEither", command, fileOption, "--lesson ID"));
        }
        if (lessonId != null) {
            Lesson lesson = ShippedLesson.find(lessonId, lessonsDir, language);
            return new ChosenShot(
                    lesson,
                    RulesOption.apply(lesson.scenario(), rules),
                    algorithm != null ? algorithm : lesson.algorithm(),
                    lesson.folder().describe(LessonLoader.SCENARIO_FILE),
                    null);
        }
        Shot shot = load(Objects.requireNonNull(file));
        Scenario scenario = RulesOption.apply(shot.scenario(), rules);
        return new ChosenShot(
                null, scenario, algorithm != null ? algorithm : scenario.algorithm(), file.toString(), shot.yours());
    }

    private static Shot load(Path file) {
        try {
            return ScenarioLoader.loadShot(file);
        } catch (ScenarioException e) {
            throw new BadInputException(e); // already one line naming file, line and field
        }
    }
}
