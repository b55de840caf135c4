package bouncelab.ui.step;

/**
 * How much of the stepping view's width the lessons get when the user has not dragged their divider: about a
 * quarter on a 1280 px window at the standard type, more on a wider window (so that enlarging the window does not
 * give all the room to the court) and more at larger type (so that a line still holds a phrase, not two words).
 */
public final class LessonShare {
    /** The share at 1280 px and the standard type: what the column had before it grew with the window. */
    static final double BASE = 0.27;
    /** The most the lessons take, whatever the width and type: the court and the working keep the rest. */
    static final double MOST = 0.45;
    /** Presenting with the lessons shown: the large type read from the back of the class. */
    static final double PRESENTING = 0.36;

    private LessonShare() {}

    /**
     * The lessons' share of a view {@code width} px wide with type {@code textScale} times the standard: 0.06 more
     * for each 640 px past 1280 (up to 2240), and up to 0.08 more at twice the standard type.
     */
    public static double of(double width, double textScale) {
        double wider = Math.max(0, Math.min(1.5, (width - 1280) / 640));
        double larger = Math.max(0, Math.min(1, textScale - 1));
        return Math.min(MOST, BASE + 0.06 * wider + 0.08 * larger);
    }

    /** Whether {@code share} is one the lessons can be dragged to and kept at (a remembered one is checked). */
    public static boolean usable(double share) {
        return share >= 0.1 && share <= 0.6;
    }
}
