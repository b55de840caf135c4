package bouncelab.ui.window;

import bouncelab.ui.classroom.GameMode;
import bouncelab.ui.classroom.GameView;
import bouncelab.ui.classroom.PointerHighlight;
import bouncelab.ui.classroom.PresentationBar;
import bouncelab.ui.classroom.PresentationMode;
import bouncelab.ui.common.Styles;
import bouncelab.ui.step.AlgorithmTools;
import bouncelab.ui.step.CourtView;
import bouncelab.ui.step.PlaybackClock;
import bouncelab.ui.step.TimelineBar;
import bouncelab.ui.step.TransportBar;
import bouncelab.ui.step.WorkingPanel;
import bouncelab.ui.tab.WindowTab;
import bouncelab.ui.theme.Appearance;
import bouncelab.core.scenario.Scenario;
import bouncelab.ui.lesson.LessonModel;
import bouncelab.ui.lesson.LessonPanel;
import bouncelab.lessons.LessonSource;
import bouncelab.ui.step.PlaybackModel;
import bouncelab.io.recovery.RecoveryStore;
import bouncelab.io.prefs.FontSize;
import bouncelab.io.prefs.PreferencesFile;
import bouncelab.ui.render.CourtRenderer;
import bouncelab.ui.render.Palette;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.MenuBar;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.ToolBar;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;

import java.util.List;

/**
 * The window: the stepping view (court in the middle, the working beside it, transport and timeline) in the first
 * tab, other views in tabs after it, a menu and a status line around them. It wires the parts to one
 * {@link PlaybackModel}; the parts, and {@link WindowKeys} for the keys, do the rest.
 */
public final class MainWindow {
    static final String HINT = "→ step · Space play · Shift+→ next event · [ ] passes · 1–6 algorithm · "
            + "Z zoom to the working, 0 fit · F5 present · F1 every key · Home, then drag the ball or its arrow tip to edit the shot";
    private final PlaybackModel model;
    private final CourtView court;
    private final ShotFiles files;
    private final StatusLine status = new StatusLine();
    private final bouncelab.ui.step.ComputingBadge computingBadge;
    /** The window's long jobs (exports, worksheets, a lessons folder read), one at a time, off the FX thread. */
    private final bouncelab.ui.common.BackgroundJob jobs = new bouncelab.ui.common.BackgroundJob();
    private final bouncelab.ui.step.ComputingBadge jobBadge = new bouncelab.ui.step.ComputingBadge(
            jobs.runningProperty(), jobs.progressProperty(), jobs.runningProperty(), jobs::cancel, jobs.whatProperty());
    private final ProblemBanner banner = new ProblemBanner();
    private final RecoveryBanner recovery = new RecoveryBanner();
    private final Autosave autosave;
    private final BorderPane root = new BorderPane();
    private final PlaybackClock clock;
    private final BorderPane stepping = new BorderPane();
    private final TabPane tabs = new TabPane();
    private final Tab steppingTab;
    private final Appearance appearance = new Appearance(root);
    private final LessonModel lessons;
    private final LessonPanel lessonPanel;
    private final SplitPane split;
    private final PresentationMode presentation;
    private final FrameExports exports;
    private final GameMode games;
    private final UnsavedChanges unsaved;
    private final HelpWindow help;
    private final Stage stage;
    /** The line over the view while presenting, put in the window the first time it presents. */
    private final PresentationBar presentingBar;
    private final VBox top;

    /** A window that keeps nothing between runs: for tests and headless pictures. */
    public MainWindow(Scenario shot, Stage stage) {
        this(shot, stage, null, null);
    }

