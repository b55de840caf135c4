package bouncelab.ui.step;

import bouncelab.core.scenario.Scenario;
import org.jspecify.annotations.Nullable;

/**
 * The shot one drag event leaves, and what held it back short of the pointer (null: nothing did, or the drag slid
 * round it and reached the pointer all the same).
 */
public record Dragged(Scenario shot, @Nullable DragHold heldBy) {}
