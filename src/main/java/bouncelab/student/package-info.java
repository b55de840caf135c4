/**
 * A student's own collision test: their hitPaddle, compiled, checked, run under a time limit, played as the sixth
 * algorithm and marked. Plain Java, no JavaFX: the window's "Your test" tab and the {@code grade} command sit on
 * top of it.
 *
 * <p>The way through, in order:
 * <ul>
 *   <li>{@link bouncelab.student.StudentSource} — the student's text, a {@code .pde} (the method, as in Processing)
 *       or a {@code .java} (a class implementing {@link bouncelab.student.PaddleTest}, which also gives the slides'
 *       {@code Ball} and {@code Paddle}; {@link bouncelab.student.Processing} gives Processing's maths);
 *   <li>{@link bouncelab.student.StudentCompiler} — wraps a .pde, compiles in memory with javac, and on the way
 *       refuses what a test may not use ({@code SafetyCheck} against the {@code AllowList}, on the class files,
 *       naming the line), adds the {@link bouncelab.student.Guard}'s time and size checks ({@code Instrumenter}) and
 *       loads the classes apart; the result is a {@link bouncelab.student.Compilation}: a test, or {@link
 *       bouncelab.student.StudentProblem}s at the student's own lines, javac's words beside plain ones;
 *   <li>{@link bouncelab.student.StudentTest} — asks the test about a ball and a paddle; a failure is a {@link
 *       bouncelab.student.StudentCodeException} with one plain line naming the student's line;
 *   <li>{@link bouncelab.student.YoursAlgorithm} — the test as the algorithm {@code yours};
 *   <li>{@link bouncelab.student.ReportCard} — the {@link bouncelab.student.Example}s, the agreement with the exact
 *       test ({@link bouncelab.student.Probe#touches()}) on seeded random cases, the through speed;
 *   <li>{@link bouncelab.student.GradeRunner} and {@link bouncelab.student.GradeWorker} — one JVM per file, a
 *       {@link bouncelab.student.GradeLine} per file.
 * </ul>
 *
 * <p>Student code is untrusted: it never runs before the check has passed, and never without a budget. The check is
 * an allow-list, so whatever it does not know is refused.
 *
 * <p>May import: {@code bouncelab.core} (geometry, trace, algorithm, sweep), {@code bouncelab.io.file} (a student's
 * file is read through SafeRead, as every file is), the JDK's {@code java.compiler} and ASM. Nothing here imports
 * {@code bouncelab.ui}, {@code bouncelab.cli} or {@code bouncelab.lessons}, and the core does not import this package.
 */
@NullMarked
package bouncelab.student;

import org.jspecify.annotations.NullMarked;
