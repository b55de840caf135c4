package bouncelab.ui.window;

import bouncelab.core.scenario.Scenario;
import bouncelab.io.file.AtomicFile;
import bouncelab.io.prefs.FontSize;
import bouncelab.io.prefs.PreferencesFile;
import bouncelab.io.recovery.RecoveryStore;
import bouncelab.lessons.CourseAfterShown;
import bouncelab.lessons.LessonSource;
import bouncelab.ui.classroom.GameMode;
import bouncelab.ui.classroom.GameView;
import bouncelab.ui.classroom.PointerHighlight;
import bouncelab.ui.classroom.PresentationBar;
import bouncelab.ui.classroom.PresentationMode;
import bouncelab.ui.common.BackgroundJob;
import bouncelab.ui.common.Styles;
import bouncelab.ui.common.UiWords;
import bouncelab.ui.lesson.LessonModel;
import bouncelab.ui.lesson.LessonPanel;
import bouncelab.ui.render.CourtRenderer;
import bouncelab.ui.render.Palette;
import bouncelab.ui.session.ComputingBadge;
import bouncelab.ui.session.PlaybackModel;
import bouncelab.ui.step.CourtView;
import bouncelab.ui.step.StepTab;
import bouncelab.ui.tab.WindowTab;
import bouncelab.ui.theme.Appearance;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.MenuBar;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.jspecify.annotations.Nullable;

/**
 * The window: the views in tabs ({@link StepTab} first), a menu and a status line around them, the lessons, games,
 * presentation mode and files. It puts the parts together around one {@link PlaybackModel}; the parts, and
 * {@link WindowKeys} for the keys, do the rest.
 */
public final class MainWindow {
    private final PlaybackModel model;
    private final StepTab step;
    private final ShotFiles files;
    private final StatusLine status = new StatusLine();
    private final WindowJobs jobs = new WindowJobs(this::showStatus, this::showError);
    private final ProblemBanner banner = new ProblemBanner();
    private final RecoveryBanner recovery = new RecoveryBanner();
    private final @Nullable Autosave autosave;
    private final BorderPane root = new BorderPane();
    private final WindowTabs tabs;
    private final Appearance appearance = new Appearance(root);
    private final LessonModel lessons;
    private final LessonPanel lessonPanel;
    private final PresentationMode presentation;
    private final ClassVotes classVotes;
    private final FrameExports exports;
    private final GameMode games;
    private final UnsavedChanges unsaved;
    private final HelpWindow help;
    private final MenuBar menuBar;
    private final @Nullable Stage stage; // none for a picture of the window
    /** The line over the view while presenting, put in the window the first time it presents. */
    private final PresentationBar presentingBar;

    private final VBox top;
    private final @Nullable PreferencesKeeper keeper;

    /** A window that keeps nothing between runs: for tests and headless pictures. */
    public MainWindow(Scenario shot, Stage stage) {
        this(shot, stage, null, null, Locale.ENGLISH);
    }

