package bouncelab.core.trace;

/** A brick the ball broke this frame; it is gone from the next state. */
public record BrickBroken(String objectId) implements TraceItem {
    /** {@code {{broken.object}}}; the court draws the brick in its broken colour, on the static layer. */
    public static final TraceKind<BrickBroken> KIND = TraceKind.of("broken", BrickBroken.class)
            .text("object", BrickBroken::objectId)
            .build();

    @Override
    public TraceKind<BrickBroken> traceKind() {
        return KIND;
    }

    @Override
    public Phrase summary() {
        return Phrase.of("broken", "object", objectId);
    }

    @Override
    public boolean outcome() {
        return true;
    }
}
