package bouncelab.ui.compare;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.scenario.Scenario;
import bouncelab.ui.common.Styles;
import bouncelab.ui.common.ToolBarRefit;
import bouncelab.ui.common.UiWords;
import bouncelab.ui.render.CourtRenderer;
import bouncelab.ui.render.Palette;
import bouncelab.ui.session.ComputingBadge;
import bouncelab.ui.session.PlaybackClock;
import bouncelab.ui.session.PlaybackModel;
import bouncelab.ui.session.Shortcut;
import bouncelab.ui.session.Transport;
import bouncelab.ui.session.TransportBar;
import bouncelab.ui.session.TransportKeys;
import bouncelab.ui.step.CourtView;
import bouncelab.ui.tab.WindowTab;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Separator;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToolBar;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.RowConstraints;
import javafx.scene.layout.VBox;
import org.controlsfx.control.SegmentedButton;
import org.jspecify.annotations.Nullable;

/**
 * The compare view: the same shot run by every algorithm, side by side in a grid or overlaid on one court, stepped
 * together by one transport and one timeline that marks where each run first parts from swept-exact.
 */
public final class CompareView extends BorderPane implements WindowTab {
    /** The tab's id, the same in every language. */
    public static final String ID = "compare";

    private final CompareModel model;
    private final List<ComparePanel> panels = new ArrayList<>();
    private final GridPane grid = new GridPane();
    private final OverlayCourt overlay;
    private final CompareTimeline timeline;
    private final PlaybackClock clock;
    private final CourtRenderer renderer;
    private @Nullable PlaybackModel following;
    private boolean showing;
    private @Nullable CompareLayout layoutBeforePresenting;
    private @Nullable ComputingBadge badge;
    private final ToolBar tools;
    private final BooleanProperty presentingNow = new SimpleBooleanProperty();

    public CompareView(CompareModel model, Palette palette) {
        this(model, palette, 1);
    }

    /** {@code textScale}: the type size against the standard one, for the labels drawn on the courts. */
    public CompareView(CompareModel model, Palette palette, double textScale) {
        this.model = model;
        getStyleClass().add(Styles.COMPARE_VIEW);
        renderer = new CourtRenderer(palette);
        renderer.speak(UiWords.words());
        renderer.setLabelScale(textScale);
        buildGrid(renderer);
        overlay = new OverlayCourt(model, renderer);
        timeline = new CompareTimeline(model, palette);
        tools = toolBar();
        // presenting, the tool bar goes (its G and 0 keys still work) unless runs are being worked out or were stopped
        tools.visibleProperty()
                .bind(presentingNow.not().or(model.computingProperty()).or(model.stoppedProperty()));
        tools.managedProperty().bind(tools.visibleProperty());
        setTop(new VBox(tools, new TransportBar(model.transport())));
        setBottom(timeline);
        model.layoutProperty().addListener(o -> showLayout());
        presentingNow.addListener(o -> showLayout());
        showLayout();
        clock = new PlaybackClock(model.transport());
        clock.start();
    }

    /** The panels on a grid of six columns: three to a row, or two (a little wider), or one (see placePanels). */
    private void buildGrid(CourtRenderer renderer) {
        grid.getStyleClass().add(Styles.COMPARE_GRID);
        grid.setId("compare-grid");
        for (int c = 0; c < 6; c++) {
            ColumnConstraints col = new ColumnConstraints();
            col.setPercentWidth(100.0 / 6);
            grid.getColumnConstraints().add(col);
        }
        placePanels(renderer);
        model.runSetProperty().addListener(o -> {
            placePanels(renderer);
            this.overlay.runsChanged();
        });
    }

    /**
     * One panel per run, however many: rows of at most three, the fuller rows first, each row's panels sharing its
     * width (so five as three and two, six as three and three, seven as three, two and two).
     */
    private void placePanels(CourtRenderer renderer) {
        grid.getChildren().clear();
        panels.clear();
        var names = model.algorithms();
        int rows = Math.max(1, (names.size() + 2) / 3);
        grid.getRowConstraints().clear();
        for (int r = 0; r < rows; r++) {
            RowConstraints row = new RowConstraints();
            row.setPercentHeight(100.0 / rows);
            row.setVgrow(Priority.ALWAYS);
            grid.getRowConstraints().add(row);
        }
        int i = 0;
        for (int r = 0; r < rows && i < names.size(); r++) {
            int inRow = -Math.floorDiv(-(names.size() - i), rows - r); // the rest shared out, fuller rows first
            int span = 6 / inRow;
            for (int c = 0; c < inRow; c++, i++) {
                ComparePanel p = new ComparePanel(model, names.get(i), renderer);
                p.presenting(presentingNow.get());
                panels.add(p);
                grid.add(p, c * span, r, span, 1);
            }
        }
    }

