package bouncelab.ui.common;

import java.util.function.Supplier;

/**
 * What a long job (an export, a worksheet) asks of whoever runs it: to do a piece on the FX thread (a picture of a
 * node), to say how far it is, and whether to stop. {@link #HERE} runs it all on the caller's thread, which must
 * then be the FX thread: what the commands and tests use. {@link BackgroundJob} runs it on a thread of its own.
 */
public interface JobSteps {
    /** What a step throws once the job was cancelled: whatever it was writing is left unwritten. */
    final class Cancelled extends RuntimeException {
        public Cancelled() {
            super("cancelled", null, false, false);
        }
    }

    /** Runs {@code work} on the FX thread and returns what it made. */
    <T> T onFx(Supplier<T> work);

    /** {@code done} of {@code of} parts are done. */
    void progress(int done, int of);

    /** Throws {@link Cancelled} if the job was cancelled. */
    void check();

    /** All at once, on the caller's (FX) thread, never cancelled. */
    JobSteps HERE = new JobSteps() {
        @Override
        public <T> T onFx(Supplier<T> work) {
            return work.get();
        }

        @Override
        public void progress(int done, int of) {}

        @Override
        public void check() {}
    };
}
