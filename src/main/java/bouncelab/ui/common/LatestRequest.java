package bouncelab.ui.common;

import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Work asked for again and again (a sweep, a run's frames, an export), of which only the latest request may land:
 * a new request, or a drop, tells the one under way to stop, and whatever it hands back afterwards is dropped.
 * Ask on the FX thread, except {@link Request#stopped()}, which the work asks on its own.
 */
public final class LatestRequest {
    private long latest;
    private AtomicBoolean stop = new AtomicBoolean();

    /** A new request: the one under way is told to stop, and will not land. */
    public Request next() {
        stop.set(true);
        AtomicBoolean halt = new AtomicBoolean();
        stop = halt;
        return new Request(++latest, halt);
    }

    /** Whatever is under way is told to stop, and will not land. */
    public void drop() {
        stop.set(true);
        latest++;
    }

    /** One request: whether what it hands back may still land, and whether its work should stop. */
    public final class Request {
        private final long id;
        private final AtomicBoolean halt;

        private Request(long id, AtomicBoolean halt) {
            this.id = id;
            this.halt = halt;
        }

        /** No later request came, nor a drop: what this one hands back lands. */
        public boolean isLatest() {
            return id == latest;
        }

        /** A later request came, or a drop: the work may stop where it is. Safe on any thread. */
        public boolean stopped() {
            return halt.get();
        }
    }
}
