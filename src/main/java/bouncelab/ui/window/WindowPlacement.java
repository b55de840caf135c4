package bouncelab.ui.window;

/**
 * Where the window opens: at its preferred size when the screen has room, otherwise the size of the screen's
 * usable area, and always inside it. A classroom PC at 1024 × 768 or 1280 × 720 has no room for 1280 × 800, and
 * with no window manager nothing else would move the window back onto the screen.
 */
public record WindowPlacement(double x, double y, double width, double height) {
    /** The size the window asks for when the screen is large enough. */
    public static final double PREFERRED_WIDTH = 1280;

    public static final double PREFERRED_HEIGHT = 800;

    /** The window placed centred in a screen's usable area ({@code Screen.getVisualBounds()}). */
    public static WindowPlacement within(double screenX, double screenY, double screenWidth, double screenHeight) {
        double w = Math.min(PREFERRED_WIDTH, screenWidth);
        double h = Math.min(PREFERRED_HEIGHT, screenHeight);
        return new WindowPlacement(
                screenX + Math.floor((screenWidth - w) / 2), screenY + Math.floor((screenHeight - h) / 2), w, h);
    }
}
