package bouncelab.cli;

import bouncelab.core.algorithm.AlgorithmId;
import bouncelab.core.rules.RulesId;
import bouncelab.core.scenario.Scenario;
import bouncelab.io.prefs.Theme;
import bouncelab.io.scenario.ScenarioException;
import bouncelab.io.scenario.ScenarioLoader;
import bouncelab.io.scenario.Shot;
import bouncelab.lessons.Lesson;
import bouncelab.lessons.LessonLoader;
import bouncelab.ui.snapshot.ShownView;
import bouncelab.ui.snapshot.ViewPicture;
import bouncelab.ui.snapshot.WindowSnapshot;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code render}: draws what the window shows for a shot at a frame into a PNG, with no display. */
@Command(
        name = "render",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {"Draws exactly what the window shows, headless, and writes it as a PNG."},
        footer = {
            "",
            "Exit status: 0 written; 2 bad input: one line on standard error naming the option or the "
                    + "file, line and field; 1 an internal error."
        })
final class RenderCommand implements Callable<Integer> {
    private static final Pattern SIZE = Pattern.compile("(\\d{2,5})x(\\d{2,5})");

    private final CliStreams streams;

    @Option(names = "--scenario", paramLabel = "FILE", description = "The shot to draw.")
    private Path scenarioFile;

    @Option(
            names = "--lesson",
            paramLabel = "ID",
            description = "A lesson (e.g. 06-tunnelling) to draw with its "
                    + "text beside the court, at --frame or else the frame it opens at.")
    private String lessonId;

    @Option(
            names = "--lessons",
            paramLabel = "DIR",
            description = "The lessons folder to find --lesson in (default: "
                    + "the course Bounce Lab ships, as the window finds it), such as a teacher's own.")
    private Path lessonsDir;

    @Option(
            names = "--lang",
            paramLabel = "CODE",
            converter = OptionValues.Language.class,
            description = "The window's language (e.g. es), and the lesson's: its lesson.CODE.md, or its lesson.md "
                    + "with a note saying it is not yet translated.")
    private Locale language;

    @Option(
            names = "--algorithm",
            paramLabel = "NAME",
            converter = OptionValues.Algorithm.class,
            description = "Instead of the scenario's algorithm.")
    private AlgorithmId algorithm;

    @Option(
            names = "--rules",
            paramLabel = "NAME",
            converter = OptionValues.Rules.class,
            description = RulesOption.DESCRIPTION)
    private RulesId rules;

    @Option(names = "--frame", paramLabel = "N", description = "The frame (default 0, or the frame a lesson opens at).")
    private Integer frame;

    @Option(
            names = "--view",
            paramLabel = "VIEW",
            defaultValue = "main",
            description = "main (the stepping view, default), compare (all five algorithms on the shot), sweep "
                    + "(the speed sweep chart, run with its default inputs) or yours (the Your test tab with the "
                    + "shot's own test, its field \"yours\", compiled and graded).",
            converter = OptionValues.View.class)
    private ShownView view;

    @Option(
            names = "--size",
            paramLabel = "WxH",
            defaultValue = "1280x800",
            description = "Picture size in pixels (default ${DEFAULT-VALUE}).")
    private String size;

    @Option(
            names = "--zoom",
            paramLabel = "court|working",
            description = "Fit the whole court or zoom onto the frame's working (default: the whole court, or as "
                    + "the lesson says).",
            converter = OptionValues.ZoomName.class)
    private OptionValues.Zoom zoom;

    @Option(
            names = "--theme",
            paramLabel = "NAME",
            defaultValue = "light",
            description = "light (default), dark, high-contrast or projector.",
            converter = OptionValues.Look.class)
    private Theme theme;

    @Option(names = "--presenting", description = "As in presentation mode (F5): the view alone, large type.")
    private boolean presenting;

    @Option(names = "--out", paramLabel = "FILE.png", required = true, description = "Where to write the PNG.")
    private Path out;

    RenderCommand(CliStreams streams) {
        this.streams = streams;
    }

    @Override
    public Integer call() throws IOException {
        Matcher m = SIZE.matcher(size);
        if (!m.matches()) {
            throw new BadInputException(
                    "option '--size': expected WIDTHxHEIGHT such as 1280x800 but got '" + size + "'");
        }
        int w = Integer.parseInt(m.group(1));
        int h = Integer.parseInt(m.group(2));
        if (w < 320 || h < 240 || w > 7680 || h > 4320) {
            throw new BadInputException("option '--size': must be from 320x240 to 7680x4320 but is " + size);
        }
        ShownView shown = view;
        if (frame != null && (frame < 0 || frame > ViewPicture.MAX_FRAME)) {
            throw new BadInputException(
                    "option '--frame': must be from 0 to " + ViewPicture.MAX_FRAME + " but is " + frame);
        }
        if (!out.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".png")) {
            throw new BadInputException("option '--out': the file must end in .png: " + out);
        }
        Theme look = theme;
        if ((scenarioFile == null) == (lessonId == null)) {
            throw new BadInputException("render: give either --scenario FILE or --lesson ID");
        }
        OutFile target = OutFile.check("--out", out);
        Locale lang = language != null ? language : Lesson.ORIGINAL;
        Lesson lesson = lessonId == null ? null : ShippedLesson.find(lessonId, lessonsDir, lang);
        Scenario scenario = RulesOption.apply(lesson != null ? lesson.scenario() : load(), rules);
        AlgorithmId alg = algorithm != null
                ? algorithm
                : lesson != null ? lesson.algorithm() : AlgorithmId.of(scenario.algorithm());
        WorkLimit.checkRender(
                scenario,
                alg,
                lesson != null ? lesson.folder().describe(LessonLoader.SCENARIO_FILE) : scenarioFile.toString());
        int shownFrame = frame != null ? frame : lesson != null ? lesson.openFrame() : 0;
        boolean zoomToWorking =
                zoom != null ? zoom == OptionValues.Zoom.WORKING : lesson != null && lesson.zoomToWorking();
        var image = new ViewPicture(
                        scenario, lesson, alg, shownFrame, w, h, shown, zoomToWorking, look, presenting, yours, lang)
                .take();
        target.write(() -> WindowSnapshot.writePng(image, out));
        streams.lines().flush();
        return 0;
    }

    /** The student's test the scenario file keeps (its field "yours"), for --view yours; null if none. */
    private String yours;

    private Scenario load() {
        try {
            Shot shot = ScenarioLoader.loadShot(scenarioFile);
            yours = shot.yours();
            return shot.scenario();
        } catch (ScenarioException e) {
            throw new BadInputException(e.getMessage());
        }
    }
}
