package bouncelab.ui.view;

import bouncelab.core.algorithm.AlgorithmNames;
import bouncelab.core.scenario.Scenario;
import bouncelab.ui.lesson.LessonModel;
import bouncelab.ui.lesson.LessonPanel;
import bouncelab.ui.lesson.LessonSource;
import bouncelab.ui.model.Autosave;
import bouncelab.ui.model.PlaybackModel;
import bouncelab.ui.model.RecoveryStore;
import bouncelab.ui.render.CourtRenderer;
import bouncelab.ui.render.Palette;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TitledPane;
import javafx.scene.control.ToolBar;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;

/**
 * The stepping window: the court in the middle, the working beside it, the transport and timeline below. It wires
 * the parts to one {@link PlaybackModel} and handles keys; the parts do the rest.
 */
public final class MainWindow {
    private static final String HINT = "→ step · Space play · Shift+→ next event · [ ] passes · 1–5 algorithm · "
            + "Z zoom to the working, 0 fit · at frame 0, drag the ball or its arrow tip";
    private final PlaybackModel model;
    private final CourtView court;
    private final ShotFiles files;
    private final Label status = new Label();
    private final ProblemBanner banner = new ProblemBanner();
    private final RecoveryBanner recovery = new RecoveryBanner();
    private final Autosave autosave;
    private final BorderPane root = new BorderPane();
    private final PlaybackClock clock;
    private final BorderPane stepping = new BorderPane();
    private final TabPane tabs = new TabPane();
    private final Palette palette;
    private final LessonModel lessons;
    private final LessonPanel lessonPanel;
    private final SplitPane split;

    /** A window without autosave: for tests and headless pictures. */
    public MainWindow(Scenario shot, Stage stage) {
        this(shot, stage, null);
    }

    /**
     * A window whose edits are kept in {@code store} against a crash, and which offers at start what a crash left
     * there; {@code null} for none.
     */
    public MainWindow(Scenario shot, Stage stage, RecoveryStore store) {
        model = new PlaybackModel(shot);
        palette = Palette.standard();
        court = new CourtView(model, new CourtRenderer(palette));
        files = new ShotFiles(model, stage, this::showStatus, this::showError);

        javafx.scene.control.Button zoomWorking = new javafx.scene.control.Button("Zoom to working");
        zoomWorking.setId("zoom-working");
        zoomWorking.setTooltip(new javafx.scene.control.Tooltip("Zoom onto A, B and the objects tested (Z)"));
        zoomWorking.setOnAction(e -> court.zoomToWorking());
        javafx.scene.control.Button fit = new javafx.scene.control.Button("Whole court");
        fit.setId("zoom-fit");
        fit.setTooltip(new javafx.scene.control.Tooltip("Fit the whole court (0)"));
        fit.setOnAction(e -> court.zoomToFit());
        zoomWorking.setFocusTraversable(false);
        fit.setFocusTraversable(false);
        stepping.setTop(new VBox(new ToolBar(new Label("Algorithm"), new AlgorithmBar(model),
                new javafx.scene.control.Separator(), zoomWorking, fit), new TransportBar(model)));

        InspectorPane inspector = new InspectorPane(model);
        VBox.setVgrow(inspector, Priority.ALWAYS);
        TitledPane overlays = new TitledPane("Overlays", new OverlayPanel(model));
        TitledPane legend = new TitledPane("Legend", new LegendPane());
        legend.setExpanded(false);
        ShotSheet sheet = new ShotSheet(model, court::selectedId, this::showError);
        court.selectedIdProperty().addListener(o -> sheet.refresh());
        TitledPane shotPane = new TitledPane("The shot: exact values", sheet);
        shotPane.setExpanded(false);
        Label working = new Label("Working of this frame");
        working.getStyleClass().add("panel-title");
        VBox side = new VBox(working, inspector, shotPane, overlays, legend);
        side.getStyleClass().add("side-panel");
        side.setMinWidth(300);

        LessonSource source = LessonSource.find();
        lessons = new LessonModel(model, source.load());
        lessonPanel = new LessonPanel(lessons, model, source, this::showError);
        lessonPanel.setMinWidth(280);
        split = new SplitPane(lessonPanel, court, side);
        split.setDividerPositions(0.27, 0.72);
        SplitPane.setResizableWithParent(lessonPanel, false);
        SplitPane.setResizableWithParent(side, false);
        stepping.setCenter(split);
        root.setTop(new WindowMenu(this, stage).bar());
        stepping.setBottom(new TimelineBar(model, palette));
        Tab steppingTab = new Tab("Step", stepping);
        steppingTab.setId("tab-step");
        tabs.getTabs().add(steppingTab);
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        tabs.getSelectionModel().selectedItemProperty().addListener((o, was, now) -> {
            if (was != null && was.getUserData() instanceof WindowTab t) {
                t.hidden(model);
            }
            if (now != null && now.getUserData() instanceof WindowTab t) {
                t.shown(model);
                showStatus(t.hint());
            } else {
                showStatus(HINT);
            }
        });
        root.setCenter(new VBox(banner, recovery, tabs));
        VBox.setVgrow(tabs, Priority.ALWAYS);

        status.setId("status");
        status.getStyleClass().add("status-line");
        root.setBottom(status);
        showStatus(HINT);

        clock = new PlaybackClock(model);
        clock.start();
        autosave = store == null ? null : Recovery.attach(model, files, store, recovery, this::showError);
    }