    private ToolBar toolBar() {
        SegmentedButton layouts = new SegmentedButton();
        for (CompareLayout l : CompareLayout.values()) {
            ToggleButton b =
                    new ToggleButton(UiWords.window("compare.layout." + l.name().toLowerCase(Locale.ROOT)));
            b.setId("layout-" + l.name().toLowerCase(Locale.ROOT));
            b.setFocusTraversable(false);
            b.setSelected(model.layout() == l);
            b.setOnAction(e -> {
                model.layoutProperty().set(l);
                b.setSelected(true);
            });
            layouts.getButtons().add(b);
        }
        layouts.setTooltip(new Tooltip(UiWords.window("compare.layout.tip")));
        layouts.setAccessibleText(UiWords.window("compare.layout.name")); // a group, named; its buttons are too
        model.layoutProperty()
                .addListener((o, was, now) -> layouts.getButtons()
                        .forEach(b -> b.setSelected(
                                b.getId().equals("layout-" + now.name().toLowerCase(Locale.ROOT)))));
        Button fit = new Button(UiWords.window("compare.fit"));
        fit.setId("compare-fit");
        fit.setFocusTraversable(false);
        fit.setTooltip(new Tooltip(UiWords.window("compare.fit.tip")));
        fit.setOnAction(e -> fitAll());
        Label hint = new Label(UiWords.window("compare.hint"));
        hint.getStyleClass().add(Styles.TOOLBAR_HINT);
        // the five runs of a heavy shot are worked out in the background: how far, before the hint
        badge = new ComputingBadge(
                model.computingProperty(),
                model.computingProgressProperty(),
                model.computingProperty(),
                model::cancelComputing);
        badge.setId("compare-computing");
        // after Cancel the courts show the shot's start with no counts, until asked again
        Button again = new Button(UiWords.window("compare.again"));
        again.setId("compare-compute-again");
        again.visibleProperty().bind(model.stoppedProperty());
        again.managedProperty().bind(model.stoppedProperty());
        again.setOnAction(e -> model.computeAgain());
        Label show = new Label(UiWords.window("compare.show"));
        ToolBar bar = new ToolBar(show, layouts, fit, badge, again, new Separator(), hint);
        ToolBarRefit.onFontChange(bar, show);
        return bar;
    }

    /**
     * At the least, the lanes at their least: a BorderPane would count the timeline's full height, and a tab shorter
     * than that cut the lanes off instead of letting them shrink.
     */
    @Override
    protected double computeMinHeight(double width) {
        return snappedTopInset()
                + snappedBottomInset()
                + getTop().prefHeight(width)
                + getCenter().minHeight(width)
                + timeline.minHeight(width);
    }

    /** The lanes under the courts take the height left once the courts have their least (see CompareTimeline). */
    @Override
    protected void layoutChildren() {
        double w = getWidth();
        double others =
                getTop().prefHeight(w) + getCenter().minHeight(w) + timeline.prefHeight(w) - timeline.lanesRowHeight();
        timeline.fitLanesTo(getHeight() - snappedTopInset() - snappedBottomInset() - others);
        super.layoutChildren();
    }

    /**
     * The layout chosen; presented side by side (G), the courts take the room of the badges' counts and of the lanes
     * (each badge says where its run first differs), so five courts stay large enough to read at 1024 × 768.
     */
    private void showLayout() {
        boolean grid = model.layout() == CompareLayout.GRID;
        setCenter(grid ? this.grid : overlay);
        timeline.showLanes(!(grid && presentingNow.get()));
        panels.forEach(p -> p.presenting(presentingNow.get()));
    }

