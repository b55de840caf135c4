package bouncelab.ui.compare;

/** How the compare view shows its runs: one small court each, or every ball on one court. */
public enum CompareLayout {
    GRID,
    OVERLAY
}