    /**
     * A window whose edits are kept in {@code store} against a crash (offering at start what a crash left there),
     * and whose theme, type size, last lesson and overlays are kept in {@code prefs} ({@code null} for either keeps
     * nothing of that kind), in {@code language}: every view made for it takes its words from that language, and
     * each lesson is read in it (its lesson.CODE.md, or its lesson.md with a note where it has none).
     */
    public MainWindow(
            Scenario shot,
            @Nullable Stage stage,
            @Nullable RecoveryStore store,
            @Nullable PreferencesFile prefs,
            Locale language) {
        UiWords.use(language);
        // a save killed midway last time left a temporary file in one of the app's folders: gone for good now
        if (store != null) {
            AtomicFile.sweepStale(store.dir());
        }
        if (prefs != null) {
            AtomicFile.sweepStale(
                    Objects.requireNonNull(prefs.path().toAbsolutePath().getParent()));
        }
        model = new PlaybackModel(shot);
        CourtRenderer renderer = new CourtRenderer(appearance.palette());
        renderer.speak(UiWords.words());
        files = new ShotFiles(model, stage, this::showStatus, this::showError);
        unsaved = new UnsavedChanges(files, stage);

        LessonSource source = LessonSource.find(language);
        // the app's window reads its course once it is up (then checks it); any other reads and checks it now
        boolean later = CourseAfterShown.take();
        lessons = new LessonModel(model, later ? LessonModel.NOT_READ : source.load());
        classVotes = new ClassVotes(this, stage, this::showStatus);
        lessons.setOpenVote(q -> classVotes.open(lessons.current(), q));
        lessonPanel = new LessonPanel(lessons, model, source, this::showError);
        if (later) {
            lessonPanel.readWhenShown();
        }
        step = new StepTab(model, renderer, appearance.palette(), lessonPanel, this::showError);
        CourtView court = step.court();
        lessons.setUpsProperty()
                .addListener(
                        o -> { // a lesson set the court up: look at it as the lesson says
                            if (lessons.current() != null && lessons.current().zoomToWorking()) {
                                court.zoomToWorkingWhenShown();
                            } else {
                                court.zoomToFit();
                            }
                        });
        GameView gameView = new GameView(renderer, model::overlays);
        step.overCourt(gameView);
        games = new GameMode(model, gameView, court, root, this::showStatus);
        step.working()
                .setAside(
                        games.playingProperty(),
                        GameMode.workingHeading(),
                        GameMode.workingText(),
                        GameMode.shotText());
        PointerHighlight pointer = new PointerHighlight(step.courtStack());
        step.overCourt(pointer);
        RunStopped.say(model, this::showStatus, this::showError);

        tabs = new WindowTabs(step, model, games, status);
        VBox tabbed = new VBox(banner, recovery, tabs.pane());
        VBox.setVgrow(tabs.pane(), Priority.ALWAYS);
        root.setCenter(tabbed);
        MenuBar menu = new WindowMenu(this, stage).bar();
        menuBar = menu;
        presentingBar = new PresentationBar(model);
        // styled and laid out only once wanted: the window's first appearance does not wait for it
        top = new VBox(menu);
        root.setTop(top);
        help = new HelpWindow(this, menu);
        this.stage = stage;
        HBox.setHgrow(status.label(), Priority.ALWAYS);
        HBox bottom = new HBox(status.label(), jobs.badge());
        bottom.getStyleClass().add(Styles.STATUS_ROW);
        root.setBottom(bottom);
        status.keys(step.hint());

        // the Step tab first: it draws with the renderer the game's court shares
        appearance.paletteProperty().addListener((o, was, now) -> tabs.each(t -> t.paletteChanged(now)));
        appearance
                .shownFontSizeProperty()
                .addListener((o, was, now) -> tabs.each(t -> t.textScaleChanged(textScale())));
        exports = new FrameExports(
                model, court, lessons, appearance, tabs::shown, step, new ShotName(model, lessons, files));
        presentation = new PresentationMode(
                stage,
                root,
                appearance,
                step.split(),
                step.courtStack(),
                List.of(menu, step.tools(), status.label()),
                pointer);
        presentingBar.visibleProperty().bind(presentation.onProperty());
        presentingBar.managedProperty().bind(presentingBar.visibleProperty());
        PresentedView presentedView = new PresentedView(root, tabbed, tabs.pane(), top, presentingBar, model, step);
        status.whileHidden(presentedView::say);
        presentation.onProperty().addListener((o, was, now) -> presentedView.presenting(now));
        // a game presented: its court, larger
        presentation.hideWhile(games.playingProperty(), step.transportBar(), step.timeline());
        // while a game plays, the stepper's transport and timeline are greyed out: they speak of the stepper's run,
        // which the game replaces when it pauses
        step.transportBar().disableProperty().bind(games.playingProperty());
        step.timeline().disableProperty().bind(games.playingProperty());
        games.playingProperty().addListener((o, was, now) -> {
            if (now) {
                tabs.showStepping();
            }
        });

        ShotReplacement.wire(lessons, games, files, unsaved, court);
        // the status line says only what is still true: when the shot is replaced or edited (but for why a drag is
        // held back), or a game starts or stops, it goes back to the reminder of the keys
        EditsOnStatus.wire(model, court.dragWhy(), tabs, this::showStatus);
        games.playingProperty().addListener((o, was, now) -> tabs.showKeys());

        step.setKeys(WindowKeys.STEPPING, this);
        autosave = store == null ? null : Recovery.attach(model, files, store, recovery, this::showError);
        keeper = prefs == null
                ? null
                : new PreferencesKeeper(prefs, appearance, model, lessons, court, step.dividers(), this::showError)
                        .restored();
    }

    /** View → Language: {@code code} (null: the system's) kept for the next start ({@link WindowLanguage#choose}). */
    void chooseLanguage(@Nullable String code) {
        showStatus(WindowLanguage.choose(code, keeper));
    }

