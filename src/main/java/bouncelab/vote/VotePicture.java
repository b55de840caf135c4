package bouncelab.vote;

/**
 * The picture of the question's frame on a student's page: drawn for a phone's screen, not for paper. The
 * worksheet's (831 px wide, its labels sized for 96 mm of paper) showed its labels 11 px tall on a 390 px phone.
 * Here the labels are sized for where the page shows the picture narrowest, and come out larger wherever it is wider,
 * up to the size of the page's own words: the page shows it no wider than that (vote-page.html).
 */
public final class VotePicture {
    /** Its width in px: twice what a phone shows, sharp on its two or three device pixels a CSS pixel. */
    public static final int WIDTH = 720;
    /** Its height: the window's court view's shape, 720 × 450. */
    public static final int HEIGHT = 450;
    /** The fewest CSS px the page shows it across: a 390 px phone less the page's 16 px margins and 1 px border. */
    public static final double NARROWEST_SHOWN = 356;
    /** The labels' size there, in CSS px: the size a student reads at arm's length. */
    public static final double LABEL_CSS_PX = 14;

    private VotePicture() {}

    /** The labels' size in the picture's own px. */
    public static double labelPx() {
        return LABEL_CSS_PX * WIDTH / NARROWEST_SHOWN;
    }
}
