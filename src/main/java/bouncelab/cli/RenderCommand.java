package bouncelab.cli;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.choice.RulesId;
import bouncelab.core.scenario.Scenario;
import bouncelab.io.prefs.Theme;
import bouncelab.lessons.Lesson;
import bouncelab.ui.snapshot.ShownView;
import bouncelab.ui.snapshot.ViewPicture;
import bouncelab.ui.snapshot.WindowSnapshot;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code render}: draws what the window shows for a shot at a frame into a PNG, with no display. */
@Command(name = "render", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class)
final class RenderCommand implements Callable<Integer> {
    private static final Pattern SIZE = Pattern.compile("(\\d{2,5})x(\\d{2,5})");

    private final CliStreams streams;

    @Option(names = "--scenario", paramLabel = "${bundle:label.file:-FILE}")
    private @Nullable Path scenarioFile;

    @Option(names = "--lesson", paramLabel = "${bundle:label.id:-ID}")
    private @Nullable String lessonId;

    @Option(names = "--lessons", paramLabel = "${bundle:label.dir:-DIR}")
    private @Nullable Path lessonsDir;

    @Option(names = "--lang", paramLabel = "${bundle:label.code:-CODE}", converter = OptionValues.Language.class)
    private @Nullable Locale language;

    @Option(names = "--algorithm", paramLabel = "${bundle:label.name:-NAME}", converter = OptionValues.Algorithm.class)
    private @Nullable AlgorithmId algorithm;

    @Option(names = "--rules", paramLabel = "${bundle:label.name:-NAME}", converter = OptionValues.Rules.class)
    private @Nullable RulesId rules;

    @Option(names = "--frame", paramLabel = "N")
    private @Nullable Integer frame;

    @Option(
            names = "--view",
            paramLabel = "${bundle:label.view:-VIEW}",
            defaultValue = "main",
            converter = OptionValues.View.class)
    private ShownView view;

    @Option(names = "--size", paramLabel = "WxH", defaultValue = "1280x800")
    private String size;

    @Option(names = "--zoom", paramLabel = "court|working", converter = OptionValues.ZoomName.class)
    private OptionValues.@Nullable Zoom zoom;

    @Option(
            names = "--theme",
            paramLabel = "${bundle:label.name:-NAME}",
            defaultValue = "light",
            converter = OptionValues.Look.class)
    private Theme theme;

    @Option(names = "--presenting")
    private boolean presenting;

    @Option(names = "--out", paramLabel = "${bundle:label.png:-FILE.png}", required = true)
    private Path out;

    RenderCommand(CliStreams streams) {
        this.streams = streams;
    }

    @Override
    public Integer call() throws IOException {
        Matcher m = SIZE.matcher(size);
        if (!m.matches()) {
            throw BadInputException.option("--size", "cli.size.form", size);
        }
        int w = Integer.parseInt(m.group(1));
        int h = Integer.parseInt(m.group(2));
        if (w < 320 || h < 240 || w > 7680 || h > 4320) {
            throw BadInputException.option("--size", "cli.size.range", size);
        }
        ShownView shown = view;
        if (frame != null && (frame < 0 || frame > ViewPicture.MAX_FRAME)) {
            throw BadInputException.option(
                    "--frame", "cli.frame.range", String.valueOf(ViewPicture.MAX_FRAME), String.valueOf(frame));
        }
        if (!out.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".png")) {
            throw BadInputException.option("--out", "cli.out.png", out.toString());
        }
        Theme look = theme;
        Locale lang = language != null ? language : Lesson.ORIGINAL;
        ChosenShot shot =
                ChosenShot.of("render", "--scenario FILE", scenarioFile, lessonId, lessonsDir, lang, rules, algorithm);
        OutFile target = OutFile.check("--out", out);
        Lesson lesson = shot.lesson();
        Scenario scenario = shot.scenario();
        AlgorithmId alg = shot.algorithm();
        WorkLimit.checkRender(scenario, alg, shot.source());
        int shownFrame = frame != null ? frame : lesson != null ? lesson.openFrame() : 0;
        boolean zoomToWorking =
                zoom != null ? zoom == OptionValues.Zoom.WORKING : lesson != null && lesson.zoomToWorking();
        var image = new ViewPicture(
                        scenario,
                        lesson,
                        alg,
                        shownFrame,
                        w,
                        h,
                        shown,
                        zoomToWorking,
                        look,
                        presenting,
                        shot.yours(),
                        lang)
                .take();
        target.write(() -> WindowSnapshot.writePng(image, out));
        streams.lines().flush();
        return 0;
    }
}
