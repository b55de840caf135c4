package bouncelab.ui.render;

import bouncelab.core.geometry.Vec2;
import bouncelab.core.scenario.Court;
import bouncelab.core.simulation.SimState;
import bouncelab.core.trace.FrameTrace;
import bouncelab.core.trace.Overlay;
import java.util.List;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Everything one picture of the court needs: the court, the state the frame started from (its bricks are drawn),
 * the state it ended in (the ball), the frame's trace (null at the start), earlier ball positions for the trail,
 * which overlays are on, and which pass of a swept frame to show (0 for all).
 */
public record CourtScene(
        Court court,
        SimState before,
        SimState after,
        @Nullable FrameTrace trace,
        List<Vec2> trail,
        Set<Overlay> overlays,
        int pass,
        boolean roundedCorners,
        @Nullable String selectedId) {

    public boolean on(Overlay o) {
        return overlays.contains(o);
    }
}
