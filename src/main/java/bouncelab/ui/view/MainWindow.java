package bouncelab.ui.view;

import bouncelab.core.scenario.Scenario;
import bouncelab.ui.lesson.LessonModel;
import bouncelab.ui.lesson.LessonPanel;
import bouncelab.ui.lesson.LessonSource;
import bouncelab.ui.model.PlaybackModel;
import bouncelab.ui.render.CourtRenderer;
import bouncelab.ui.prefs.FontSize;
import bouncelab.ui.prefs.PreferencesFile;
import javafx.animation.AnimationTimer;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TitledPane;
import javafx.scene.control.ToolBar;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;

import java.util.List;

/**
 * The stepping window: the court in the middle, the working beside it, the transport and timeline below. It wires
 * the parts to one {@link PlaybackModel} and handles keys; the parts do the rest.
 */
public final class MainWindow {
    private final PlaybackModel model;
    private final CourtView court;
    private final ShotFiles files;
    private final Label status = new Label();
    private final BorderPane root = new BorderPane();
    private final AnimationTimer clock;
    private final LessonModel lessons;
    private final LessonPanel lessonPanel;
    private final SplitPane split;
    private final Appearance appearance = new Appearance(root);
    private final PresentationMode presentation;
    private final FrameExports exports;
    private final GameMode games;

    /** A window that remembers nothing between runs (tests, the render command). */
    public MainWindow(Scenario shot, Stage stage) {
        this(shot, stage, null);
    }

    /** A window whose theme, type size, last lesson and overlays are kept in {@code prefs} (null: not kept). */
    public MainWindow(Scenario shot, Stage stage, PreferencesFile prefs) {
        model = new PlaybackModel(shot);
        CourtRenderer renderer = new CourtRenderer(appearance.palette());
        court = new CourtView(model, renderer);
        files = new ShotFiles(model, stage, this::showStatus, this::showError);


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
        // with large type the side panel can be taller than the window: it scrolls rather than push the status off
        javafx.scene.control.ScrollPane sideScroll = new javafx.scene.control.ScrollPane(side);
        sideScroll.setFitToWidth(true);
        sideScroll.setFitToHeight(true);
        sideScroll.getStyleClass().add("side-scroll");
        sideScroll.setMinWidth(300);
        GameView gameView = new GameView(renderer, model::overlays);
        StackPane courtStack = new StackPane(court, gameView);
        games = new GameMode(model, gameView, court, root, this::showStatus);
        PointerHighlight pointer = new PointerHighlight(courtStack);
        courtStack.getChildren().add(pointer);
        split = new SplitPane(lessonPanel, courtStack, sideScroll);
        split.setDividerPositions(0.27, 0.72);
        SplitPane.setResizableWithParent(lessonPanel, false);
        SplitPane.setResizableWithParent(sideScroll, false);
        root.setCenter(split);

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
        javafx.scene.control.MenuBar menu = new WindowMenu(this, stage).bar();
        ToolBar tools = new ToolBar(new Label("Algorithm"), new AlgorithmBar(model),
                new javafx.scene.control.Separator(), zoomWorking, fit);
        tools.setId("algorithm-tools");
        VBox top = new VBox(menu, tools, new TransportBar(model));
        root.setTop(top);

        status.setId("status");
        status.getStyleClass().add("status-line");
        TimelineBar timeline = new TimelineBar(model, appearance.palette());
        root.setBottom(new VBox(timeline, status));
        appearance.paletteProperty().addListener((o, was, now) -> {
            renderer.setPalette(now);
            timeline.setPalette(now);
            court.redraw();
        });
        exports = new FrameExports(model, court, lessons, appearance);
        presentation = new PresentationMode(stage, root, appearance, split, courtStack, List.of(menu, tools, status),
                pointer);
        appearance.shownFontSizeProperty().addListener((o, was, now) -> {
            renderer.setLabelScale(now.px() / (double) FontSize.DEFAULT.px());
            court.redraw();
        });
        showStatus("→ step · Space play · Shift+→ next event · [ ] passes · 1–5 algorithm · Z zoom to the working, 0 fit · "
                + "at frame 0, drag the ball or its arrow tip");

        clock = new AnimationTimer() {
            private long last = -1;
            private double owed;

            @Override
            public void handle(long now) {
                if (last < 0 || !model.playingProperty().get()) {
                    last = now;
                    owed = 0;
                    return;
                }
                owed += (now - last) / 1e9;
                last = now;
                double per = model.secondsPerFrame();
                while (owed >= per && model.playingProperty().get()) {
                    owed -= per;
                    model.tick();
                }
            }
        };
        clock.start();
        if (prefs != null) {
            new PreferencesKeeper(prefs, appearance, model, lessons, this::showError).restore();
        }
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
        } else {
            split.getItems().add(0, lessonPanel);
            split.setDividerPositions(0.27, 0.72);
        }
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

    public void showError(String text) {
        if (!status.getStyleClass().contains("error-message")) {
            status.getStyleClass().add("error-message");
        }
        status.setText(text);
    }

    public Scene createScene(double w, double h) {
        Scene scene = new Scene(root, w, h);
        appearance.attach(scene);
        scene.addEventFilter(KeyEvent.KEY_PRESSED, new WindowKeys(this)::onKey);
        return scene;
    }

    public void stop() {
        clock.stop();
        games.close();
        lessonPanel.close();
    }
}
