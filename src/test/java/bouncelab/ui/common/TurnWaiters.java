package bouncelab.ui.common;

import java.util.Arrays;
import java.util.Set;
import java.util.stream.Collectors;

/** For tests of the heavy work's turns: which threads wait for one. */
public final class TurnWaiters {
    private TurnWaiters() {}

    /** The live threads named {@code name}. */
    public static Set<Thread> threads(String name) {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.getName().equals(name))
                .collect(Collectors.toSet());
    }

    /**
     * Waits (up to a minute) until a thread named {@code name}, not one of {@code others} (left by earlier tests), is
     * parked waiting to take a turn.
     */
    public static void waitUntilAThreadWaitsForATurn(String name, Set<Thread> others) {
        long until = System.nanoTime() + 60_000_000_000L;
        while (System.nanoTime() < until) {
            boolean waiting = Thread.getAllStackTraces().entrySet().stream()
                    .anyMatch(e -> e.getKey().getName().equals(name)
                            && !others.contains(e.getKey())
                            && Arrays.stream(e.getValue())
                                    .anyMatch(f -> f.getClassName().equals(Turns.Turn.class.getName())
                                            && f.getMethodName().equals("take")));
            if (waiting) {
                return;
            }
            Thread.onSpinWait();
        }
        throw new AssertionError("no new " + name + " thread waited for a turn");
    }
}
