package bouncelab.student;

import java.time.Duration;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A card asks a slow but legal test under a whole allowance: once it is spent the card stops with one plain line and
 * is still made, and the test itself stays usable (the window keeps it as algorithm 6).
 */
class AllowanceTest {
    private static final PaddleTest.Paddle PADDLE = new PaddleTest.Paddle(530, 200, 70, 200);

    private static StudentTest ready(String pde) {
        Compilation c = StudentCompiler.compile(StudentSource.pde(pde));
        return assertInstanceOf(Compilation.Ready.class, c, c::toString).test();
    }

    @Test
    void aSpentAllowanceStopsTheCardButNotTheTest() {
        // every call legal and well inside its budget, but thousands of them take far longer than the allowance
        StudentTest test = ready("""
                boolean hitPaddle(Paddle paddle, Ball ball) {
                  int n = 0;
                  for (int i = 0; i < 200000; i++) { n = n + i % 7; }
                  return n < 0;
                }
                """);
        ReportCard card = ReportCard.of(test.allowing(Duration.ofMillis(200)), 1);
        // about the whole card, not the call that happened to find it spent
        assertEquals(
                "marking stopped after 0.2 s: the test is too slow to mark in full (grade stops a slow file too)",
                card.error());
        assertFalse(card.swept(), "the sweep did not finish");
        assertNull(card.throughSpeed());
        ReportCard.Agreement a = card.agreement();
        assertTrue(a.cases() < ReportCard.CASES, "the share is of the cases asked, not of all " + a.cases());
        assertTrue(a.agreeing() <= a.cases());
        assertNull(test.putAsideWhy(), "a spent allowance does not put the test aside");
        assertEquals(false, test.hitPaddle(PADDLE, new PaddleTest.Ball(10, 300, 100)), "the test still answers");
    }

    @Test
    void aViewPastItsAllowanceFailsAtOnceAndTheTestDoesNot() throws Exception {
        StudentTest test = ready("""
                boolean hitPaddle(Paddle paddle, Ball ball) {
                  return ball.getXCoord() > 500;
                }
                """);
        StudentTest view = test.allowing(Duration.ofNanos(1));
        Thread.sleep(1);
        StudentCodeException e = assertThrows(
                StudentCodeException.class, () -> view.hitPaddle(PADDLE, new PaddleTest.Ball(600, 300, 100)));
        assertEquals(StudentCodeException.Kind.SPENT, e.kind());
        assertEquals(e, e.within("a random case"), "no one call's place is added to it");
        assertEquals(0, e.problem().line(), "about the test as a whole, no line of it");
        assertTrue(test.hitPaddle(PADDLE, new PaddleTest.Ball(600, 300, 100)));
        assertTrue(test.allowing(Duration.ofMinutes(1)).hitPaddle(PADDLE, new PaddleTest.Ball(600, 300, 100)));
    }
}
