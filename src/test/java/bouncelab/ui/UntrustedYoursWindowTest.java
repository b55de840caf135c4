package bouncelab.ui;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.sweep.SweepSpec;
import bouncelab.student.Compilation;
import bouncelab.student.PaddleTest;
import bouncelab.student.StudentCompiler;
import bouncelab.student.StudentSource;
import bouncelab.student.StudentTest;
import bouncelab.ui.session.Algorithms;
import bouncelab.ui.session.DefaultShot;
import bouncelab.ui.session.RunPlace;
import bouncelab.ui.sweep.SweepModel;
import bouncelab.ui.window.MainWindow;
import bouncelab.ui.window.Windows;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import javafx.application.Platform;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 26: a student's test never runs on the FX thread, and the window answers whatever it does. Not a stopwatch:
 * a heartbeat posted to the FX thread must keep being answered while the student's code is slow, or hangs; the
 * slow test's run is worked out elsewhere (computing…), and a test whose calls never come back is put aside, its
 * algorithm let go with the reason.
 */
@ExtendWith(ApplicationExtension.class)
class UntrustedYoursWindowTest {
    private MainWindow window;

    @Start
    void start(Stage stage) {
        window = Windows.full(DefaultShot.pong(), stage);
        window.model().setRunPlace(RunPlace.background()); // as BounceLabApp does
        ShownWindow.show(stage, window.createScene(1280, 720));
    }

    private static StudentTest compiled(String pde) {
        Compilation c = StudentCompiler.compile(StudentSource.pde(pde));
        return assertInstanceOf(Compilation.Ready.class, c, c::toString).test();
    }

    /** Pings the FX thread every few milliseconds; counts the pings it answered. */
    private static final class Heartbeat implements AutoCloseable {
        final AtomicInteger answered = new AtomicInteger();
        private final Thread pinger;
        private volatile boolean on = true;

        Heartbeat() {
            pinger = new Thread(
                    () -> {
                        while (on) {
                            Platform.runLater(answered::incrementAndGet);
                            try {
                                Thread.sleep(10);
                            } catch (InterruptedException e) {
                                return;
                            }
                        }
                    },
                    "heartbeat");
            pinger.setDaemon(true);
            pinger.start();
        }

        /** Waits until the FX thread has answered {@code more} pings past what it had. */
        void answers(int more) throws Exception {
            int target = answered.get() + more;
            WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> answered.get() >= target);
        }

        @Override
        public void close() {
            on = false;
        }
    }

    @Test
    void aSlowTestIsWorkedOutElsewhereAndTheWindowKeepsAnswering() throws Exception {
        // each call counts for a while (far inside its budget): a run is hundreds of such calls
        StudentTest slow = compiled("""
                boolean hitPaddle(Paddle paddle, Ball ball) {
                  int n = 0;
                  for (int i = 0; i < 3000000; i++) { n = n + i % 7; }
                  return n < 0;
                }
                """);
        boolean[] computing = {false};
        try (Heartbeat beat = new Heartbeat()) {
            WaitForAsyncUtils.asyncFx(() -> {
                        window.model().algorithms().setYours(slow);
                        window.model().setAlgorithm(AlgorithmId.YOURS);
                        computing[0] = window.model().isComputing();
                    })
                    .get(60, TimeUnit.SECONDS);
            assertTrue(computing[0], "yours, even on a light shot, is worked out elsewhere");
            beat.answers(20); // the FX thread answers while the student's code counts
            WaitForAsyncUtils.asyncFx(() -> assertTrue(window.model().isComputing()))
                    .get();
            ShownWindow.fx(() -> window.model().stopComputing());
            beat.answers(5);
        }
        WaitForAsyncUtils.asyncFx(() -> assertFalse(window.model().isComputing()))
                .get();
    }

    @Test
    void aTestWhoseCallsNeverComeBackIsPutAsideAndTheWindowLetsItGo() throws Exception {
        // two classes whose static setups wait for each other, reached from two threads at once (as the speed
        // sweep's two threads do): each call is routed by where the ball is, so the two calls below deadlock
        StudentTest hangs = compiled("""
                static boolean aStarted = false;
                static boolean bStarted = false;
                static class A {
                  static int x = waitForB() + B.y;
                  static int waitForB() { aStarted = true; while (!bStarted) { } return 1; }
                }
                static class B {
                  static int y = waitForA() + A.x;
                  static int waitForA() { bStarted = true; while (!aStarted) { } return 1; }
                }
                boolean hitPaddle(Paddle paddle, Ball ball) {
                  if (ball.getXCoord() < 100) {
                    return A.x > 0;
                  }
                  return B.y > 0;
                }
                """);
        Algorithms algorithms = window.model().algorithms();
        try (Heartbeat beat = new Heartbeat()) {
            WaitForAsyncUtils.asyncFx(() -> {
                        algorithms.setYours(hangs);
                        window.model().setAlgorithm(AlgorithmId.YOURS);
                    })
                    .get(60, TimeUnit.SECONDS);
            var paddle = new PaddleTest.Paddle(530, 200, 70, 200);
            CompletableFuture.runAsync(() -> call(hangs, paddle, 10));
            CompletableFuture.runAsync(() -> call(hangs, paddle, 500));
            beat.answers(20);
            WaitForAsyncUtils.waitFor(
                    60, TimeUnit.SECONDS, () -> algorithms.putAsideProperty().get() != null);
            beat.answers(5);
        }
        WaitForAsyncUtils.waitForFxEvents();
        assertNotNull(hangs.putAsideWhy());
        assertTrue(
                algorithms.putAsideProperty().get().getMessage().contains("waited and never returned"),
                algorithms.putAsideProperty().get()::getMessage);
        SweepModel[] sweep = {null};
        WaitForAsyncUtils.asyncFx(() -> {
                    assertNull(algorithms.yours(), "the test is let go");
                    assertFalse(algorithms.has(AlgorithmId.YOURS));
                    assertEquals(AlgorithmId.PYTHAGORAS, window.model().algorithm(), "the one it imitates is shown");
                    assertTrue(
                            window.banner().text().startsWith("Your test was put aside"),
                            window.banner().text());
                    // a sweep that still names yours sweeps the others (it had failed on its thread)
                    sweep[0] = new SweepModel(algorithms);
                    sweep[0].specProperty()
                            .set(SweepSpec.DEFAULT
                                    .withSpeeds(4, 16, 4)
                                    .withShots(200)
                                    .withAlgorithms(List.of(AlgorithmId.SIMPLE, AlgorithmId.YOURS)));
                    sweep[0].run();
                })
                .get();
        WaitForAsyncUtils.waitFor(
                60, TimeUnit.SECONDS, () -> sweep[0].completeProperty().get());
        assertEquals(List.of(AlgorithmId.SIMPLE), sweep[0].result().spec().algorithms());
    }

    private static void call(StudentTest test, PaddleTest.Paddle paddle, float x) {
        try {
            test.hitPaddle(paddle, new PaddleTest.Ball(x, 300, 100));
        } catch (RuntimeException e) {
            // given up: the test is put aside, which is what this test watches
        }
    }
}