    /**
     * A window whose edits are kept in {@code store} against a crash (offering at start what a crash left there),
     * and whose theme, type size, last lesson and overlays are kept in {@code prefs}; {@code null} for either keeps
     * nothing of that kind.
     */
    public MainWindow(Scenario shot, Stage stage, RecoveryStore store, PreferencesFile prefs) {
        // a save killed midway last time left a temporary file in one of the app's folders: gone for good now
        if (store != null) {
            bouncelab.io.file.AtomicFile.sweepStale(store.dir());
        }
        if (prefs != null) {
            bouncelab.io.file.AtomicFile.sweepStale(prefs.path().toAbsolutePath().getParent());
        }
        model = new PlaybackModel(shot);
        CourtRenderer renderer = new CourtRenderer(appearance.palette());
        court = new CourtView(model, renderer);
        files = new ShotFiles(model, stage, this::showStatus, this::showError);
        unsaved = new UnsavedChanges(files, stage);

        ToolBar tools = new AlgorithmTools(model, court);
        TransportBar transport = new TransportBar(model.transport());
        stepping.setTop(new VBox(tools, transport));

        LessonSource source = LessonSource.find();
        // read on another thread while the toolkit started (Launcher); its checks run once the window is up
        bouncelab.lessons.EarlyCourse.Taken course = bouncelab.lessons.EarlyCourse.take(source);
        lessons = new LessonModel(model, course.course());
        lessonPanel = new LessonPanel(lessons, model, source, this::showError);
        if (!course.checked()) {
            lessonPanel.checkWhenShown(course.course());
        }
        WorkingPanel side = new WorkingPanel(model, court, this::showError);
        lessons.setUpsProperty().addListener(o -> { // a lesson set the court up: look at it as the lesson says
            if (lessons.current() != null && lessons.current().zoomToWorking()) {
                court.zoomToWorkingWhenShown();
            } else {
                court.zoomToFit();
            }
        });
        GameView gameView = new GameView(renderer, model::overlays);
        StackPane courtStack = new StackPane(court, gameView);
        courtStack.setMinSize(200, 150); // a game's bar at large type must not push the working off the screen
        games = new GameMode(model, gameView, court, root, this::showStatus);
        side.setAside(games.playingProperty(), GameMode.WORKING_HEADING, GameMode.WORKING_TEXT, GameMode.SHOT_TEXT);
        PointerHighlight pointer = new PointerHighlight(courtStack);
        courtStack.getChildren().add(pointer);
        computingBadge = bouncelab.ui.step.ComputingBadge.of(model); // a heavy shot's run, worked out elsewhere
        model.stoppedProperty().addListener((o, was, now) -> {
            if (now) {
                showStatus("Stopped: this shot's frames are not worked out. Press " + model.algorithm().key()
                        + " (or choose any algorithm) to work them out.");
            }
        });
        courtStack.getChildren().add(computingBadge);
        split = new SplitPane(lessonPanel, courtStack, side);
        split.setDividerPositions(0.27, 0.72);
        SplitPane.setResizableWithParent(lessonPanel, false);
        SplitPane.setResizableWithParent(side, false);
        stepping.setCenter(split);
        TimelineBar timeline = new TimelineBar(model, appearance.palette());
        stepping.setBottom(timeline);

        steppingTab = new Tab("Step", stepping);
        steppingTab.setId("tab-step");
        tabs.getTabs().add(steppingTab);
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        tabs.getSelectionModel().selectedItemProperty().addListener((o, was, now) -> tabChanged(was, now));
        VBox tabbed = new VBox(banner, recovery, tabs);
        VBox.setVgrow(tabs, Priority.ALWAYS);
        root.setCenter(tabbed);
        MenuBar menu = new WindowMenu(this, stage).bar();
        presentingBar = new PresentationBar(model);
        // styled and laid out only once wanted: the window's first appearance does not wait for it
        top = new VBox(menu);
        root.setTop(top);
        help = new HelpWindow(this, menu);
        this.stage = stage;
        jobBadge.setId("job-progress");
        javafx.scene.layout.HBox.setHgrow(status.label(), Priority.ALWAYS);
        javafx.scene.layout.HBox bottom = new javafx.scene.layout.HBox(status.label(), jobBadge);
        bottom.getStyleClass().add(Styles.STATUS_ROW);
        root.setBottom(bottom);
        status.keys(HINT);

        appearance.paletteProperty().addListener((o, was, now) -> {
            renderer.setPalette(now);
            timeline.setPalette(now);
            court.redraw();
            eachTab(t -> t.paletteChanged(now));
        });
        appearance.shownFontSizeProperty().addListener((o, was, now) -> {
            renderer.setLabelScale(textScale());
            court.redraw();
            eachTab(t -> t.textScaleChanged(textScale()));
        });
        exports = new FrameExports(model, court, lessons, appearance, this::filmed, this::shotName);
        presentation = new PresentationMode(stage, root, appearance, split, courtStack,
                List.of(menu, tools, status.label()), pointer);
        presentingBar.visibleProperty().bind(presentation.onProperty());
        presentingBar.managedProperty().bind(presentingBar.visibleProperty());
        PresentedView presentedView = new PresentedView(root, tabbed, tabs, top, presentingBar, model);
        presentation.onProperty().addListener((o, was, now) -> presentedView.presenting(now));
        presentation.hideWhile(games.playingProperty(), transport, timeline); // a game presented: its court, larger
        // while a game plays, the stepper's transport and timeline are greyed out: they speak of the stepper's run,
        // which the game replaces when it pauses
        transport.disableProperty().bind(games.playingProperty());
        timeline.disableProperty().bind(games.playingProperty());
        games.playingProperty().addListener((o, was, now) -> {
            if (now) {
                tabs.getSelectionModel().select(steppingTab);
            }
        });

        // never lose work: what replaces the shot on screen asks first about edits not saved, and leaves no file
        // behind it for Save to write over
        lessons.setMayReplaceShot(this::mayReplaceShot);
        games.setMayReplaceShot(this::mayReplaceShot);
        // a game ends when a lesson or a shot is opened, and a lesson never reads its numbers from a game or a file
        lessons.setUpsProperty().addListener(o -> games.end());
        files.onOpened(() -> {
            games.end();
            lessons.close();
            court.zoomToFit(); // a shot opened is seen whole, whatever the zoom on the one before
        });
        games.playingProperty().addListener((o, was, now) -> {
            if (now) {
                lessons.close();
            } else {
                court.zoomToFit(); // the rally paused into the stepper, seen whole
            }
        });
        // the status line says only what is still true: when the shot is replaced or edited, or a game starts or
        // stops, it goes back to the reminder of the keys (a message about what happened comes after it)
        model.scenarioProperty().addListener((o, was, now) -> showHint());
        games.playingProperty().addListener((o, was, now) -> showHint());

        clock = new PlaybackClock(model.transport());
        clock.start();
        autosave = store == null ? null : Recovery.attach(model, files, store, recovery, this::showError);
        if (prefs != null) {
            new PreferencesKeeper(prefs, appearance, model, lessons, this::showError).restore();
        }
    }

