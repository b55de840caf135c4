package bouncelab.ui.window;

/**
 * Where the window opens: at its preferred size when the screen has room, otherwise the size of the screen's
 * usable area, and always inside it. A classroom PC at 1024 × 768 or 1280 × 720 has no room for 1280 × 800, and
 * with no window manager nothing else would move the window back onto the screen. On a larger screen it opens at
 * {@value #LARGE_SHARE} of the screen each way, so that a 1920 × 1080 screen gives the lessons and the court its room
 * rather than a 1280 × 800 window in its middle.
 */
public record WindowPlacement(double x, double y, double width, double height) {
    /** The size the window asks for when the screen is large enough. */
    public static final double PREFERRED_WIDTH = 1280;

    public static final double PREFERRED_HEIGHT = 800;
    /** How much of a large screen's usable area the window takes, each way. */
    public static final double LARGE_SHARE = 0.9;

    /** The window placed centred in a screen's usable area ({@code Screen.getVisualBounds()}). */
    public static WindowPlacement within(double screenX, double screenY, double screenWidth, double screenHeight) {
        double w = Math.min(screenWidth, Math.max(PREFERRED_WIDTH, Math.floor(LARGE_SHARE * screenWidth)));
        double h = Math.min(screenHeight, Math.max(PREFERRED_HEIGHT, Math.floor(LARGE_SHARE * screenHeight)));
        return new WindowPlacement(
                screenX + Math.floor((screenWidth - w) / 2), screenY + Math.floor((screenHeight - h) / 2), w, h);
    }
}
