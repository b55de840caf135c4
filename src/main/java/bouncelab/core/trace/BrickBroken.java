package bouncelab.core.trace;

/** A brick the ball broke this frame; it is gone from the next state. */
public record BrickBroken(String objectId) implements TraceItem {
    @Override
    public String kind() {
        return "brick-broken";
    }

    @Override
    public String summary() {
        return objectId + " breaks";
    }

    @Override
    public boolean outcome() {
        return true;
    }
}
