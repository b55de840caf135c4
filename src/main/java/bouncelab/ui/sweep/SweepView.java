package bouncelab.ui.sweep;

import bouncelab.core.sweep.SweepResult;
import bouncelab.ui.common.PathDialog;
import bouncelab.ui.common.Styles;
import bouncelab.ui.common.UiWords;
import bouncelab.ui.session.PlaybackModel;
import bouncelab.ui.tab.WindowTab;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TitledPane;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Window;
import org.jspecify.annotations.Nullable;

/**
 * The tunnelling lab: a target and a ball of chosen sizes, a range of speeds, many shots at random phase each, and
 * the through rate of every algorithm charted against speed beside the theory. "Which test misses this ball, and
 * from what speed on?" is answered under the inputs, in words.
 */
public final class SweepView extends BorderPane implements WindowTab {
    /** The tab's id, the same in every language. */
    public static final String ID = "speed-sweep";
    /** The most of the view's width the inputs take. */
    private static final double SIDE_SHARE = 0.42;
    /** Room kept for the side panel's vertical scroll bar. */
    private static final double SCROLL_BAR = 16;

    private final SweepModel model;
    private final SweepForm form;
    private final SweepChart chart = new SweepChart();
    /** Made the first time its folding pane is opened (see {@link #table()}). */
    private @Nullable SweepTable table;

    private final SweepAnswer answer = new SweepAnswer();
    private final Label status = new Label();
    private final ScrollPane side;
    private final TitledPane tablePane;
    private final VBox inputs;
    /** The inputs joining the view in the pulses after its first opening. */
    private final InputsLater inputsLater;
    /** Presenting: the chart over the answer, all the class needs; the rest waits in the window. */
    private final VBox presented = new VBox();

    private final Label presentedStatus = new Label();

