package bouncelab.lessons.worksheet;

/**
 * A worksheet's pictures on paper: how wide each is printed, how many pixels it is drawn with, and so how large the
 * court's labels come out. The labels are drawn at {@link #LABEL_PT} on paper whatever the picture's width, so that
 * a 13 px label on a picture printed 7 cm wide is not the 4 pt no one can read.
 */
public enum SheetPicture {
    /** The court as the question's frame starts, beside the choices. */
    QUESTION(96),
    /** The frame's working, beside the explanation on the answer pages. */
    ANSWER(70);

    /** The court's labels on paper, in points: at least 8, the smallest a class reads without squinting. */
    public static final double LABEL_PT = 8.5;
    /** Pixels an inch on paper: sharp enough to print, small enough that a worksheet stays a few hundred kB. */
    public static final double DPI = 220;
    /** Height against width: the window's court view at 720 × 450. */
    static final double ASPECT = 450.0 / 720.0;

    private static final double MM_AN_INCH = 25.4;
    private static final double POINTS_AN_INCH = 72;

    private final double widthMm;

    SheetPicture(double widthMm) {
        this.widthMm = widthMm;
    }

    /** How wide it is printed. */
    public double widthMm() {
        return widthMm;
    }

    public int widthPx() {
        return (int) Math.round(widthMm / MM_AN_INCH * DPI);
    }

    public int heightPx() {
        return (int) Math.round(widthPx() * ASPECT);
    }

    /** How large the labels are drawn against {@code standardPx}, the court's usual label size in pixels. */
    public double labelScale(double standardPx) {
        return LABEL_PT / POINTS_AN_INCH * DPI / standardPx;
    }

    /** How large, in points, text {@code px} pixels tall in this picture comes out on paper. */
    public double onPaperPt(double px) {
        return px * widthMm / widthPx() / MM_AN_INCH * POINTS_AN_INCH;
    }
}
