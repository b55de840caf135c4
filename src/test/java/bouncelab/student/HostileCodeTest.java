package bouncelab.student;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Student code is untrusted: what it may not do is refused before any of it runs, naming the line; what it does
 * wrong while running (an endless loop, a division by zero) is stopped with one plain message naming the line; and
 * this JVM, the app's, carries on.
 */
class HostileCodeTest {
    private static final PaddleTest.Paddle PADDLE = new PaddleTest.Paddle(530, 200, 70, 200);
    private static final PaddleTest.Ball BALL = new PaddleTest.Ball(481, 300, 100);
    /** Far past the 0.5 s budget of a call, so a busy CI machine never fails it; a hang still does. */
    static final double SLOW_MACHINE_SECONDS = 20;

    private static StudentProblem refused(String name) {
        Compilation.Failed f = Sources.failed(name);
        assertEquals(Compilation.Stage.REFUSED, f.stage(), f::oneLine);
        return f.problems().get(0);
    }

    private static Compilation.Failed refusedPde(String pde) {
        Compilation c = StudentCompiler.compile(StudentSource.pde(pde));
        Compilation.Failed f = assertInstanceOf(Compilation.Failed.class, c, "not refused: " + pde);
        assertEquals(Compilation.Stage.REFUSED, f.stage(), f::oneLine);
        return f;
    }

    private static StudentCodeException thrownBy(String pde) {
        return thrownBy(pde, Guard.DEFAULT_LIMIT_NANOS);
    }

    /**
     * Under a time limit of a minute, so that only the size limit under test can stop the code: on a loaded machine
     * a flood of a million objects outlasted the default half second and came back as TIMEOUT, not LIMIT.
     */
    private static StudentCodeException stoppedByASizeLimit(String pde) {
        return thrownBy(pde, 60_000_000_000L);
    }

    private static StudentCodeException thrownBy(String pde, long limitNanos) {
        Compilation c = StudentCompiler.compile(StudentSource.pde(pde), limitNanos);
        Compilation.Ready ready = assertInstanceOf(Compilation.Ready.class, c, () -> c.toString());
        return assertThrows(StudentCodeException.class, () -> ready.test().hitPaddle(PADDLE, BALL));
    }

    @Test
    void systemExitIsRefusedAtItsLine() {
        StudentProblem p = refused("exit.pde");
        assertEquals(3, p.line());
        assertEquals(
                "line 3: java.lang.System.exit(…) is not allowed: a collision test may not stop the app, read "
                        + "its settings or print",
                p.oneLine());
    }

    @Test
    void readingAFileIsRefused() {
        StudentProblem p = refused("fileread.pde");
        assertEquals(3, p.line());
        assertTrue(p.plain().contains("may not read or write files"), p::oneLine);
    }

    @Test
    void aThreadIsRefused() {
        Compilation.Failed f = Sources.failed("thread.pde");
        assertEquals(Compilation.Stage.REFUSED, f.stage());
        assertTrue(
                f.problems().stream().anyMatch(p -> p.line() == 2 && p.plain().contains("may not start threads")),
                f.problems()::toString);
    }

    @Test
    void reflectionIsRefused() {
        StudentProblem p = refused("reflection.pde");
        assertEquals(3, p.line());
        assertTrue(p.plain().startsWith("java.lang.Class.forName(…) is not allowed"), p::oneLine);
        assertTrue(p.plain().contains("reflection"), p::oneLine);
    }

