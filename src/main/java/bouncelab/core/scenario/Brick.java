package bouncelab.core.scenario;

import bouncelab.core.geometry.Rect;

/** A brick: breaks when hit unless the scenario says {@code "breakBricks": false}. */
public record Brick(String id, Rect rect) {
    public Brick withRect(Rect r) {
        return new Brick(id, r);
    }
}
