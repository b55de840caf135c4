package bouncelab.bench;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.io.scenario.ScenarioLoader;
import bouncelab.io.scenario.ScenarioWriter;
import bouncelab.io.scenario.Shot;
import bouncelab.ui.session.DefaultShot;
import bouncelab.ui.session.RunPlace;
import bouncelab.ui.snapshot.Headless;
import bouncelab.ui.tab.LazyTab;
import bouncelab.ui.window.MainWindow;
import bouncelab.ui.window.Windows;
import com.sun.management.OperatingSystemMXBean;
import java.io.InputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import javafx.application.Platform;
import javafx.stage.Stage;

/**
 * The longest the FX thread stalls on each of the window's heavy actions: a heartbeat posts to the FX thread every
 * 10 ms and notes how late each post is answered; each action is done on the FX thread as a key would do it, and
 * watched until its work has landed and a second more. A benchmark (bench/fx-stalls.sh), never a test: what it
 * prints goes to BENCHMARKS.md. The window runs headless (Monocle, software drawing), as in the tests.
 */
public final class FxStalls {
    /** Each post's delay is measured from when it was posted; the longest since the last reset, in ns. */
    private static final AtomicLong LONGEST = new AtomicLong();

    /**
     * The most CPU time the FX thread used while one post waited, in ns: the longest stall counted in the FX thread's
     * own work, which a busy machine does not stretch (it stretches the wait around it).
     */
    private static final AtomicLong LONGEST_CPU = new AtomicLong();

    private static volatile boolean beating = true;

    /** The thread that paints what the FX thread hands over. */
    private static final String RENDER_THREAD = "QuantumRenderer-0";

    private static volatile Thread fxThread;

    private FxStalls() {}

    public static void main(String[] args) throws Exception {
        Headless.start();
        Path dir = Files.createTempDirectory("fx-stalls");
        System.setProperty("user.home", dir.toString()); // preferences and recovery of its own
        Path heavy = dir.resolve("heaviest.json");
        try (InputStream in = FxStalls.class.getResourceAsStream("/bouncelab/heaviest-shot.json")) {
            Files.write(heavy, in.readAllBytes());
        }
        Path slowYours = dir.resolve("slow-yours.json");
        Files.writeString(
                slowYours, ScenarioWriter.toJson(new Shot(DefaultShot.pong(), """
                boolean hitPaddle(Paddle paddle, Ball ball) {
                  int n = 0;
                  for (int i = 0; i < 3000000; i++) { n = n + i % 7; }
                  return n < 0;
                }
                """, true)), StandardCharsets.UTF_8);
        ScenarioLoader.loadShot(slowYours); // the file is a shot the window opens

        MainWindow window = onFx(() -> {
            Stage stage = new Stage();
            MainWindow w = Windows.full(DefaultShot.pong(), stage);
            w.model().setRunPlace(RunPlace.background()); // as BounceLabApp does
            stage.setScene(w.createScene(1280, 720));
            stage.show();
            Windows.makeViewsAheadWhenIdle(stage, w); // as BounceLabApp does
            return w;
        });
        fxThread = onFx(Thread::currentThread);
        startHeartbeat();
        Map<String, double[]> stalls = new LinkedHashMap<>();
        // the window's first seconds: its first frames drawn, the later tabs' classes loaded, and their views made,
        // one each time the window has been left alone a moment (no input comes here)
        stalls.put(
                "the first seconds, the later tabs' views made when left alone",
                watch(
                        () -> {},
                        () -> !window.model().isComputing()
                                && window.tabs().getTabs().stream()
                                        .allMatch(t -> !(t.getUserData() instanceof LazyTab lazy) || lazy.isMade()),
                        2));

        stalls.put(
                "open a shot whose yours is slow (File > Open)",
                watch(
                        () -> window.files().openInBackground(slowYours),
                        () -> window.model().algorithm() == AlgorithmId.YOURS
                                && window.model().isComputing(),
                        10));
        onFx(() -> {
            window.model().stopComputing();
            return null;
        });
        // the slow test's report card is still worked out on threads apart (its sweep and its agreement with each
        // algorithm, about 30 s here): each action below is timed on a window with nothing else under way
        quiet();
        stalls.put(
                "open the 1000-object shot",
                watch(
                        () -> window.files().openInBackground(heavy),
                        () -> window.model().scenario().court().width() == 760
                                && !window.model().isComputing(),
                        2));
        stalls.put(
                "switch algorithm on it (key 1: simple)",
                watch(
                        () -> window.model().setAlgorithm(AlgorithmId.SIMPLE),
                        () -> !window.model().isComputing(),
                        2));
        stalls.put("End on it", watch(() -> window.model().jumpTo(599), () -> true, 2));
        stalls.put("Home on it", watch(() -> window.model().jumpTo(0), () -> true, 2));
        stalls.put("play on it (3 s)", watch(() -> window.model().setPlaying(true), () -> true, 3));
        onFx(() -> {
            window.model().setPlaying(false);
            window.model().jumpTo(0);
            return null;
        });
        stalls.put(
                "the Speed sweep tab, first opening",
                watch(() -> window.tabs().getSelectionModel().select(2), () -> true, 3));
        stalls.put("F5 (present the sweep)", watch(window::togglePresentation, () -> true, 2));
        stalls.put("F5 again (back to the window)", watch(window::togglePresentation, () -> true, 2));
        stalls.put(
                "back to the Step tab",
                watch(() -> window.tabs().getSelectionModel().select(0), () -> true, 2));
        // the other tabs made when first shown: Compare (its runs of the 1000-object shot are worked out apart) and
        // Your test (its editor, and the slow test's card as it stood)
        stalls.put(
                "the Compare tab, first opening",
                watch(() -> window.tabs().getSelectionModel().select(1), () -> true, 3));
        stalls.put(
                "the Your test tab, first opening",
                watch(() -> window.tabs().getSelectionModel().select(3), () -> true, 2));
        stalls.put(
                "back to the Step tab, again",
                watch(() -> window.tabs().getSelectionModel().select(0), () -> true, 2));
        beating = false;

        System.out.println(
                "| action | longest FX stall (ms) | in FX CPU (ms) | FX CPU in all (ms) | render CPU (ms) |");
        System.out.println("| --- | --- | --- | --- | --- |");
        stalls.forEach((what, ms) ->
                System.out.printf("| %s | %.0f | %.0f | %.0f | %.0f |%n", what, ms[0], ms[1], ms[2], ms[3]));
        System.exit(0);
    }

