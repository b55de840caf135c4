package bouncelab.ui.step;

import javafx.beans.property.DoubleProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.scene.Node;
import javafx.scene.control.SplitPane;
import javafx.scene.input.MouseEvent;

/**
 * The middle of the stepping view: the lessons, the court and the working side by side. The lessons can be put away
 * (View → Lessons, or L) and back; the court takes their room, the working keeps its own.
 *
 * <p>The lessons' divider stays where the user dragged it, as a share of the width ({@link #keptShareProperty}, which
 * the window remembers); until then the lessons get {@link LessonShare#of} the width and type size. Either way, when
 * the window is made wider the lessons keep their share and the working its width, and the court takes the rest.
 * The working's divider dragged is kept too ({@link #keptWorkingProperty}, the share of the width left to the working,
 * which the window remembers): the next start opens the working as wide a share, and from there it keeps its width.
 */
final class SteppingSplit {
    private final SplitPane split;
    private final Node lessons;
    private final Node working;
    /** The share the user dragged the lessons' divider to; NaN until they do (the share follows width and type). */
    private final DoubleProperty keptShare = new SimpleDoubleProperty(this, "keptShare", Double.NaN);
    /** The share of the width the user dragged the working's divider to leave the working; NaN until they do. */
    private final DoubleProperty keptWorking = new SimpleDoubleProperty(this, "keptWorking", Double.NaN);

    private double textScale = 1;
    /** The width last laid out, and the working's width then, kept when the view is made wider or narrower. */
    private double laidOutWidth;

    private double workingWidth = Double.NaN;
    /** Where the lessons' divider was when a mouse button was pressed over the view (NaN: lessons hidden). */
    private double pressedAt = Double.NaN;
    /** Where the working's divider was when a mouse button was pressed over the view. */
    private double pressedWorkingAt = Double.NaN;

    SteppingSplit(Node lessons, Node court, Node working) {
        this.lessons = lessons;
        this.working = working;
        split = new SplitPane(lessons, court, working) {
            @Override
            protected void layoutChildren() {
                // after the skin's own layout, which gives a new width to the court alone, and again with the dividers
                // placed for it
                super.layoutChildren();
                if (fitToWidth(getWidth())) {
                    super.layoutChildren();
                }
            }
        };
        split.setDividerPositions(LessonShare.BASE, 0.72);
        SplitPane.setResizableWithParent(lessons, false);
        SplitPane.setResizableWithParent(working, false);
        // a divider dragged: where it is let go of is the user's choice, kept (a click moves nothing)
        split.addEventFilter(MouseEvent.MOUSE_PRESSED, e -> {
            pressedAt = lessonsAt();
            pressedWorkingAt = workingAt();
        });
        split.addEventFilter(MouseEvent.MOUSE_RELEASED, e -> {
            double now = lessonsAt();
            if (moved(pressedAt, now)) {
                keptShare.set(now);
            }
            double workingNow = workingAt();
            if (moved(pressedWorkingAt, workingNow)) {
                keptWorking.set(1 - workingNow);
            }
        });
        keptShare.addListener((o, was, now) -> place());
        keptWorking.addListener((o, was, now) -> {
            workingWidth = Double.NaN; // the share kept, not the width laid out before it was known
            place();
        });
    }

    private static boolean moved(double was, double now) {
        return !Double.isNaN(now) && !Double.isNaN(was) && Math.abs(now - was) > 1e-3;
    }

    SplitPane pane() {
        return split;
    }

    /** The lessons' share the user dragged their divider to, NaN for none: set from the preferences, saved there. */
    DoubleProperty keptShareProperty() {
        return keptShare;
    }

    /** The share of the width the user dragged the working's divider to leave it, NaN for none: kept as above. */
    DoubleProperty keptWorkingProperty() {
        return keptWorking;
    }

    /** The type size shown against the standard one: larger type, more room for the lessons (unless dragged). */
    void textScale(double scale) {
        textScale = scale;
        place();
    }

    /** Shows or hides the lessons; {@code presenting}, shown, they get more room for their large type. */
    void toggleLessons(boolean presenting) {
        double[] at = split.getDividerPositions();
        double workingDivider = at.length == 0 ? 0.72 : at[at.length - 1];
        if (lessonsShown()) {
            split.getItems().remove(lessons);
            split.setDividerPositions(workingDivider);
        } else {
            split.getItems().add(0, lessons);
            // presenting, the lesson's large type needs more room to be read from the back of the class
            split.setDividerPositions(presenting ? LessonShare.PRESENTING : share(), workingDivider);
        }
    }

    private boolean lessonsShown() {
        return split.getItems().size() == 3 && split.getItems().get(0) == lessons;
    }

    /** The lessons' share now: the one kept, else the one for this width and type. */
    private double share() {
        double kept = keptShare.get();
        if (LessonShare.usable(kept)) {
            return kept;
        }
        return LessonShare.of(split.getWidth(), textScale);
    }

    /** Where the lessons' divider is, as a share of the width; NaN while the lessons are put away. */
    private double lessonsAt() {
        return lessonsShown() ? split.getDividerPositions()[0] : Double.NaN;
    }

    /** Where the working's divider is, as a share of the width (it is the last divider, lessons shown or not). */
    private double workingAt() {
        double[] at = split.getDividerPositions();
        return !workingShown() || at.length == 0 ? Double.NaN : at[at.length - 1];
    }

    /**
     * Whether the working is beside the court, its divider the last: not while presenting, when the court is alone or
     * has the lessons beside it (L), whose divider is then the last and is no measure of the working's width.
     */
    private boolean workingShown() {
        var items = split.getItems();
        return items.size() > 1 && items.get(items.size() - 1) == working;
    }

    /** The dividers placed again for the width and type now: the lessons at their share, the working as wide. */
    private void place() {
        laidOutWidth = 0;
        split.requestLayout();
    }

    /**
     * Before each layout: at a new width the lessons' divider goes to their share and the working keeps its width in
     * px (as wide as before, within the view); at the same width the dividers stay where they are (dragged or not).
     * True when the dividers were placed.
     */
    private boolean fitToWidth(double width) {
        if (width <= 0) {
            return false;
        }
        double[] at = split.getDividerPositions();
        if (width == laidOutWidth) {
            if (workingShown()) {
                workingWidth = (1 - at[at.length - 1]) * width;
            }
            return false;
        }
        laidOutWidth = width;
        if (!lessonsShown()) {
            return false;
        }
        double lessonsAt = share();
        double workingAt;
        if (!Double.isNaN(workingWidth)) {
            workingAt = 1 - workingWidth / width;
        } else if (LessonShare.usable(keptWorking.get())) {
            workingAt = 1 - keptWorking.get();
        } else {
            workingAt = at[1];
        }
        workingAt = Math.max(lessonsAt + 0.2, Math.min(0.9, workingAt));
        split.setDividerPositions(lessonsAt, workingAt);
        workingWidth = (1 - workingAt) * width;
        return true;
    }
}
