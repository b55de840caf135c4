package bouncelab.ui.compare;

import bouncelab.core.algorithm.AlgorithmId;
import bouncelab.ui.common.Styles;
import bouncelab.ui.render.CourtColour;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * One run's badge: its colour and name, what it has done so far (hits, tunnels, phantom corners, bounces, outs),
 * and the frame where it first parts from swept-exact.
 */
final class RunBadge extends VBox {
    private final CompareModel model;
    private final AlgorithmId algorithm;
    private final Label counts = new Label();
    private final Label divergence = new Label();

    RunBadge(CompareModel model, AlgorithmId algorithm) {
        this.model = model;
        this.algorithm = algorithm;
        getStyleClass().add(Styles.RUN_BADGE);
        Region swatch = new Region();
        swatch.getStyleClass().addAll(Styles.RUN_SWATCH, CourtColour.styleClass(algorithm));
        Label name = new Label(algorithm.fileName());
        name.getStyleClass().add(Styles.RUN_NAME);
        name.setTooltip(new Tooltip(algorithm.title()));
        counts.getStyleClass().add(Styles.RUN_COUNTS);
        counts.setId("counts-" + algorithm.fileName());
        counts.setTooltip(new Tooltip("So far: hits on paddles and bricks, objects tunnelled through, phantom corner "
                + "hits, bounces (walls too), times out"));
        divergence.getStyleClass().add(Styles.RUN_DIVERGENCE);
        divergence.setId("divergence-" + algorithm.fileName());
        // with large type (presenting) a badge is narrow for its words: they wrap, the name is never cut short
        name.setMinWidth(Region.USE_PREF_SIZE);
        divergence.setMinWidth(Region.USE_PREF_SIZE);
        counts.setWrapText(true);
        counts.setMinWidth(0);
        counts.setMinHeight(Region.USE_PREF_SIZE); // the court below gives way, not the wrapped lines
        HBox named = new HBox(swatch, name);
        named.getStyleClass().add(Styles.RUN_TITLE);
        FlowPane title = new FlowPane(named, divergence);
        title.getStyleClass().add(Styles.RUN_TITLE_ROW);
        getChildren().addAll(title, counts);
        model.frameProperty().addListener(o -> update());
        model.revisionProperty().addListener(o -> update());
        update();
    }

    private void update() {
        PanelCounts c = model.counts(algorithm);
        // a no-break space ties each count to its name, so a wrapped line never leaves "phantoms" without its number
        counts.setText("hits\u00a0" + c.hits() + "   tunnels\u00a0" + c.tunnels() + "   phantoms\u00a0" + c.phantoms()
                + "   bounces\u00a0" + c.bounces() + "   outs\u00a0" + c.outs());
        counts.pseudoClassStateChanged(Styles.ALERT, c.tunnels() > 0 || c.phantoms() > 0);
        if (algorithm == CompareModel.REFERENCE) {
            divergence.pseudoClassStateChanged(Styles.PAST, false);
            divergence.setText("reference");
            return;
        }
        var f = model.firstDivergence(algorithm);
        divergence.setText(f.isEmpty() ? "agrees throughout" : "differs from frame " + f.getAsInt());
        divergence.pseudoClassStateChanged(Styles.PAST, f.isPresent() && model.frame() >= f.getAsInt());
    }
}