    /**
     * Does {@code action} on the FX thread, waits until {@code done} and {@code seconds} more: the longest stall, the
     * FX thread's CPU time within the longest (see {@link #LONGEST_CPU}), and the CPU time the FX thread and the
     * render thread used meanwhile (ms each): the work the action cost.
     */
    private static double[] watch(Runnable action, BooleanSupplier done, int seconds) throws Exception {
        LONGEST.set(0);
        LONGEST_CPU.set(0);
        // when each action starts, on standard error: to find its samples in a profile of the run (JFR)
        System.err.println(Instant.now() + " action");
        long fx = cpu(fxThread), render = cpu(RENDER_THREAD);
        onFx(() -> {
            action.run();
            return null;
        });
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (!onFx(done::getAsBoolean) && System.nanoTime() < until) {
            Thread.sleep(20);
        }
        Thread.sleep(seconds * 1000L);
        return new double[] {
            LONGEST.get() / 1e6,
            LONGEST_CPU.get() / 1e6,
            (cpu(fxThread) - fx) / 1e6,
            (cpu(RENDER_THREAD) - render) / 1e6
        };
    }

    /** The CPU time {@code t} has used, in ns. */
    private static long cpu(Thread t) {
        return Math.max(0, ManagementFactory.getThreadMXBean().getThreadCpuTime(t.getId()));
    }

    /** The CPU time the live threads named {@code name} have used, in ns. */
    private static long cpu(String name) {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        return Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.getName().equals(name))
                .mapToLong(t -> Math.max(0, mx.getThreadCpuTime(t.getId())))
                .sum();
    }

    /**
     * Waits until the process has used under a tenth of a core for half a second: the background work of the
     * action before has ended (at most two minutes).
     */
    private static void quiet() throws InterruptedException {
        OperatingSystemMXBean os = (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        long until = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
        long waited = System.nanoTime();
        while (System.nanoTime() < until) {
            long cpu = os.getProcessCpuTime();
            Thread.sleep(500);
            if (os.getProcessCpuTime() - cpu < 50_000_000L) {
                break;
            }
        }
        System.err.printf("quiet after %.1f s%n", (System.nanoTime() - waited) / 1e9);
    }

    private static void startHeartbeat() {
        Thread t = new Thread(
                () -> {
                    while (beating) {
                        long posted = System.nanoTime();
                        long cpu = cpu(fxThread);
                        CompletableFuture<Void> answered = new CompletableFuture<>();
                        Platform.runLater(() -> answered.complete(null));
                        try {
                            answered.get(120, TimeUnit.SECONDS);
                            LONGEST.accumulateAndGet(System.nanoTime() - posted, Math::max);
                            LONGEST_CPU.accumulateAndGet(cpu(fxThread) - cpu, Math::max);
                            Thread.sleep(10);
                        } catch (Exception e) {
                            return;
                        }
                    }
                },
                "heartbeat");
        t.setDaemon(true);
        t.start();
    }

    private static <T> T onFx(Callable<T> work) throws Exception {
        CompletableFuture<T> f = new CompletableFuture<>();
        Platform.runLater(() -> {
            try {
                f.complete(work.call());
            } catch (Exception | Error e) {
                f.completeExceptionally(e);
            }
        });
        return f.get(120, TimeUnit.SECONDS);
    }
}
