package bouncelab.ui.sweep;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.sweep.MissRateTheory;
import bouncelab.core.sweep.SweepResult;
import bouncelab.core.sweep.SweepRow;
import bouncelab.core.sweep.SweepSpec;
import bouncelab.ui.common.Glossary;
import bouncelab.ui.common.Styles;
import bouncelab.ui.common.UiWords;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.shape.Line;
import javafx.scene.text.Text;
import javafx.util.StringConverter;
import org.jspecify.annotations.Nullable;

/**
 * The through rate of each algorithm against speed, one series per algorithm in teaching order, then the
 * analytic miss-rate curve; vertical marks at a quarter and a half of the ball's width (Graybill's safe and
 * largest steps) and at T + D, the speed from which a frame can step clean over the target. Each series carries
 * its algorithm's own style class ({@link AlgorithmId#colourKey()}), the theory its own, and the stylesheet gives
 * each its colour and line, whatever its place among the series.
 */
public final class SweepChart extends LineChart<Number, Number> {
    /** Points on the theory curve: enough for its knee to look sharp at any width. */
    private static final int THEORY_POINTS = 240;

    private record Mark(double speed, String label) {}

    private final List<Mark> marks = new ArrayList<>();
    private final List<Line> lines = new ArrayList<>();
    private final List<Text> labels = new ArrayList<>();
    /** The style class of each series shown, by series: its algorithm's colour key, or the theory's class. */
    private final Map<Series<Number, Number>, String> styles = new IdentityHashMap<>();

    public SweepChart() {
        super(new NumberAxis(), new NumberAxis(0, 1, 0.1));
        getStyleClass().add(Styles.SWEEP_CHART);
        setId("sweep-chart");
        setCreateSymbols(false);
        setAnimated(false);
        getXAxis().setLabel(UiWords.window("sweep.axis.x"));
        getYAxis().setLabel(UiWords.window("sweep.axis.y"));
        NumberAxis x = (NumberAxis) getXAxis();
        x.setAutoRanging(false);
        ((NumberAxis) getYAxis()).setAutoRanging(false);
        // the ticks as the language writes numbers ("0,5" in Spanish), not as the machine's language does
        for (NumberAxis axis : List.of(x, (NumberAxis) getYAxis())) {
            axis.setTickLabelFormatter(new StringConverter<>() {
                @Override
                public String toString(Number n) {
                    return SweepText.number(n.doubleValue());
                }

                @Override
                public Number fromString(String text) {
                    return Double.parseDouble(text.replace(',', '.'));
                }
            });
        }
    }

    private boolean shortAsked;

    /** Presenting, the axes say it in fewer words: the large type must fit along a projector's short chart. */
    public void setShortAxisLabels(boolean shorter) {
        shortAsked = shorter;
        requestLayout();
    }

    /** The axes' long names where they fit along their axis at this type size, else the short ones. */
    @Override
    protected void layoutChildren() {
        String xLong = UiWords.window("sweep.axis.x"), xShort = UiWords.window("sweep.axis.x.short");
        String yLong = UiWords.window("sweep.axis.y"),
                yShort = UiWords.window("sweep.axis.y.short"),
                yShortest = UiWords.window("sweep.axis.y.shortest");
        getXAxis().setLabel(shortAsked || !fits(xLong, getXAxis().getWidth()) ? xShort : xLong);
        double plotHeight = getYAxis().getHeight();
        getYAxis()
                .setLabel(
                        !shortAsked && fits(yLong, plotHeight)
                                ? yLong
                                : fits(yShort, plotHeight)
                                        ? yShort
                                        : yShortest); // large type, a short chart: the word alone
        super.layoutChildren();
    }

    private boolean fits(String label, double length) {
        if (!(getYAxis().lookup(".axis-label") instanceof Label shown)) {
            return true;
        }
        Text t = new Text(label);
        t.setFont(shown.getFont());
        return length <= 0 || t.getLayoutBounds().getWidth() + 24 <= length;
    }

    /** The spec of the series shown, and each algorithm's series: a later result of the same spec refills them. */
    private @Nullable SweepSpec shown;

    private final Map<AlgorithmId, Series<Number, Number>> byAlgorithm = new HashMap<>();

    /**
     * Shows a result: a new spec replaces every series and mark; more speeds of the spec shown (a sweep's progress)
     * refill the algorithms' series in place, so the chart keeps its paths, its theory and its legend rather than
     * make and style them again for every speed that lands.
     */
    public void show(SweepResult result) {
        SweepSpec was = shown;
        if (was != null && result.spec().equals(was)) {
            for (AlgorithmId algorithm : was.algorithms()) {
                Objects.requireNonNull(byAlgorithm.get(algorithm), "each algorithm shown has its series")
                        .getData()
                        .setAll(points(result, algorithm));
            }
            return;
        }
        SweepSpec spec = result.spec();
        shown = spec;
        byAlgorithm.clear();
        NumberAxis x = (NumberAxis) getXAxis();
        double upper = spec.speeds().get(spec.speeds().size() - 1);
        x.setLowerBound(0);
        x.setUpperBound(upper);
        x.setTickUnit(niceStep(upper / 10));
        ObservableList<Series<Number, Number>> all = FXCollections.observableArrayList();
        List<Series<Number, Number>> uncovered = new ArrayList<>();
        styles.clear();
        for (AlgorithmId algorithm : spec.algorithms()) {
            Series<Number, Number> s = new Series<>();
            s.setName(algorithm.fileName());
            s.getData().setAll(points(result, algorithm)); // one change, not one a point: each is heard by the chart
            styles.put(s, algorithm.colourKey());
            byAlgorithm.put(algorithm, s);
            (algorithm.reach().covered() ? all : uncovered).add(s);
        }
        Series<Number, Number> theory = theory(spec, upper);
        styles.put(theory, Styles.SWEEP_THEORY);
        all.add(theory); // after the tests it covers: yours, which no theory covers, comes after it
        all.addAll(uncovered);
        setData(all);
        for (Series<Number, Number> s : getData()) {
            if (s.getNode() != null) {
                s.getNode().getStyleClass().add(styles.get(s));
            }
        }
        marks.clear();
        marks.add(new Mark(MissRateTheory.quarterWidth(spec.diameter()), "¼ D"));
        marks.add(new Mark(MissRateTheory.halfWidth(spec.diameter()), "½ D"));
        marks.add(new Mark(
                MissRateTheory.firstMissSpeed(spec.thickness(), spec.diameter(), spec.angle()),
                spec.angle() == 0 ? "T + D" : "(T + D) / cos θ"));
        requestChartLayout();
    }