    public SweepView(SweepModel model) {
        this.model = model;
        getStyleClass().add(Styles.SWEEP_VIEW);
        form = new SweepForm(model.spec());

        Button run = new Button(UiWords.window("sweep.run"));
        run.setId("sweep-run");
        run.setDefaultButton(true);
        run.setTooltip(new Tooltip(UiWords.window("sweep.run.tip")));
        run.setOnAction(e -> run());
        ProgressIndicator busy = new ProgressIndicator();
        busy.getStyleClass().add(Styles.SWEEP_BUSY);
        busy.setAccessibleText(UiWords.window("sweep.busy")); // named for a screen reader while the sweep runs
        busy.visibleProperty().bind(model.runningProperty());
        busy.progressProperty().bind(model.progressProperty()); // the share of speeds done
        run.disableProperty().bind(model.runningProperty());
        Button cancel = new Button(UiWords.window("badge.cancel"));
        cancel.setId("sweep-cancel");
        cancel.setTooltip(new Tooltip(UiWords.window("sweep.cancel.tip")));
        cancel.setOnAction(e -> cancel());
        cancel.visibleProperty().bind(model.runningProperty());
        cancel.managedProperty().bind(model.runningProperty());
        Button csv = new Button(UiWords.window("sweep.exportCsv"));
        csv.setId("sweep-export-csv");
        csv.setOnAction(e ->
                choose(UiWords.window("sweep.csvTable"), "*.csv", "sweep.csv").ifPresent(this::exportCsv));
        Button png = new Button(UiWords.window("sweep.exportPng"));
        png.setId("sweep-export-png");
        png.setOnAction(e ->
                choose(UiWords.window("sweep.pngPicture"), "*.png", "sweep.png").ifPresent(this::exportPng));
        csv.disableProperty().bind(model.completeProperty().not()); // a part-done sweep is not exported
        png.disableProperty().bind(model.completeProperty().not());

        Label title = new Label(UiWords.window("tab.sweep"));
        title.getStyleClass().add(Styles.PANEL_TITLE);
        Label about = new Label(UiWords.window("sweep.about"));
        about.setWrapText(true);
        about.setMinHeight(Region.USE_PREF_SIZE); // wrapped text must not be cut to an ellipsis
        about.getStyleClass().add(Styles.SWEEP_ABOUT);
        status.setId("sweep-status");
        status.getStyleClass().add(Styles.STATUS_LINE);
        status.setWrapText(true);
        HBox runRow = new HBox(run, cancel, busy);
        HBox exportRow = new HBox(csv, png);
        runRow.getStyleClass().add(Styles.BUTTON_ROW);
        exportRow.getStyleClass().add(Styles.BUTTON_ROW);
        inputs = new VBox(title, about, form, runRow, exportRow, answer, status);
        inputs.getStyleClass().addAll(Styles.SIDE_PANEL, Styles.SWEEP_SIDE);
        // with large type the inputs and the answer are taller than a projector's window: they scroll, and take at
        // most a little under half the width, so the chart keeps room for its legend (two columns at 1280 wide)
        ScrollPane side = new ScrollPane(inputs) {
            @Override
            protected double computeMinWidth(double height) { // the inputs' own minimum, beside a scroll bar
                return inputs.minWidth(-1) + snappedLeftInset() + snappedRightInset() + SCROLL_BAR;
            }
        };
        side.setFitToWidth(true);
        side.setFitToHeight(true);
        side.getStyleClass().add(Styles.SIDE_SCROLL);
        side.maxWidthProperty().bind(widthProperty().multiply(SIDE_SHARE));
        setLeft(side);
        inputsLater = new InputsLater(this, side, inputs, form, () -> presented.getParent() != null);

        this.side = side;
        // the table of every speed is made when its pane is first opened, not with the view: folded, it is never
        // seen, and its columns' styling and layout were a good part of the tab's first opening (bench/fx-stalls.sh)
        tablePane = new TitledPane(UiWords.window("sweep.table"), null);
        tablePane.setExpanded(false);
        tablePane.expandedProperty().addListener((o, was, now) -> {
            if (now) {
                table();
            }
        });
        VBox.setVgrow(chart, Priority.ALWAYS);
        VBox.setVgrow(tablePane, Priority.NEVER);
        setCenter(new VBox(chart, tablePane));
        model.resultProperty().addListener((o, was, now) -> show(now));
        model.completeProperty().addListener((o, was, now) -> {
            if (now) {
                show(model.result());
            }
        });
        model.algorithms().yoursProperty().addListener((o, was, now) -> yoursChanged = true);
        presented.getStyleClass().add(Styles.SWEEP_PRESENTED);
        presented.setId("sweep-presented");
        presentedStatus.textProperty().bind(status.textProperty()); // "running: 12 of 60 speeds done…" meanwhile
        presentedStatus.getStyleClass().add(Styles.STATUS_LINE);
        presentedStatus.visibleProperty().bind(status.textProperty().isNotEmpty());
        presentedStatus.managedProperty().bind(presentedStatus.visibleProperty());
        if (model.result() != null) {
            show(model.result());
        }
    }

    /** Set when the student's test changed: the next time the tab is shown, the sweep runs again. */
    private boolean yoursChanged;

    /** Reads the inputs and runs the sweep; a bad input is shown and nothing runs. */
    public void run() {
        form.read(List.copyOf(model.algorithms().shown())).ifPresent(spec -> {
            model.specProperty().set(spec);
            status.setText(UiWords.window(
                    "sweep.running",
                    String.valueOf(spec.speeds().size() * spec.algorithms().size()),
                    String.valueOf(spec.shots())));
            model.run();
        });
    }

    /** Stops the sweep running; the chart keeps the speeds done. */
    public void cancel() {
        if (model.runningProperty().get()) {
            model.cancel();
            SweepResult part = model.result();
            int done = part == null || model.complete() ? 0 : speedsDone(part);
            status.setText(UiWords.window(
                    "sweep.cancelled",
                    String.valueOf(done),
                    String.valueOf(model.spec().speeds().size())));
        }
    }

    /** Runs the current inputs once, the first time the view is shown. */
    public void runIfEmpty() {
        if (model.result() == null && !model.runningProperty().get()) {
            run();
        }
    }

    /** Draws a result: as each speed comes in while running, and the answer in words once every speed is in. */
    private void show(SweepResult result) {
        if (result == null) {
            return;
        }
        chart.show(result);
        if (table != null) {
            table.show(result);
        }
        if (model.complete()) {
            status.setText(""); // first: the sweep is done whatever becomes of its answer
            answer.show(result);
        } else if (model.runningProperty().get()) {
            status.setText(UiWords.window(
                    "sweep.progress",
                    String.valueOf(speedsDone(result)),
                    String.valueOf(result.spec().speeds().size())));
        }
    }

