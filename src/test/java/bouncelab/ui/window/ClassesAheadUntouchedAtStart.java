package bouncelab.ui.window;

/**
 * A child Java's main for {@link ClassesAheadTest}: sets {@link ClassesAhead} up as the window's start does (before the
 * window is shown), and no more.
 */
public final class ClassesAheadUntouchedAtStart {
    private ClassesAheadUntouchedAtStart() {}

    public static void main(String[] args) {
        System.out.println("classes named: " + ClassesAhead.CLASSES.size());
    }
}
