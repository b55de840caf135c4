package bouncelab.student;

import java.util.List;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Compile errors come back at the student's own line, in plain words beside javac's. */
class CompileErrorsTest {

    private static Compilation.Failed failing(String pde) {
        Compilation c = StudentCompiler.compile(StudentSource.pde(pde));
        return assertInstanceOf(Compilation.Failed.class, c, "compiled: " + pde);
    }

    private static StudentProblem first(String pde) {
        Compilation.Failed f = failing(pde);
        assertEquals(Compilation.Stage.COMPILE, f.stage(), f::oneLine);
        return f.problems().get(0);
    }

    @Test
    void aMissingSemicolonIsOnTheStudentsLine() {
        Compilation.Failed f = Sources.failed("semicolon.pde");
        StudentProblem p = f.problems().get(0);
        assertEquals(2, p.line());
        assertTrue(p.plain().startsWith("A semicolon (;) is missing"), p::oneLine);
        assertEquals("javac: ';' expected", p.detail());
        assertEquals(
                "did not compile: line 2: A semicolon (;) is missing at the end of a statement, here or at the "
                        + "end of the line before. (javac: ';' expected)",
                f.oneLine());
    }

    @Test
    void aNameJavaDoesNotKnowIsNamed() {
        StudentProblem p = first("""
                boolean hitPaddle(Paddle paddle, Ball ball) {
                  float gap = abs(ball.getXCoord() - paddle.getXCoord());

                  return gapp < 10;
                }
                """);
        assertEquals(4, p.line());
        assertTrue(p.plain().contains("'gapp'"), p::oneLine);
        assertTrue(p.detail().startsWith("javac: cannot find symbol"), p::oneLine);
    }

    @Test
    void drawingIsNotThere() {
        StudentProblem p = first("""
                boolean hitPaddle(Paddle paddle, Ball ball) {
                  ellipse(ball.getXCoord(), ball.getYCoord(), 10, 10);
                  return false;
                }
                """);
        assertEquals(2, p.line());
        assertTrue(p.plain().startsWith("There is no method ellipse"), p::oneLine);
    }

    @Test
    void aDoubleLiteralInAFloatSaysHowProcessingDiffers() {
        StudentProblem p = first("""
                boolean hitPaddle(Paddle paddle, Ball ball) {
                  float half = paddle.getPaddleWidth() * 0.5;
                  return half > 0;
                }
                """);
        assertEquals(2, p.line());
        assertTrue(p.plain().contains("Write 0.5f"), p::oneLine);
        assertTrue(p.detail().contains("possible lossy conversion from double to float"), p::oneLine);
    }

    @Test
    void aPathWithoutReturnIsAMissingReturn() {
        StudentProblem p = first("""
                boolean hitPaddle(Paddle paddle, Ball ball) {
                  if (ball.getXCoord() > paddle.getXCoord()) {
                    return true;
                  }
                }
                """);
        assertEquals(5, p.line());
        assertTrue(p.plain().startsWith("The method can reach its end without returning"), p::oneLine);
    }

    @Test
    void aNumberWhereABooleanIsNeededIsIncompatibleTypes() {
        StudentProblem p = first("""
                boolean hitPaddle(Paddle paddle, Ball ball) {
                  return ball.getXCoord() - paddle.getXCoord();
                }
                """);
        assertEquals(2, p.line());
        assertTrue(p.plain().startsWith("The value is not of the kind needed here"), p::oneLine);
        assertTrue(p.detail().startsWith("javac: incompatible types"), p::oneLine);
    }

    @Test
    void aMissingClosingBraceIsAtTheEndOfTheStudentsFile() {
        StudentProblem p = first("""
                boolean hitPaddle(Paddle paddle, Ball ball) {
                  if (ball.getXCoord() > 0) {
                    return true;
                  return false;
                }
                """);
        assertTrue(p.line() >= 1 && p.line() <= 5, p::oneLine);
        assertTrue(p.plain().contains("brace"), p::oneLine);
    }