    private static int speedsDone(SweepResult part) {
        int algorithms = part.spec().algorithms().size();
        return algorithms == 0 ? 0 : part.rows().size() / algorithms;
    }

    @Override
    public String title() {
        return UiWords.window("tab.sweep");
    }

    @Override
    public String id() {
        return ID;
    }

    /** A picture of the sweep has its lines: it is run here and now, with its inputs as they are. */
    @Override
    public void preparePicture(@Nullable String yours) {
        inputsLater.now(); // the picture is taken at once
        model.runNow();
    }

    @Override
    public String hint() {
        return UiWords.window("status.sweepKeys");
    }

    @Override
    public Node content() {
        return this;
    }

    @Override
    public String about() {
        return UiWords.help("sweep.about");
    }

    /**
     * Presenting: what a class wants from a sweep, large: the chart, and under it the answer (from what speed on
     * each test lets the ball through, beside the theory), whose swatches name the curves, so the chart's own legend
     * goes. The inputs and the table of every speed stay in the window and come back after.
     */
    @Override
    public void presenting(boolean on) {
        if (on) {
            setLeft(null);
            chart.setShortAxisLabels(true);
            chart.setLegendVisible(false);
            inputs.getChildren().remove(answer);
            VBox.setVgrow(chart, Priority.ALWAYS);
            presented.getChildren().setAll(chart, answer, presentedStatus);
            setCenter(presented);
        } else {
            presented.getChildren().clear();
            chart.setShortAxisLabels(false);
            chart.setLegendVisible(true);
            inputs.getChildren().add(inputs.getChildren().indexOf(status), answer);
            setCenter(new VBox(chart, tablePane));
            inputsLater.sidePutBack();
            setLeft(side);
        }
    }

    /** The answer in words: where it is shown, in the side panel or (presenting) under the chart. */
    Node answer() {
        return answer;
    }

    /** The table of every speed (in the window only), in its folding pane: made now if it was not yet. */
    Node table() {
        if (table == null) {
            table = new SweepTable();
            if (model.result() != null) {
                table.show(model.result());
            }
            tablePane.setContent(table);
        }
        return table;
    }

    /** Whether the table of every speed has been made (its pane opened). */
    boolean tableMade() {
        return table != null;
    }

    /** The window is closing: a sweep still running stops, rather than work on for a chart nobody sees. */
    @Override
    public void stop() {
        model.cancel();
    }

    /** No keys of its own: typing goes to the inputs, Enter runs. */
    @Override
    public boolean handleKey(KeyEvent e) {
        return false;
    }

    /**
     * The first time the tab is shown there is a chart to look at at once, and the inputs join it in the pulses after
     * ({@link InputsLater}).
     */
    @Override
    public void shown(PlaybackModel stepping) {
        inputsLater.shown();
        if (yoursChanged) { // the student's test compiled anew since the last sweep: its curve is run with the rest
            yoursChanged = false;
            run();
            return;
        }
        runIfEmpty();
    }

    public SweepModel model() {
        return model;
    }

    public SweepChart chart() {
        return chart;
    }

    public boolean exportCsv(Path file) {
        try {
            SweepExport.csv(model.result(), file);
            status.setText(UiWords.window("sweep.saved", String.valueOf(file.getFileName())));
            return true;
        } catch (IOException | RuntimeException e) {
            status.setText(UiWords.window("sweep.notSaved", String.valueOf(file), e.getMessage()));
            return false;
        }
    }

    public boolean exportPng(Path file) {
        try {
            SweepExport.png(chart, file);
            status.setText(UiWords.window("sweep.saved", String.valueOf(file.getFileName())));
            return true;
        } catch (IOException | RuntimeException e) {
            status.setText(UiWords.window("sweep.notSaved", String.valueOf(file), e.getMessage()));
            return false;
        }
    }

    private Optional<Path> choose(String what, String pattern, String name) {
        Window owner = getScene() == null ? null : getScene().getWindow();
        return PathDialog.ask(
                        owner,
                        UiWords.window("sweep.export.title", what),
                        PathDialog.Purpose.SAVE_FILE,
                        Path.of(System.getProperty("user.home"), name),
                        List.of(new PathDialog.Format(what, pattern.replace("*", ""))))
                .map(PathDialog.Choice::path);
    }

    SweepForm form() {
        return form;
    }

    Label status() {
        return status;
    }
}
