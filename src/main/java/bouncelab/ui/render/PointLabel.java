package bouncelab.ui.render;

import bouncelab.core.geometry.Vec2;

/**
 * Words written beside a point of the court, over a picture already drawn ({@link CourtRenderer#drawLabels}):
 * below it, and ending left of it when {@code leftOf}, else starting right of it.
 */
public record PointLabel(String text, Vec2 at, boolean leftOf) {}
