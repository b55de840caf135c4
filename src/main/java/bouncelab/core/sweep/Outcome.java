package bouncelab.core.sweep;

/** How one shot at the target ended. */
public enum Outcome {
    /** The ball came back off the target. */
    BACK,
    /** The ball ended beyond the target and no frame ever saw it overlap: the test never looked at the right time. */
    MISSED,
    /** An overlap was seen, but the response sent the ball onwards, out of the far side. */
    PUSHED_THROUGH;

    public boolean through() {
        return this != BACK;
    }
}
