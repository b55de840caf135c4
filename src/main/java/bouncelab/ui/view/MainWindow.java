package bouncelab.ui.view;

import bouncelab.core.algorithm.AlgorithmNames;
import bouncelab.core.scenario.Scenario;
import bouncelab.ui.model.PlaybackModel;
import bouncelab.ui.render.CourtRenderer;
import bouncelab.ui.render.Palette;
import javafx.animation.AnimationTimer;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
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
    private final PlaybackModel model;
    private final CourtView court;
    private final ShotFiles files;
    private final Label status = new Label();
    private final BorderPane root = new BorderPane();
    private final AnimationTimer clock;

    public MainWindow(Scenario shot, Stage stage) {
        model = new PlaybackModel(shot);
        Palette palette = Palette.standard();
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
        VBox top = new VBox(new WindowMenu(model, court, files, stage).bar(),
                new ToolBar(new Label("Algorithm"), new AlgorithmBar(model), new javafx.scene.control.Separator(),
                        zoomWorking, fit), new TransportBar(model));
        root.setTop(top);

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

        SplitPane split = new SplitPane(court, side);
        split.setDividerPositions(0.66);
        root.setCenter(split);

        status.setId("status");
        status.getStyleClass().add("status-line");
        root.setBottom(new VBox(new TimelineBar(model, palette), status));
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
    }

    public Parent root() {
        return root;
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
        boolean shift = e.isShiftDown();
        boolean handled = true;
        KeyCode k = e.getCode();
        switch (k) {
            case SPACE -> model.togglePlaying();
            case RIGHT -> {
                if (shift) {
                    model.nextEvent();
                } else {
                    model.stepForward();
                }
            }
            case LEFT -> {
                if (shift) {
                    model.previousEvent();
                } else {
                    model.stepBack();
                }
            }
            case HOME -> model.toStart();
            case CLOSE_BRACKET -> model.passForward();
            case OPEN_BRACKET -> model.passBack();
            case DIGIT1, NUMPAD1 -> model.setAlgorithm(AlgorithmNames.ALL.get(0));
            case DIGIT2, NUMPAD2 -> model.setAlgorithm(AlgorithmNames.ALL.get(1));
            case DIGIT3, NUMPAD3 -> model.setAlgorithm(AlgorithmNames.ALL.get(2));
            case DIGIT4, NUMPAD4 -> model.setAlgorithm(AlgorithmNames.ALL.get(3));
            case DIGIT5, NUMPAD5 -> model.setAlgorithm(AlgorithmNames.ALL.get(4));
            case PLUS, ADD, EQUALS -> court.zoomBy(1.25);
            case MINUS, SUBTRACT -> court.zoomBy(0.8);
            case DIGIT0, NUMPAD0 -> court.zoomToFit();
            case Z -> court.zoomToWorking();
            default -> handled = false;
        }
        if (handled) {
            e.consume();
        }
    }

    public void stop() {
        clock.stop();
    }
}