    private static List<XYChart.Data<Number, Number>> points(SweepResult result, AlgorithmId algorithm) {
        List<XYChart.Data<Number, Number>> points = new ArrayList<>();
        for (SweepRow r : result.rowsOf(algorithm)) {
            points.add(new XYChart.Data<>(r.speed(), r.rate()));
        }
        return points;
    }

    /** The legend's swatches take their series' style class too (the legend is made again as series change). */
    @Override
    protected void updateLegend() {
        super.updateLegend();
        if (!(getLegend() instanceof Parent legend)) {
            return;
        }
        for (Node item : legend.getChildrenUnmodifiable()) {
            if (item instanceof Label label && label.getGraphic() != null) {
                getData().stream()
                        .filter(s -> s.getName().equals(label.getText()))
                        .findFirst()
                        .map(styles::get)
                        .ifPresent(c -> label.getGraphic().getStyleClass().add(c));
            }
        }
    }

    /** The analytic miss rate, evaluated finely, with its knee at T + D exactly. */
    private static Series<Number, Number> theory(SweepSpec spec, double upper) {
        Series<Number, Number> s = new Series<>();
        s.setName(
                spec.angle() == 0
                        ? UiWords.window("sweep.theory.headOn")
                        : UiWords.window("sweep.theory.angle", SweepText.number(spec.angle())));
        double knee = MissRateTheory.firstMissSpeed(spec.thickness(), spec.diameter(), spec.angle());
        List<Double> at = new ArrayList<>();
        for (int i = 1; i <= THEORY_POINTS; i++) {
            at.add(upper * i / THEORY_POINTS);
        }
        if (knee < upper) {
            at.add(knee);
        }
        s.getData()
                .setAll(at.stream()
                        .sorted()
                        .map(v -> new XYChart.Data<Number, Number>(
                                v, MissRateTheory.missRate(spec.thickness(), spec.diameter(), v, spec.angle())))
                        .toList());
        return s;
    }

    /** 1, 2 or 5 times a power of ten: ticks a reader can count along. */
    static double niceStep(double rough) {
        double p = Math.pow(10, Math.floor(Math.log10(Math.max(rough, 1e-9))));
        double m = rough / p;
        return (m <= 1 ? 1 : m <= 2 ? 2 : m <= 5 ? 5 : 10) * p;
    }

    /** The marks as the chart shows them, for tests: speed and label. */
    public List<String> markLabels() {
        return marks.stream()
                .map(m -> m.label() + " = " + SweepText.number(m.speed()))
                .toList();
    }

    @Override
    protected void layoutPlotChildren() {
        super.layoutPlotChildren();
        getPlotChildren().removeAll(lines);
        getPlotChildren().removeAll(labels);
        lines.clear();
        labels.clear();
        NumberAxis x = (NumberAxis) getXAxis();
        double height = getYAxis().getHeight();
        for (Mark m : marks) {
            if (m.speed() < x.getLowerBound() || m.speed() > x.getUpperBound()) {
                continue;
            }
            double px = x.getDisplayPosition(m.speed());
            Line line = new Line(px, 0, px, height);
            line.getStyleClass().add(Styles.SWEEP_MARK);
            Text label = new Text(px + 4, 14, m.label());
            label.getStyleClass().add(Styles.SWEEP_MARK_LABEL);
            String said = Glossary.explain(m.label());
            if (!said.isEmpty()) { // what ¼ D, T + D and θ mean, on hover
                Tooltip.install(label, new Tooltip(said));
            }
            lines.add(line);
            labels.add(label);
        }
        getPlotChildren().addAll(lines);
        getPlotChildren().addAll(labels);
        stackLabels();
    }

    /**
     * Each mark's label on the first line down where it does not run into another's (¼ D and ½ D sit close
     * together at small diameters): readable at any type size.
     */
    private void stackLabels() {
        List<Double> lineEnds = new ArrayList<>();
        for (Text label : labels) {
            label.applyCss();
            double w = label.getLayoutBounds().getWidth(),
                    h = label.getLayoutBounds().getHeight();
            int line = 0;
            while (line < lineEnds.size() && lineEnds.get(line) > label.getX() - 4) {
                line++;
            }
            if (line == lineEnds.size()) {
                lineEnds.add(0.0);
            }
            lineEnds.set(line, label.getX() + w);
            label.setY(h * (line + 1));
        }
    }

    /** Where each mark's label is drawn in the plot, for tests. */
    public List<Bounds> markLabelBounds() {
        return labels.stream().map(Text::getBoundsInParent).toList();
    }
}
