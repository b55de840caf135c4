package bouncelab.ui.view;

import bouncelab.core.algorithm.AlgorithmNames;
import bouncelab.core.scenario.Scenario;
import bouncelab.ui.model.PlaybackModel;
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
    private final BorderPane root = new BorderPane();
    private final PlaybackClock clock;
    private final BorderPane stepping = new BorderPane();
    private final TabPane tabs = new TabPane();
    private final Palette palette;

    public MainWindow(Scenario shot, Stage stage) {
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
        root.setTop(new WindowMenu(model, court, files, stage).bar());
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

        SplitPane split = new SplitPane(court, side);
        split.setDividerPositions(0.66);
        stepping.setCenter(split);
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
        root.setCenter(tabs);

        status.setId("status");
        status.getStyleClass().add("status-line");
        root.setBottom(status);
        showStatus(HINT);

        clock = new PlaybackClock(model);
        clock.start();
    }

    public Parent root() {
        return root;
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
            default -> handled = TransportKeys.handle(k, e.isShiftDown(), model);
        }
        if (handled) {
            e.consume();
        }
    }

    public void stop() {
        clock.stop();
        tabs.getTabs().forEach(t -> {
            if (t.getUserData() instanceof WindowTab w) {
                w.stop();
            }
        });
    }
}