    @Test
    void anEndlessLoopIsStoppedWithinASecondOrTwoNamingTheLine() {
        StudentTest test = Sources.ready("loop.pde");
        long start = System.nanoTime();
        StudentCodeException e = assertThrows(StudentCodeException.class, () -> test.hitPaddle(PADDLE, BALL));
        double seconds = (System.nanoTime() - start) / 1e9;
        // stopped by its 0.5 s budget, not left to hang; the bound is loose for a busy CI machine, not a stopwatch
        assertTrue(seconds < SLOW_MACHINE_SECONDS, "stopped after " + seconds + " s");
        assertEquals(StudentCodeException.Kind.TIMEOUT, e.kind());
        assertEquals(4, e.problem().line());
        assertEquals("line 4: hitPaddle did not finish within 0.5 s: a loop that never ends?", e.getMessage());
        // broken from then on: the next call fails at once, with the same message: the very stop of the first
        // call, thrown without running the student's code again (a second run would make a stop of its own)
        StudentCodeException e2 = assertThrows(StudentCodeException.class, () -> test.hitPaddle(PADDLE, BALL));
        assertSame(e, e2);
        assertEquals(e.getMessage(), e2.getMessage());
    }

    @Test
    void catchingExceptionAroundTheLoopDoesNotSwallowTheStop() {
        StudentCodeException e = thrownBy("""
                boolean hitPaddle(Paddle paddle, Ball ball) {
                  try {
                    while (true) { }
                  } catch (Exception e) {
                  }
                  return true;
                }
                """);
        assertEquals(StudentCodeException.Kind.TIMEOUT, e.kind());
        assertEquals(3, e.problem().line());
    }

    @Test
    void aDivisionByZeroIsOnePlainMessageAtItsLine() {
        StudentTest test = Sources.ready("divide.pde");
        StudentCodeException e = assertThrows(StudentCodeException.class, () -> test.hitPaddle(PADDLE, BALL));
        assertEquals(StudentCodeException.Kind.EXCEPTION, e.kind());
        assertEquals(
                "line 4: division by zero (a whole number divided by 0) "
                        + "(java.lang.ArithmeticException: / by zero)",
                e.getMessage());
    }

    @Test
    void nullAndArrayIndexNameTheirLines() {
        StudentCodeException npe = thrownBy("""
                boolean hitPaddle(Paddle paddle, Ball ball) {
                  Ball other = null;

                  return other.getXCoord() > 0;
                }
                """);
        assertEquals(4, npe.problem().line());
        assertTrue(npe.problem().plain().contains("null"), npe::getMessage);
        StudentCodeException index = thrownBy("""
                boolean hitPaddle(Paddle paddle, Ball ball) {
                  float[] xs = new float[2];
                  return xs[5] > 0;
                }
                """);
        assertEquals(3, index.problem().line());
        assertTrue(index.problem().plain().contains("index outside the array"), index::getMessage);
    }

    @Test
    void recursionWithoutEndIsStopped() {
        StudentCodeException e = thrownBy("""
                boolean hitPaddle(Paddle paddle, Ball ball) {
                  return hitPaddle(paddle, ball);
                }
                """);
        assertEquals(2, e.problem().line());
        assertTrue(e.problem().plain().contains("calls itself without end"), e::getMessage);
    }

    @Test
    void hugeArraysFloodsOfObjectsAndRunawayTextAreStopped() {
        StudentCodeException array = stoppedByASizeLimit("""
                boolean hitPaddle(Paddle paddle, Ball ball) {
                  float[] big = new float[50000000];
                  return big.length > 0;
                }
                """);
        assertEquals(StudentCodeException.Kind.LIMIT, array.kind());
        assertEquals(2, array.problem().line());
        StudentCodeException text = stoppedByASizeLimit("""
                boolean hitPaddle(Paddle paddle, Ball ball) {
                  String s = "ab";
                  while (s.length() > 0) {
                    s = s + s;
                  }
                  return false;
                }
                """);
        assertEquals(StudentCodeException.Kind.LIMIT, text.kind());
        assertEquals(4, text.problem().line());
        StudentCodeException objects = stoppedByASizeLimit("""
                static class Node { Node next; Node(Node next) { this.next = next; } }
                static Node kept;
                boolean hitPaddle(Paddle paddle, Ball ball) {
                  for (int i = 0; i >= 0; i++) {
                    kept = new Node(kept);
                  }
                  return false;
                }
                """);
        assertEquals(StudentCodeException.Kind.LIMIT, objects.kind());
        assertEquals(5, objects.problem().line());
        assertTrue(objects.problem().plain().contains("objects"), objects::getMessage);
    }

