package bouncelab.ui.compare;

/** How the compare view shows its runs: one small court each, or every ball on one court. */
public enum CompareLayout {
    GRID("Side by side"),
    OVERLAY("Overlaid");

    private final String title;

    CompareLayout(String title) {
        this.title = title;
    }

    public String title() {
        return title;
    }
}