    @Test
    void noHitPaddleSaysWhatIsNeeded() {
        StudentProblem p = first("""
                boolean hitThePaddle(Paddle paddle, Ball ball) {
                  return false;
                }
                """);
        assertEquals(0, p.line());
        assertTrue(
                p.plain().startsWith("your code needs the method boolean hitPaddle(Paddle paddle, Ball ball)"),
                p::oneLine);
    }

    @Test
    void parametersTheWrongWayRoundPointAtHitPaddle() {
        StudentProblem p = first("""
                // ball first
                boolean hitPaddle(Ball ball, Paddle paddle) {
                  return false;
                }
                """);
        assertEquals(2, p.line());
        assertTrue(p.plain().contains("in that order"), p::oneLine);
    }

    @Test
    void privateFieldsSayUseTheGetter() {
        StudentProblem p = first("""
                boolean hitPaddle(Paddle paddle, Ball ball) {
                  return ball.xCoord > paddle.getXCoord();
                }
                """);
        assertEquals(2, p.line());
        assertTrue(p.plain().contains("getter"), p::oneLine);
    }

    @Test
    void aJavaClassKeepsItsOwnLineNumbers() {
        Compilation c = StudentCompiler.compile(new StudentSource("Mine.java", """
                public class Mine implements PaddleTest {
                    public boolean hitPaddle(Paddle paddle, Ball ball) {
                        float d = dist(ball.getXCoord(), ball.getYCoord(), paddle.getXCoord(), paddle.getYCoord())
                        return d < 10;
                    }
                }
                """, StudentSource.Kind.JAVA));
        Compilation.Failed f = assertInstanceOf(Compilation.Failed.class, c);
        assertEquals(3, f.problems().get(0).line(), f::oneLine);
    }

    @Test
    void severalErrorsComeInOrderEachAtItsLine() {
        Compilation.Failed f = failing("""
                boolean hitPaddle(Paddle paddle, Ball ball) {
                  float a = undefinedOne;
                  float b = 2.5;
                  return a < b;
                }
                """);
        List<Integer> lines = f.problems().stream().map(StudentProblem::line).toList();
        assertEquals(List.of(2, 3), lines, f.problems()::toString);
    }

    @Test
    void processingsHelpersAndPrintlnCompile() {
        Compilation c = StudentCompiler.compile(StudentSource.pde("""
                boolean hitPaddle(Paddle paddle, Ball ball) {
                  float r = ball.getDiameter() / 2;
                  float x = constrain(ball.getXCoord(), paddle.getXCoord(), paddle.getXCoord() + paddle.getPaddleWidth());
                  float y = constrain(ball.getYCoord(), paddle.getYCoord(), paddle.getYCoord() + paddle.getPaddleHeight());
                  println("nearest " + x + ", " + y);
                  double viaDouble = sqrt(sq((double) x - ball.getXCoord()) + pow(y - ball.getYCoord(), 2.0));
                  return dist(x, y, ball.getXCoord(), ball.getYCoord()) <= r && viaDouble <= max(r, min(r, 1e9));
                }
                """));
        Compilation.Ready ready = assertInstanceOf(
                Compilation.Ready.class,
                c,
                () -> ((Compilation.Failed) c).problems().toString());
        assertTrue(ready.test().hitPaddle(new PaddleTest.Paddle(0, 0, 10, 10), new PaddleTest.Ball(12, 5, 6)));
    }