    @Override
    public String title() {
        return UiWords.window("tab.compare");
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String hint() {
        return UiWords.window("status.compareKeys");
    }

    @Override
    public Node content() {
        return this;
    }

    /** Shown: take the stepping view's shot (a file opened there, an edit), and keep following it while shown. */
    @Override
    public void shown(PlaybackModel stepping) {
        if (following == null) {
            following = stepping;
            stepping.scenarioProperty().addListener((o, was, now) -> {
                if (showing) {
                    follow(now);
                }
            });
        }
        showing = true;
        model.setActive(true); // the algorithms offered since it was hidden: their runs now
        follow(stepping.scenario());
        model.jumpTo(stepping.frame()); // at the frame the Step tab was showing
    }

    /**
     * Presenting: every ball on one large court (five courts side by side are too small for a class to read at
     * 1280 × 720), without the tool bar, so that the court and the lanes have its room; leaving puts back the
     * layout the teacher had.
     */
    @Override
    public void presenting(boolean on) {
        presentingNow.set(on);
        if (on) {
            layoutBeforePresenting = model.layout();
            model.layoutProperty().set(CompareLayout.OVERLAY);
        } else if (layoutBeforePresenting != null) {
            model.layoutProperty().set(layoutBeforePresenting);
            layoutBeforePresenting = null;
        }
    }

    /** Hidden: an edit made here becomes the stepping view's shot too, as the user's edit (kept, and saved). */
    @Override
    public void hidden(PlaybackModel stepping) {
        showing = false;
        model.setActive(false);
        model.setPlaying(false);
        if (!stepping.scenario().equals(model.scenario())) {
            stepping.edit(model.scenario());
        }
    }

    private void follow(Scenario shot) {
        if (!shot.equals(model.scenario())) {
            model.setScenario(shot);
        }
    }

    public CompareModel model() {
        return model;
    }

    /** The court view of one algorithm's panel in the grid. */
    public CourtView court(AlgorithmId algorithm) {
        return panels.get(model.algorithms().indexOf(algorithm)).court();
    }

    /** "computing frames…" while the runs of a heavy shot are worked out. */
    public @Nullable ComputingBadge computingBadge() {
        return badge;
    }

    public CourtView overlayCourt() {
        return overlay.court();
    }

    public void fitAll() {
        panels.forEach(p -> p.court().zoomToFit());
        overlay.court().zoomToFit();
    }

    /** Every court zoomed onto this frame's working, as Z does on the Step tab (0 fits them again). */
    public void zoomAllToWorking() {
        panels.forEach(p -> p.court().zoomToWorking());
        overlay.court().zoomToWorking();
    }

    /** The view's own keys, after the transport's. */
    private static final List<Shortcut<CompareView>> KEYS = List.of(
            Shortcut.anyShift(
                    "G",
                    "compareLayout",
                    v -> v.model
                            .layoutProperty()
                            .set(v.model.layout() == CompareLayout.GRID ? CompareLayout.OVERLAY : CompareLayout.GRID),
                    KeyCode.G),
            Shortcut.anyShift("0", "compareFit", CompareView::fitAll, KeyCode.DIGIT0, KeyCode.NUMPAD0),
            Shortcut.anyShift("Z", "compareZoom", CompareView::zoomAllToWorking, KeyCode.Z));

    /** The view's bare keys: the transport's, G to switch layout, 0 to fit the courts. True if it was one. */
    @Override
    public boolean handleKey(KeyEvent e) {
        if (e.isControlDown() || e.isMetaDown() || e.isAltDown()) {
            return false;
        }
        KeyCode k = e.getCode();
        return TransportKeys.handle(k, e.isShiftDown(), model.transport())
                || Shortcut.dispatch(KEYS, k, e.isShiftDown(), this);
    }

    @Override
    public List<Shortcut<?>> shortcuts() {
        List<Shortcut<?>> all = new ArrayList<>(TransportKeys.KEYS);
        all.addAll(KEYS);
        return all;
    }

    @Override
    public String about() {
        return UiWords.help("compare.about");
    }

    /** The window is closing: the runs still being worked out stop, rather than work on for courts nobody sees. */
    @Override
    public void stop() {
        clock.stop();
        model.cancelComputing();
    }

    @Override
    public boolean computing() {
        return model.isComputing();
    }

    @Override
    public Optional<Transport> transport() {
        return Optional.of(model.transport());
    }

    @Override
    public void textScaleChanged(double scale) {
        renderer.setLabelScale(scale); // the lanes follow the stylesheet's type by themselves
        panels.forEach(p -> p.court().redraw());
        overlay.court().redraw();
    }

    @Override
    public void paletteChanged(Palette palette) {
        renderer.setPalette(palette); // one renderer draws every court here
        timeline.setPalette(palette);
        panels.forEach(p -> p.court().redraw());
        overlay.court().redraw();
    }
}
