package bouncelab.ui.compare;

import bouncelab.core.scenario.Court;
import bouncelab.core.trace.Bounce;
import bouncelab.core.trace.FrameTrace;
import bouncelab.core.trace.Out;
import bouncelab.core.trace.PhantomCorner;
import bouncelab.core.trace.Tunnelled;

/**
 * What one run has done so far, for its badge: {@code hits} are bounces off a paddle or brick, {@code bounces}
 * every bounce (walls too), {@code tunnels} objects passed through unseen, {@code phantoms} swept's hits on a
 * square corner the round ball never touches, {@code outs} times the ball left the court.
 */
public record PanelCounts(int hits, int bounces, int tunnels, int phantoms, int outs) {
    public static final PanelCounts NONE = new PanelCounts(0, 0, 0, 0, 0);

    /** The counts of one frame's trace. */
    public static PanelCounts of(FrameTrace t) {
        int hits = 0;
        int bounces = 0;
        for (Bounce b : t.items(Bounce.class)) {
            bounces++;
            if (!Court.isWallId(b.objectId())) {
                hits++;
            }
        }
        return new PanelCounts(
                hits,
                bounces,
                t.items(Tunnelled.class).size(),
                t.items(PhantomCorner.class).size(),
                t.items(Out.class).size());
    }

    public PanelCounts plus(PanelCounts o) {
        return new PanelCounts(
                hits + o.hits, bounces + o.bounces, tunnels + o.tunnels, phantoms + o.phantoms, outs + o.outs);
    }
}