    /** Issue 31: a .pde starting with an import was told "missing or extra bracket" (the import sat in the wrapper). */
    @Test
    void anImportOfSomethingRefusedIsNotAllowedAtItsLine() {
        Compilation c = StudentCompiler.compile(StudentSource.pde("""
                import java.io.File;
                boolean hitPaddle(Paddle paddle, Ball ball) {
                  return true;
                }
                """));
        Compilation.Failed f = assertInstanceOf(Compilation.Failed.class, c);
        assertEquals(Compilation.Stage.REFUSED, f.stage(), f::oneLine);
        assertEquals(
                "refused: line 1: import java.io.File is not allowed: a collision test may not read or write "
                        + "files",
                f.oneLine());
        Compilation.Failed java = assertInstanceOf(
                Compilation.Failed.class,
                StudentCompiler.compile(new StudentSource(
                        "T.java",
                        "import java.net.*;\npublic class T implements PaddleTest {\n"
                                + "public boolean hitPaddle(Paddle p, Ball b) { return true; } }\n",
                        StudentSource.Kind.JAVA)));
        assertEquals(
                "refused: line 1: import java.net.* is not allowed: a collision test may not use the network",
                java.oneLine());
    }

    @Test
    void aPdeMayImportWhatItMayUseAndKeepsItsLineNumbers() {
        Compilation c = StudentCompiler.compile(StudentSource.pde("""
                import java.lang.Math;
                import static java.lang.Math.*; // the maths
                boolean hitPaddle(Paddle paddle, Ball ball) {
                  return Math.abs(ball.getXCoord() - paddle.getXCoord()) < 10;
                }
                """));
        assertInstanceOf(Compilation.Ready.class, c, c::toString);
        StudentProblem p = first("""
                import java.lang.Math;
                boolean hitPaddle(Paddle paddle, Ball ball) {
                  return nope;
                }
                """);
        assertEquals(3, p.line(), p::oneLine);
    }

    @Test
    void aJavaClassMayHaveItsOwnImportsHelpersAndComments() {
        Compilation c = StudentCompiler.compile(new StudentSource("Nearest.java", """
                /* Nearest point: a whole class with a helper class beside it. */
                import java.lang.Math;

                class Clamp {
                    static float to(float v, float lo, float hi) { return Math.max(lo, Math.min(v, hi)); }
                }

                public class Nearest implements PaddleTest {
                    public boolean hitPaddle(Paddle paddle, Ball ball) {
                        float x = Clamp.to(ball.getXCoord(), paddle.getXCoord(), paddle.getXCoord() + paddle.getPaddleWidth());
                        float y = Clamp.to(ball.getYCoord(), paddle.getYCoord(), paddle.getYCoord() + paddle.getPaddleHeight());
                        return dist(x, y, ball.getXCoord(), ball.getYCoord()) <= ball.getDiameter() / 2;
                    }
                }
                """, StudentSource.Kind.JAVA));
        Compilation.Ready ready = assertInstanceOf(Compilation.Ready.class, c, c::toString);
        assertTrue(ready.test().hitPaddle(new PaddleTest.Paddle(0, 0, 10, 10), new PaddleTest.Ball(12, 5, 6)));
    }

    @Test
    void aJavaFileWithoutAPaddleTestSaysWhatItNeeds() {
        Compilation c = StudentCompiler.compile(new StudentSource("Nothing.java", """
                public class Nothing {
                    public boolean hitPaddle(Paddle paddle, Ball ball) { return true; }
                }
                """, StudentSource.Kind.JAVA));
        Compilation.Failed f = assertInstanceOf(Compilation.Failed.class, c);
        assertEquals(Compilation.Stage.START, f.stage());
        assertTrue(f.oneLine().contains("implements PaddleTest"), f::oneLine);
    }

    @Test
    void aPackageIsRefused() {
        Compilation c = StudentCompiler.compile(new StudentSource("Sneaky.java", """
                package bouncelab.student;

                public class Sneaky implements PaddleTest {
                    public boolean hitPaddle(Paddle paddle, Ball ball) { return true; }
                }
                """, StudentSource.Kind.JAVA));
        Compilation.Failed f = assertInstanceOf(Compilation.Failed.class, c);
        assertEquals(Compilation.Stage.REFUSED, f.stage(), f::oneLine);
        assertTrue(f.oneLine().contains("no package"), f::oneLine);
    }
}
