package bouncelab.ui.compare;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.ui.common.Styles;
import bouncelab.ui.common.UiWords;
import bouncelab.ui.render.CourtColour;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;

/**
 * One run's badge: its colour and name, what it has done so far (hits, tunnels, phantom corners, bounces, outs),
 * and the frame where it first parts from swept-exact.
 */
final class RunBadge extends VBox {
    private final CompareModel model;
    private final AlgorithmId algorithm;
    private final Label counts = new Label();
    private final Label divergence = new Label();
    private final Tooltip nameTip = new Tooltip();
    private FlowPane title;
    private HBox named;
    private Label name;

    RunBadge(CompareModel model, AlgorithmId algorithm) {
        this.model = model;
        this.algorithm = algorithm;
        getStyleClass().add(Styles.RUN_BADGE);
        Region swatch = new Region();
        swatch.getStyleClass().addAll(Styles.RUN_SWATCH, CourtColour.styleClass(algorithm));
        Label name = new Label(algorithm.fileName());
        name.getStyleClass().add(Styles.RUN_NAME);
        name.setTooltip(nameTip); // its title, and its counts (the line under it may be left out when cramped)
        counts.getStyleClass().add(Styles.RUN_COUNTS);
        counts.setId("counts-" + algorithm.fileName());
        counts.setTooltip(new Tooltip(UiWords.window("compare.counts.tip")));
        divergence.getStyleClass().add(Styles.RUN_DIVERGENCE);
        divergence.setId("divergence-" + algorithm.fileName());
        // with large type a badge is narrow for its words: they wrap (the name after its hyphen), never cut short,
        // and never hold three courts wider than the window
        name.setMinWidth(0);
        name.setMinHeight(Region.USE_PREF_SIZE);
        divergence.setMinWidth(Region.USE_PREF_SIZE);
        counts.setWrapText(true);
        counts.setMinWidth(0);
        counts.setMinHeight(Region.USE_PREF_SIZE); // the court below gives way, not the wrapped lines
        named = new HBox(swatch, name);
        named.getStyleClass().add(Styles.RUN_TITLE);
        title = new FlowPane(named, divergence);
        title.getStyleClass().add(Styles.RUN_TITLE_ROW);
        // a flow pane is as wide as its widest child at least: the name's row is held to the badge's width instead
        title.setMinWidth(0);
        named.setMinWidth(0);
        this.name = name;
        getChildren().addAll(title, counts);
        model.frameProperty().addListener(o -> update());
        model.revisionProperty().addListener(o -> update());
        update();
    }

    @Override
    protected void layoutChildren() {
        double inner = inner(getWidth());
        named.setMaxWidth(inner > 0 ? inner : Region.USE_COMPUTED_SIZE);
        // too narrow for "intersection-centre" on one line: it breaks after its hyphen (wrapping broke mid-word)
        name.setText(inner > 0 && oneLine() > inner ? algorithm.fileName().replace("-", "-\n") : algorithm.fileName());
        super.layoutChildren();
    }

    /** How wide the name's row is with the name on one line. */
    private double oneLine() {
        Text t = new Text(algorithm.fileName());
        t.setFont(name.getFont());
        Node swatch = named.getChildren().get(0);
        return Math.max(swatch.minWidth(-1), swatch.prefWidth(-1))
                + named.getSpacing()
                + t.getLayoutBounds().getWidth()
                + name.snappedLeftInset()
                + name.snappedRightInset()
                + 2;
    }

    /**
     * Only its name: for a court squeezed short by large type on a small screen. The counts are in the name's
     * tooltip, the first difference on the timeline's lanes.
     */
    void setCompact(boolean compact) {
        this.compact = compact;
        divergence.setVisible(!compact);
        divergence.setManaged(!compact);
        counts.setVisible(!compact && countsShown);
        counts.setManaged(!compact && countsShown);
    }

    private boolean compact;
    private boolean countsShown = true;

    /**
     * Presented side by side, the badge keeps its name and where the run first parts from swept-exact, and lets
     * the counts go (in the name's tooltip still), so that the court under it is large enough for the back row.
     */
    void showCounts(boolean shown) {
        countsShown = shown;
        setCompact(compact);
    }

    /** How tall the badge is at this width with its name alone. */
    double compactHeight(double width) {
        return snappedTopInset() + snappedBottomInset() + named.prefHeight(inner(width));
    }

    /** How tall it is with the first difference and the counts as well. */
    double fullHeight(double width) {
        double inner = inner(width);
        double divergenceRow = named.prefWidth(-1) + title.getHgap() + divergence.prefWidth(-1) <= inner
                ? 0
                : divergence.prefHeight(-1) + title.getVgap();
        return compactHeight(width)
                + divergenceRow
                + (countsShown ? snapSpaceY(getSpacing()) + counts.prefHeight(inner) : 0);
    }

    private double inner(double width) {
        return Math.max(0, width - snappedLeftInset() - snappedRightInset());
    }

    private void update() {
        PanelCounts c = model.counts(algorithm);
        // a no-break space ties each count to its name, so a wrapped line never leaves "phantoms" without its number
        counts.setText(UiWords.window(
                "compare.counts",
                String.valueOf(c.hits()),
                String.valueOf(c.tunnels()),
                String.valueOf(c.phantoms()),
                String.valueOf(c.bounces()),
                String.valueOf(c.outs())));
        nameTip.setText(UiWords.title(algorithm) + "\n" + counts.getText().replace('\u00a0', ' '));
        counts.pseudoClassStateChanged(Styles.ALERT, c.tunnels() > 0 || c.phantoms() > 0);
        if (algorithm == CompareModel.REFERENCE) {
            divergence.pseudoClassStateChanged(Styles.PAST, false);
            divergence.setText(UiWords.window("compare.reference"));
            return;
        }
        if (!model.hasCounts(algorithm)) { // the runs are still being worked out: nothing known yet
            divergence.pseudoClassStateChanged(Styles.PAST, false);
            divergence.setText(UiWords.window(model.isStopped() ? "compare.cancelled" : "compare.computing"));
            return;
        }
        var f = model.firstDivergence(algorithm);
        divergence.setText(
                f.isEmpty()
                        ? UiWords.window("compare.agrees")
                        : UiWords.window("compare.differs", String.valueOf(f.getAsInt())));
        divergence.pseudoClassStateChanged(Styles.PAST, f.isPresent() && model.frame() >= f.getAsInt());
    }
}