    /**
     * Asked before a lesson or a game replaces the shot on screen ({@code before} says which): edits not saved are
     * saved or given up first, and Save will then ask where. False: the user stays with them.
     */
    private boolean mayReplaceShot(String before) {
        if (!unsaved.mayReplace(before)) {
            return false;
        }
        files.replaced();
        return true;
    }

    private void showHint() {
        WindowTab t = shownTab();
        status.keys(games.isPlaying() && games.game() != null ? games.game().hint() : t != null ? t.hint() : HINT);
    }

    private void tabChanged(Tab was, Tab now) {
        if (was != null && was.getUserData() instanceof WindowTab t) {
            t.hidden(model);
        }
        if (now != null && now.getUserData() instanceof WindowTab t) {
            if (games.isPlaying()) {
                games.pause();
            }
            t.shown(model);
            status.keys(t.hint());
        } else {
            status.keys(HINT);
        }
    }

    private void eachTab(java.util.function.Consumer<WindowTab> action) {
        tabs.getTabs().forEach(t -> {
            if (t.getUserData() instanceof WindowTab w) {
                action.accept(w);
            }
        });
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
    public void showHelp() {
        help.show(stage);
    }

    /** The help's window, once it has been shown (null before); for tests. */
    public Stage helpStage() {
        return help.stage();
    }

    /** The help's text: each section's title, what it is for, and its keys; for tests. */
    public List<String> helpLines() {
        List<String> lines = new java.util.ArrayList<>();
        for (HelpWindow.Section s : help.sections()) {
            lines.add(s.title() + ": " + s.about());
            s.rows().forEach(r -> lines.add(r.keys() + "\t" + r.does()));
        }
        return lines;
    }

    /** The line over the view while presenting: what is shown, a compact legend, "Esc leaves". */
    public PresentationBar presentationBar() {
        return presentingBar;
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
        if (split.getItems().contains(lessonPanel)) {
            split.getItems().remove(lessonPanel);
            split.setDividerPositions(0.72); // the court takes the lessons' room, the working keeps its own
        } else {
            split.getItems().add(0, lessonPanel);
            // presenting, the lesson's large type needs more room to be read from the back of the class
            split.setDividerPositions(presentation != null && presentation.isOn() ? 0.36 : 0.27, 0.72);
        }
    }

    /** Adds a view in a tab of its own after the stepping view's; it shares the shot and gets the keys when shown. */
    public Tab addTab(WindowTab view) {
        Tab tab = new Tab(view.title(), view.content());
        tab.setId("tab-" + view.title().toLowerCase(java.util.Locale.ROOT).replace(' ', '-'));
        tab.setUserData(view);
        if (view instanceof bouncelab.ui.tab.LazyTab lazy) {
            lazy.placeWith(tab::setContent); // made when first shown: then the view itself is the tab's content
        }
        tabs.getTabs().add(tab);
        return tab;
    }

    /** The type size shown against the standard one (2 at 28 px): labels drawn on canvases scale by it. */
    public double textScale() {
        return appearance.shownFontSizeProperty().get().px() / (double) FontSize.DEFAULT.px();
    }

    /** The colours of the court in the current theme; other views draw with the same and hear of a change. */
    public Palette palette() {
        return appearance.palette();
    }

    public TabPane tabs() {
        return tabs;
    }

    /**
     * File → Export → Frame: the picture of what is shown, as PNG: the court on the Step tab, else the whole view
     * of the tab shown (the five courts of Compare, the sweep's chart and table).
     */
    public void exportShown(java.nio.file.Path png) throws java.io.IOException {
        exports.frame(png);
    }

    /** What File → Export films: the stepping court, or the whole view of the tab shown, with its own frames. */
    private FrameExports.Filmed filmed() {
        WindowTab tab = shownTab();
        if (tab == null) {
            return exports.stepping();
        }
        if (tab.transport().isEmpty()) {
            return new FrameExports.Filmed(null, () -> tab.content().snapshot(null, null));
        }
        return exports.view(tab.transport().get(), tab.content(), tab.title() + " · every algorithm");
    }

    /** What the shot on screen is, in a caption: the lesson's, a game's rally, a file's, or none of those. */
    String shotName() {
        String edited = files.unsaved() ? " (edited)" : "";
        if (lessons.current() != null) {
            return "Lesson " + lessons.current().order() + ": " + lessons.current().title() + edited;
        }
        if (model.recordedFrames() > 0) {
            return "a game's rally" + edited;
        }
        if (files.current() != null) {
            return files.current().getFileName() + edited;
        }
        return "a shot not saved to a file";
    }

    /** The view that has the keys now: the selected tab's, or null for the stepping view. */
    WindowTab shownTab() {
        return tabs.getSelectionModel().getSelectedItem().getUserData() instanceof WindowTab t ? t : null;
    }

    public PlaybackModel model() {
        return model;
    }

    public CourtView court() {
        return court;
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

    public void showStatus(String text) {
        status.message(text);
    }

    /** A problem the user must see (a file that could not be read): in a banner over the court, and below. */
    public void showError(String text) {
        status.error(text);
        banner.show(text);
    }

    /** "computing frames…" over the stepping court while a heavy run is worked out. */
    public bouncelab.ui.step.ComputingBadge computingBadge() {
        return computingBadge;
    }

    /**
     * File → Open lessons folder: the folder read and its lessons checked (which runs their shots) as the window's
     * job, off the FX thread; shown once read. Cancel leaves the lessons shown as they were.
     */
    public void openLessonsFolder(java.nio.file.Path dir) {
        boolean started = jobs.start("Reading the lessons…", steps -> {
            bouncelab.lessons.LessonSource source = new bouncelab.lessons.LessonSource(dir);
            bouncelab.lessons.Course course = source.load();
            steps.check();
            steps.onFx(() -> {
                lessonPanel.show(source, course);
                return null;
            });
            return "Opened the lessons folder " + bouncelab.io.json.Visible.of(dir.toString());
        }, this::showStatus, problem -> showError("Cannot open the lessons folder " + dir + ": " + problem));
        if (!started) {
            showError("An export is still running: wait for it, or cancel it on the status line.");
        }
    }

    /** The window's long jobs: File → Export, the worksheet, a lessons folder being read. */
    public bouncelab.ui.common.BackgroundJob jobs() {
        return jobs;
    }

    /** "Exporting… 40 %" with Cancel, at the end of the status line while a job runs. */
    public bouncelab.ui.step.ComputingBadge jobBadge() {
        return jobBadge;
    }

    public ProblemBanner banner() {
        return banner;
    }

    public RecoveryBanner recoveryBanner() {
        return recovery;
    }

    /** Keeps the edited shot for a crash; null for a window without a recovery store. */
    public Autosave autosave() {
        return autosave;
    }

    public Scene createScene(double w, double h) {
        Scene scene = new Scene(root, w, h);
        appearance.attach(scene);
        WindowKeys keys = new WindowKeys(this);
        scene.addEventFilter(KeyEvent.KEY_PRESSED, keys::onKey);
        scene.addEventFilter(KeyEvent.KEY_TYPED, keys::onTyped);
        return scene;
    }

    public void stop() {
        if (autosave != null) {
            autosave.exit();
        }
        clock.stop();
        model.stopComputing(); // a heavy run still being worked out stops with the window
        games.close();
        lessonPanel.close();
        eachTab(WindowTab::stop);
    }
}
