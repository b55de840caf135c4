package bouncelab.ui.common;

import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.layout.Pane;

/**
 * Buttons side by side, the next under the one before where the row is too narrow for both, and each as wide as
 * the row at most: a button wider than the row (a long language's words at presenting size) wraps its words rather
 * than widening whatever holds the row. JavaFX's FlowPane gives every child its preferred width, so one wide
 * button made a lesson's whole column wider than the screen's and cut every line of its text.
 */
public final class WrappingRow extends Pane {
    private final double hgap;
    private final double vgap;

    public WrappingRow(double hgap, double vgap, Node... children) {
        super(children);
        this.hgap = hgap;
        this.vgap = vgap;
    }

    @Override
    public Orientation getContentBias() {
        return Orientation.HORIZONTAL;
    }

    @Override
    protected double computeMinWidth(double height) {
        return snappedLeftInset() + snappedRightInset();
    }

    @Override
    protected double computePrefWidth(double height) {
        double w = 0;
        for (Node c : getManagedChildren()) {
            w += (w > 0 ? hgap : 0) + c.prefWidth(-1);
        }
        return snappedLeftInset() + w + snappedRightInset();
    }

    @Override
    protected double computeMinHeight(double width) {
        return computePrefHeight(width);
    }

    @Override
    protected double computePrefHeight(double width) {
        return snappedTopInset() + place(width, false) + snappedBottomInset();
    }

    @Override
    protected void layoutChildren() {
        place(getWidth(), true);
    }

    /** Lays the children out in rows within {@code width} (or only measures them); returns the rows' height. */
    private double place(double width, boolean move) {
        double inside = width < 0 ? Double.MAX_VALUE : Math.max(0, width - snappedLeftInset() - snappedRightInset());
        double x = 0;
        double y = 0;
        double rowHeight = 0;
        for (Node c : getManagedChildren()) {
            double w = Math.min(snapSizeX(c.prefWidth(-1)), inside);
            double h = snapSizeY(c.prefHeight(w));
            if (x > 0 && x + w > inside) { // the next row
                x = 0;
                y += rowHeight + vgap;
                rowHeight = 0;
            }
            if (move) {
                c.resizeRelocate(snappedLeftInset() + x, snappedTopInset() + y, w, h);
            }
            x += w + hgap;
            rowHeight = Math.max(rowHeight, h);
        }
        return y + rowHeight;
    }
}
