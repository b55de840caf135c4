package bouncelab.core.trace;

import java.util.EnumSet;
import java.util.Locale;

/** A kind of working the court view can draw; each can be turned on and off. */
public enum Overlay {
    PATH("Path A→B", "The ball's path this frame: A, the ghost at B, and the resolved path through every bounce"),
    TRAIL("Trail", "Where the ball was in the last few frames"),
    VELOCITY("Velocity", "The ball's velocity arrow (drag its tip to change the shot)"),
    EXPANDED_EDGES(
            "Expanded edges", "Edges pushed out by the ball's radius: square for swept, rounded for swept-exact"),
    INTERCEPTS("Intercepts", "Where the path crosses a tested edge, with side, ua and time of impact"),
    BOXES("Bounding boxes", "The simple test's boxes around the ball and the object"),
    OVERLAP("Overlap", "Graybill's intersection rectangle, its centre and the ball's centre"),
    PYTHAGORAS("Pythagoras", "circleDistanceX and Y from the object's centre, the corner distance"),
    TUNNEL("Tunnelling", "The part of the path that passed through an object nobody saw"),
    PHANTOMS("Phantom corners", "Hits on a square corner that the round ball never makes"),
    BROAD_PHASE("Broad phase", "The grid cells the path walked through, and how many bricks the swept test looked at"),
    LABELS("Labels", "Numbers written next to the drawing");

    private final String title;
    private final String description;

    Overlay(String title, String description) {
        this.title = title;
        this.description = description;
    }

    public String title() {
        return title;
    }

    public String description() {
        return description;
    }

    /** The overlays on when the window opens and no preference says otherwise: all but the broad phase's cells. */
    public static EnumSet<Overlay> defaults() {
        return EnumSet.complementOf(EnumSet.of(BROAD_PHASE));
    }

    /** The name lessons use, e.g. {@code expanded-edges}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    public static Overlay parse(String id) {
        for (Overlay o : values()) {
            if (o.id().equals(id)) {
                return o;
            }
        }
        throw new IllegalArgumentException("unknown overlay '" + id + "'");
    }
}