    public Parent root() {
        return root;
    }

    public Appearance appearance() {
        return appearance;
    }

    public GameMode games() {
        return games;
    }

    public FrameExports exports() {
        return exports;
    }

    public PresentationMode presentation() {
        return presentation;
    }

    /** F1 or ?: every key and what each view is for, in a window beside this one. */
    void showHelp() {
        help.show(stage);
    }

    /** The help's window, once it has been shown (null before); for tests. */
    public @Nullable Stage helpStage() {
        return help.stage();
    }

    /** The help's text: each section's title, what it is for, and its keys; for tests. */
    public List<String> helpLines() {
        return help.lines();
    }

    /** The line over the view while presenting: what is shown, a compact legend, "Esc leaves". */
    public PresentationBar presentationBar() {
        return presentingBar;
    }

    /** V, or a question's "Class vote": the class votes on the question presented from their phones. */
    void openClassVote() {
        classVotes.openForPresented();
    }

    /** F5, or View → Presentation mode. */
    public void togglePresentation() {
        presentation.toggle();
    }

    public LessonModel lessons() {
        return lessons;
    }

    public LessonPanel lessonPanel() {
        return lessonPanel;
    }

    /** Shows or hides the lessons beside the court (View → Lessons, or L). */
    public void toggleLessons() {
        step.toggleLessons(presentation != null && presentation.isOn());
    }

    /** Adds a view in a tab of its own after the stepping view's; it shares the shot and gets the keys when shown. */
    public Tab addTab(WindowTab view) {
        return tabs.add(view);
    }

    /** The type size shown against the standard one (2 at 28 px): labels drawn on canvases scale by it. */
    double textScale() {
        return appearance.shownFontSizeProperty().get().px() / (double) FontSize.DEFAULT.px();
    }

    /** The colours of the court in the current theme; other views draw with the same and hear of a change. */
    public Palette palette() {
        return appearance.palette();
    }

    public TabPane tabs() {
        return tabs.pane();
    }

    /** The view that has the keys now: the selected tab's. */
    WindowTab shownTab() {
        return tabs.shown();
    }

    public PlaybackModel model() {
        return model;
    }

    /** The Step tab: the court, the working, the transport and the timeline around the window's model. */
    public StepTab step() {
        return step;
    }

    public CourtView court() {
        return step.court();
    }

    public ShotFiles files() {
        return files;
    }

    public UnsavedChanges unsavedChanges() {
        return unsaved;
    }

    /** Asked before the window closes (File → Quit, or the window's close box): false keeps it open. */
    public boolean mayClose() {
        return unsaved.mayClose();
    }

    public Label status() {
        return status.label();
    }

    void showStatus(String text) {
        status.message(text);
    }

    /** A problem the user must see (a file that could not be read): in a banner over the court, and below. */
    void showError(String text) {
        status.error(text);
        banner.show(text);
    }

    /**
     * File → Open lessons folder: the folder read and its lessons checked (which runs their shots) as the window's
     * job, off the FX thread; shown once read. Cancel leaves the lessons shown as they were.
     */
    public void openLessonsFolder(Path dir) {
        jobs.openLessonsFolder(dir, lessonPanel);
    }

    /** The window's long jobs: File → Export, the worksheet, a lessons folder being read. */
    public BackgroundJob jobs() {
        return jobs.job();
    }

    /** Runs the window's jobs, one at a time, telling the status line how each ended. */
    WindowJobs jobRunner() {
        return jobs;
    }

    /** "Exporting… 40 %" with Cancel, at the end of the status line while a job runs. */
    public ComputingBadge jobBadge() {
        return jobs.badge();
    }

    public ProblemBanner banner() {
        return banner;
    }

    public RecoveryBanner recoveryBanner() {
        return recovery;
    }

    /** Keeps the edited shot for a crash; null for a window without a recovery store. */
    public @Nullable Autosave autosave() {
        return autosave;
    }

    public Scene createScene(double w, double h) {
        Scene scene = new Scene(root, w, h);
        appearance.attach(scene);
        WindowKeys keys = new WindowKeys(this, menuBar);
        scene.addEventFilter(KeyEvent.KEY_PRESSED, keys::onKey);
        scene.addEventFilter(KeyEvent.KEY_TYPED, keys::onTyped);
        return scene;
    }

    public void stop() {
        if (autosave != null) {
            autosave.exit();
        }
        games.close();
        lessonPanel.close();
        tabs.each(WindowTab::stop);
    }
}