    public Parent root() {
        return root;
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
        } else {
            split.getItems().add(0, lessonPanel);
            split.setDividerPositions(0.27, 0.72);
        }
    }

    /** Adds a view in a tab of its own after the stepping view's; it shares the shot and gets the keys when shown. */
    public Tab addTab(WindowTab view) {
        Tab tab = new Tab(view.title(), view.content());
        tab.setId("tab-" + view.title().toLowerCase(java.util.Locale.ROOT).replace(' ', '-'));
        tab.setUserData(view);
        tabs.getTabs().add(tab);
        return tab;
    }

    /** The colours of the court, read once from the stylesheet; other views draw with the same. */
    public Palette palette() {
        return palette;
    }

    public TabPane tabs() {
        return tabs;
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

    public Label status() {
        return status;
    }

    public void showStatus(String text) {
        status.getStyleClass().remove("error-message");
        status.setText(text);
    }

    /** A problem the user must see (a file that could not be read): in a banner over the court, and below. */
    public void showError(String text) {
        if (!status.getStyleClass().contains("error-message")) {
            status.getStyleClass().add("error-message");
        }
        status.setText(text);
        banner.show(text);
    }

    public ProblemBanner banner() {
        return banner;
    }

    public RecoveryBanner recoveryBanner() {
        return recovery;
    }

    public Scene createScene(double w, double h) {
        Scene scene = new Scene(root, w, h);
        scene.getStylesheets().add(MainWindow.class.getResource(Palette.STYLESHEET).toExternalForm());
        scene.addEventFilter(KeyEvent.KEY_PRESSED, this::onKey);
        return scene;
    }

    /** Every action has a key. Ctrl shortcuts are menu accelerators; these are the bare keys. */
    private void onKey(KeyEvent e) {
        if (e.isControlDown() || e.isMetaDown() || e.isAltDown()) {
            return;
        }
        if (e.getTarget() instanceof javafx.scene.control.TextInputControl input && input.isEditable()) {
            return; // typing a value: keys are text
        }
        if (tabs.getSelectionModel().getSelectedItem().getUserData() instanceof WindowTab t) {
            if (t.handleKey(e)) {
                e.consume(); // the stepping view's keys are not for a tab that is not showing
            }
            return;
        }
        boolean handled = true;
        KeyCode k = e.getCode();
        switch (k) {
            case DIGIT1, NUMPAD1 -> model.setAlgorithm(AlgorithmNames.ALL.get(0));
            case DIGIT2, NUMPAD2 -> model.setAlgorithm(AlgorithmNames.ALL.get(1));
            case DIGIT3, NUMPAD3 -> model.setAlgorithm(AlgorithmNames.ALL.get(2));
            case DIGIT4, NUMPAD4 -> model.setAlgorithm(AlgorithmNames.ALL.get(3));
            case DIGIT5, NUMPAD5 -> model.setAlgorithm(AlgorithmNames.ALL.get(4));
            case PLUS, ADD, EQUALS -> court.zoomBy(1.25);
            case MINUS, SUBTRACT -> court.zoomBy(0.8);
            case DIGIT0, NUMPAD0 -> court.zoomToFit();
            case Z -> court.zoomToWorking();
            case L -> toggleLessons();
            default -> handled = TransportKeys.handle(k, e.isShiftDown(), model);
        }
        if (handled) {
            e.consume();
        }
    }

    public void stop() {
        if (autosave != null) {
            autosave.exit();
        }
        clock.stop();
        lessonPanel.close();
        tabs.getTabs().forEach(t -> {
            if (t.getUserData() instanceof WindowTab w) {
                w.stop();
            }
        });
    }
}