    @Test
    void aStaticInitialiserThatNeverEndsIsStoppedWhenTheTestIsMade() {
        Compilation c = StudentCompiler.compile(StudentSource.pde("""
                static int calls;
                static {
                  for (int i = 1; i > 0; i = i * 1) { calls++; }
                }
                boolean hitPaddle(Paddle paddle, Ball ball) {
                  return true;
                }
                """));
        Compilation.Failed f = assertInstanceOf(Compilation.Failed.class, c);
        assertEquals(Compilation.Stage.START, f.stage());
        assertEquals(3, f.problems().get(0).line(), f::oneLine);
        assertTrue(f.oneLine().contains("did not finish"), f::oneLine);
    }

    @Test
    void sneakyWaysInAreRefusedToo() {
        String[] sneaky = {
            // Object's methods reached through the student's own class
            "boolean hitPaddle(Paddle paddle, Ball ball) {\n  return getClass().getName().length() > 0;\n}\n",
            // a catch that would swallow the guard's stop
            "boolean hitPaddle(Paddle paddle, Ball ball) {\n  try { return true; } catch (Throwable t) { return false; }\n}\n",
            "boolean hitPaddle(Paddle paddle, Ball ball) {\n  try { return true; } finally { println(\"done\"); }\n}\n",
            // printing, properties, lambdas, locks, classes of its own that extend the wrong thing
            "boolean hitPaddle(Paddle paddle, Ball ball) {\n  System.out.println(ball);\n  return true;\n}\n",
            "boolean hitPaddle(Paddle paddle, Ball ball) {\n  return System.getProperty(\"user.home\") != null;\n}\n",
            "boolean hitPaddle(Paddle paddle, Ball ball) {\n  return Boolean.getBoolean(\"x\");\n}\n",
            "boolean hitPaddle(Paddle paddle, Ball ball) {\n  Runnable r = () -> { };\n  return true;\n}\n",
            "boolean hitPaddle(Paddle paddle, Ball ball) {\n  synchronized (paddle) { return true; }\n}\n",
            "class Worker extends Thread { }\nboolean hitPaddle(Paddle paddle, Ball ball) {\n  return true;\n}\n",
            "boolean hitPaddle(Paddle paddle, Ball ball) {\n  return new java.io.File(\"/etc/passwd\").exists();\n}\n",
            "boolean hitPaddle(Paddle paddle, Ball ball) {\n  return ClassLoader.getSystemClassLoader() != null;\n}\n",
            "boolean hitPaddle(Paddle paddle, Ball ball) {\n  Runtime.getRuntime().halt(0);\n  return true;\n}\n",
            "protected void finalize() { }\nboolean hitPaddle(Paddle paddle, Ball ball) {\n  return true;\n}\n",
            "boolean hitPaddle(Paddle paddle, Ball ball) {\n  return String.class.getName() != null;\n}\n",
        };
        for (String pde : sneaky) {
            Compilation.Failed f = refusedPde(pde);
            StudentProblem p = f.problems().get(0);
            assertTrue(p.line() >= 1, () -> "no line: " + p.oneLine() + " for\n" + pde);
            assertFalse(p.plain().isBlank());
        }
    }

    @Test
    void theAppCarriesOnAfterAllOfIt() {
        Sources.failed("exit.pde");
        Sources.failed("thread.pde");
        assertThrows(StudentCodeException.class, () -> Sources.ready("loop.pde").hitPaddle(PADDLE, BALL));
        // still here, and a good test still runs
        assertTrue(Sources.ready("slides.pde").hitPaddle(PADDLE, BALL));
    }
}
