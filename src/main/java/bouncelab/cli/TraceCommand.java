package bouncelab.cli;

import bouncelab.core.algorithm.AlgorithmClasses;
import bouncelab.core.algorithm.CollisionAlgorithm;
import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.choice.RulesId;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.simulation.SimState;
import bouncelab.core.simulation.Simulation;
import bouncelab.core.simulation.Step;
import bouncelab.io.json.JsonWriter;
import bouncelab.lessons.Lesson;
import bouncelab.words.FrameDescriber;
import bouncelab.words.Words;
import bouncelab.words.WorkingWords;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code trace}: steps a scenario, or a lesson's shot as the window opens the lesson ({@code --lesson}: its rules and
 * algorithm, which a lesson's front matter may set over its scenario file's), and prints one JSON line per frame.
 */
@Command(name = "trace", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class)
final class TraceCommand implements Callable<Integer> {
    private final CliStreams streams;

    @Parameters(
            index = "0",
            arity = "0..1",
            paramLabel = "${bundle:label.scenario:-SCENARIO.json}",
            descriptionKey = "scenario")
    private @Nullable Path scenarioFile;

    @Option(names = "--lesson", paramLabel = "${bundle:label.id:-ID}")
    private @Nullable String lessonId;

    @Option(names = "--lessons", paramLabel = "${bundle:label.dir:-DIR}")
    private @Nullable Path lessonsDir;

    @Option(names = "--algorithm", paramLabel = "${bundle:label.name:-NAME}", converter = OptionValues.Algorithm.class)
    private @Nullable AlgorithmId algorithm;

    @Option(names = "--rules", paramLabel = "${bundle:label.name:-NAME}", converter = OptionValues.Rules.class)
    private @Nullable RulesId rules;

    @Option(names = "--frames", paramLabel = "N", defaultValue = "300")
    private int frames;

    @Option(names = "--working")
    private boolean working;

    @Option(names = "--describe")
    private boolean describe;

    @Option(names = "--lang", paramLabel = "${bundle:label.code:-CODE}", converter = OptionValues.Language.class)
    private @Nullable Locale language;

    TraceCommand(CliStreams streams) {
        this.streams = streams;
    }

    @Override
    public Integer call() throws IOException {
        if (frames < 0) {
            throw BadInputException.option("--frames", "cli.frames", String.valueOf(frames));
        }
        ChosenShot shot = ChosenShot.of(
                "trace", "SCENARIO.json", scenarioFile, lessonId, lessonsDir, Lesson.ORIGINAL, rules, algorithm);
        Scenario scenario = shot.scenario();
        String shownRules =
                scenario.rules().isBounceLab() ? null : scenario.rules().id().fileName();
        if (working) {
            WorkLimit.checkTraceWorking(scenario, shot.algorithm(), frames, shot.source());
        }
        CollisionAlgorithm alg = AlgorithmClasses.create(shot.algorithm());

        LineSink out = streams.lines();
        StringBuilder sb = new StringBuilder(1024);
        JsonWriter w = new JsonWriter(sb);
        SimState state = SimState.initial(scenario);
        // English unless asked, never the machine's language: the same command gives the same bytes everywhere
        Words words = language == null ? Words.ENGLISH : Words.of(language);
        FrameDescriber describer = describe ? new FrameDescriber(words, scenario.paddles()) : null;
        WorkingWords said = working ? WorkingWords.of(words) : null;
        for (int f = 1; f <= frames; f++) {
            Step step = Simulation.step(scenario, state, alg);
            state = step.state();
            String description = describer == null ? null : describer.describe(step.trace());
            TraceLine.write(w.reset(), step.trace(), shownRules, state, said, description);
            out.line(sb);
        }
        out.flush();
        return 0;
    }
}
