package bouncelab.student;

import bouncelab.io.json.Visible;
import bouncelab.words.Words;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.StringWriter;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Modifier;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.FileObject;
import javax.tools.ForwardingJavaFileManager;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.jspecify.annotations.Nullable;

import static bouncelab.student.GradingWords.say;

/**
 * From a student's source to a {@link StudentTest}, in memory: wrap a .pde's methods in a class, compile with the
 * JDK's own javac ({@code jdk.compiler}, which the classroom image carries), check every class against the {@link
 * AllowList}, add the {@link Guard}'s checks, load the classes in a loader of their own and make the test. Every
 * problem on the way names the student's own line.
 *
 * <p>A .pde's wrapper is all on line 1, before the student's first line, so javac's line n is the student's line
 * n − 1; a .java gets its imports on its own line 1, so its lines are javac's.
 */
public final class StudentCompiler {
    /** The class a .pde is wrapped in. */
    static final String PDE_CLASS = "YourTest";

    static final String PDE_ENTRY = PDE_CLASS + "$BounceLabEntry";

    private static final String PDE_HEADER = "import bouncelab.student.PaddleTest.Ball; "
            + "import bouncelab.student.PaddleTest.Paddle; "
            + "public class " + PDE_CLASS + " extends bouncelab.student.Processing { "
            + "static final class BounceLabEntry implements bouncelab.student.PaddleTest { "
            + "private final " + PDE_CLASS + " test = new " + PDE_CLASS + "(); "
            + "public boolean hitPaddle(Paddle paddle, Ball ball) { return test.hitPaddle(paddle, ball); } }\n";
    private static final String JAVA_PRELUDE = "import bouncelab.student.*; import bouncelab.student.PaddleTest.*; "
            + "import static bouncelab.student.Processing.*; ";

    private static final Pattern PACKAGE = Pattern.compile("(?m)^\\s*package\\s+[\\w.]+\\s*;");
    private static final Pattern PUBLIC_CLASS =
            Pattern.compile("(?m)^\\s*public\\s+(?:final\\s+|abstract\\s+|strictfp\\s+)*class\\s+(\\w+)");
    private static final Pattern HIT_PADDLE = Pattern.compile("\\bhitPaddle\\s*\\(");
    private static final int MAX_PROBLEMS = 20;
    /**
     * Brackets inside brackets allowed: a test needs a handful, and javac's parser recurses once per level, so a
     * few thousand overflow its stack (it then prints a thousand lines of its own crash and says nothing useful).
     */
    static final int MAX_NESTING = 200;

    private StudentCompiler() {}

    /** Compiles, checks and loads a student's test with the default time budget per call. */
    public static Compilation compile(StudentSource source) {
        return compile(source, Words.ENGLISH);
    }

    /** The same, its problems and failures told in {@code words}' language. */
    public static Compilation compile(StudentSource source, Words words) {
        return compile(source, Guard.DEFAULT_LIMIT_NANOS, words);
    }

    public static Compilation compile(StudentSource source, long limitNanos) {
        return compile(source, limitNanos, Words.ENGLISH);
    }

    public static Compilation compile(StudentSource source, long limitNanos, Words words) {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        if (javac == null) {
            return new Compilation.Failed(
                    Compilation.Stage.COMPILE, List.of(new StudentProblem(0, say(words, "compile.noJavac"), "")));
        }
        String tooLarge = StudentSource.sizeProblem(source, words);
        if (tooLarge != null) {
            return new Compilation.Failed(Compilation.Stage.COMPILE, List.of(new StudentProblem(0, tooLarge, "")));
        }
        int deep = Nesting.tooDeep(source.text(), MAX_NESTING);
        if (deep > 0) {
            return new Compilation.Failed(
                    Compilation.Stage.COMPILE,
                    List.of(new StudentProblem(deep, say(words, "compile.tooDeepCount", MAX_NESTING), "")));
        }
        List<StudentProblem> imports = Imports.refused(source.text(), words);
        if (!imports.isEmpty()) {
            return new Compilation.Failed(Compilation.Stage.REFUSED, imports);
        }
        Unit unit = unit(source);
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        Map<String, byte[]> classes = new TreeMap<>();
        StandardJavaFileManager standard =
                javac.getStandardFileManager(diagnostics, Locale.ENGLISH, StandardCharsets.UTF_8);
        List<String> options = List.of(
                "-classpath",
                ownClassPath(),
                "-proc:none",
                "-g:source,lines",
                "-XDstringConcat=inline",
                "-nowarn",
                "-Xlint:none",
                "-Xmaxerrs",
                String.valueOf(MAX_PROBLEMS));
        boolean ok;
        // javac's own words (its crash report above all) come here, never to standard error
        StringWriter said = new StringWriter();
        try (InMemory files = new InMemory(standard, classes)) {
            ok = javac.getTask(said, files, diagnostics, options, null, List.of(new Source(unit)))
                    .call();
        } catch (StackOverflowError e) {
            return crashed(source, "java.lang.StackOverflowError", words);
        } catch (IOException | RuntimeException | OutOfMemoryError e) {
            return crashed(source, e.getClass().getName() + ": " + e.getMessage() + "\n" + said, words);
        }
        if (!ok) {
            List<StudentProblem> problems = compileProblems(source, unit, diagnostics, words);
            return problems.isEmpty()
                    ? crashed(source, said.toString(), words)
                    : new Compilation.Failed(Compilation.Stage.COMPILE, problems);
        }
        List<StudentProblem> refused = refusals(source, unit, SafetyCheck.check(classes, words));
        if (!refused.isEmpty()) {
            return new Compilation.Failed(Compilation.Stage.REFUSED, refused);
        }
        Map<String, byte[]> guarded = new LinkedHashMap<>();
        classes.forEach((name, bytes) -> guarded.put(name.replace('/', '.'), Instrumenter.instrument(bytes)));
        return start(source, unit, guarded, limitNanos, words);
    }

    /** The source javac is given: its file name, its text, and how many lines come before the student's. */
    record Unit(String fileName, String text, int lineOffset) {}

    static Unit unit(StudentSource source) {
        if (source.kind() == StudentSource.Kind.PDE) {
            // the student's imports go in front of the wrapper, on its line, so no line number moves
            List<Imports.Import> imports = Imports.of(source.text());
            return new Unit(
                    PDE_CLASS + ".java",
                    Imports.oneLine(imports) + PDE_HEADER + Imports.blanked(source.text(), imports) + "\n}\n",
                    1);
        }
        String text = source.text();
        String prelude = PACKAGE.matcher(text).find() ? "" : JAVA_PRELUDE;
        Matcher publicClass = PUBLIC_CLASS.matcher(text);
        String name = publicClass.find()
                ? publicClass.group(1) + ".java"
                : source.name().endsWith(".java") ? source.name() : "Test.java";
        return new Unit(name, prelude + text, 0);
    }

    /** Where our own classes are, for javac: the jar or folder that holds this class. */
    private static String ownClassPath() {
        try {
            var location =
                    Processing.class.getProtectionDomain().getCodeSource().getLocation();
            return Path.of(location.toURI()).toString();
        } catch (URISyntaxException | RuntimeException e) {
            return System.getProperty("java.class.path", "");
        }
    }

    private static List<StudentProblem> compileProblems(
            StudentSource source, Unit unit, DiagnosticCollector<JavaFileObject> diagnostics, Words words) {
        Set<StudentProblem> problems = new LinkedHashSet<>();
        for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
            if (d.getKind() != Diagnostic.Kind.ERROR) {
                continue;
            }
            String message = d.getMessage(Locale.ENGLISH);
            String javacWords = "javac: " + JavacWords.javacLine(message);
            long at = d.getLineNumber();
            if (at == Diagnostic.NOPOS) {
                // not about a line: the compiler itself could not work (a class path it cannot read …)
                problems.add(new StudentProblem(0, say(words, "compile.couldNot"), javacWords));
                continue;
            }
            int line = (int) at - unit.lineOffset();
            if (unit.lineOffset() > 0 && line <= 0) {
                // in the wrapper's line: what the wrapper needs is the student's hitPaddle
                problems.add(
                        new StudentProblem(hitPaddleLine(source), say(words, "compile.needsHitPaddle"), javacWords));
                continue;
            }
            line = Math.min(line, source.lineCount());
            problems.add(new StudentProblem(line, JavacWords.plain(d.getCode(), message, words), javacWords));
        }
        return new ArrayList<>(problems);
    }

    /**
     * javac gave up without an error at a line: it crashed (a stack overflow on deep nesting, above all) or said
     * only what it printed. The student gets a line where one can be found, and javac's first line beside it.
     */
    private static Compilation crashed(StudentSource source, String javacSaid, Words words) {
        String first = javacSaid
                .strip()
                .lines()
                .map(String::strip)
                .filter(l -> !l.isEmpty())
                .findFirst()
                .orElse("");
        int stop = first.indexOf(". ");
        first = Visible.of(stop > 0 ? first.substring(0, stop + 1) : first, 200);
        String detail = first.isEmpty() ? "" : "javac: " + first;
        if (javacSaid.contains("java.lang.StackOverflowError")) {
            return new Compilation.Failed(
                    Compilation.Stage.COMPILE,
                    List.of(new StudentProblem(
                            Nesting.deepestLine(source.text()), say(words, "compile.tooDeep"), detail)));
        }
        return new Compilation.Failed(
                Compilation.Stage.COMPILE,
                List.of(new StudentProblem(
                        0,
                        first.isEmpty()
                                ? say(words, "compile.javacStopped")
                                : say(words, "compile.javacStoppedSaying", first),
                        "")));
    }

    private static int hitPaddleLine(StudentSource source) {
        String[] lines = source.text().split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            if (HIT_PADDLE.matcher(lines[i]).find()) {
                return i + 1;
            }
        }
        return 0;
    }

    private static List<StudentProblem> refusals(StudentSource source, Unit unit, List<SafetyCheck.Refusal> found) {
        Set<StudentProblem> problems = new LinkedHashSet<>();
        found.stream()
                .sorted(Comparator.comparingInt(SafetyCheck.Refusal::line))
                .forEach(r -> {
                    int line = r.line() - unit.lineOffset();
                    line = line < 1 ? 0 : Math.min(line, source.lineCount());
                    problems.add(new StudentProblem(line, r.message(), ""));
                });
        return new ArrayList<>(problems);
    }

    /** Loads the guarded classes, finds the class that answers hitPaddle and makes one, under a budget. */
    private static Compilation start(
            StudentSource source, Unit unit, Map<String, byte[]> classes, long limitNanos, Words words) {
        StudentLoader loader = new StudentLoader(classes);
        Class<?> entryClass = null;
        try {
            if (source.kind() == StudentSource.Kind.PDE) {
                entryClass = loader.loadClass(PDE_ENTRY.replace('/', '.'));
            } else {
                for (String name : classes.keySet()) {
                    Class<?> c = loader.loadClass(name);
                    if (!name.contains("$")
                            && PaddleTest.class.isAssignableFrom(c)
                            && !c.isInterface()
                            && !Modifier.isAbstract(c.getModifiers())) {
                        entryClass = c;
                        break;
                    }
                }
            }
        } catch (ClassNotFoundException | LinkageError e) {
            return startFailed(0, say(words, "start.notLoaded"), e.toString());
        }
        if (entryClass == null) {
            return startFailed(0, say(words, "start.noClass"), "");
        }
        Constructor<?> constructor;
        try {
            constructor = entryClass.getDeclaredConstructor();
            constructor.setAccessible(true);
        } catch (NoSuchMethodException | RuntimeException e) {
            return startFailed(0, say(words, "start.noConstructor", entryClass.getSimpleName()), "");
        }
        StudentTest starter = new StudentTest(source, null, classes.keySet(), unit.lineOffset(), limitNanos, words);
        try {
            PaddleTest entry = (PaddleTest) starter.run(() -> {
                try {
                    return constructor.newInstance();
                } catch (InvocationTargetException e) {
                    throw rethrow(e.getCause());
                }
            });
            return new Compilation.Ready(
                    new StudentTest(source, entry, classes.keySet(), unit.lineOffset(), limitNanos, words));
        } catch (StudentCodeException e) {
            return new Compilation.Failed(
                    Compilation.Stage.START,
                    List.of(new StudentProblem(
                            e.problem().line(),
                            say(words, "start.failed", e.problem().plain()),
                            e.problem().detail())));
        }
    }

    private static Exception rethrow(@Nullable Throwable t) {
        if (t instanceof Error e) {
            throw e;
        }
        return t instanceof Exception e ? e : new RuntimeException(t);
    }

    private static Compilation startFailed(int line, String plain, String detail) {
        return new Compilation.Failed(Compilation.Stage.START, List.of(new StudentProblem(line, plain, detail)));
    }

    /** The unit as javac reads it. */
    private static final class Source extends SimpleJavaFileObject {
        private final String text;

        Source(Unit unit) {
            super(URI.create("string:///" + unit.fileName()), Kind.SOURCE);
            this.text = unit.text();
        }

        @Override
        public CharSequence getCharContent(boolean ignoreEncodingErrors) {
            return text;
        }
    }

    /** javac's class files, kept in {@code classes} (internal name → bytes) instead of written to disk. */
    private static final class InMemory extends ForwardingJavaFileManager<StandardJavaFileManager> {
        private final Map<String, byte[]> classes;

        InMemory(StandardJavaFileManager files, Map<String, byte[]> classes) {
            super(files);
            this.classes = classes;
        }

        @Override
        public JavaFileObject getJavaFileForOutput(
                Location location, String className, JavaFileObject.Kind kind, FileObject sibling) {
            String internal = className.replace('.', '/');
            return new SimpleJavaFileObject(URI.create("mem:///" + internal + kind.extension), kind) {
                @Override
                public OutputStream openOutputStream() {
                    return new ByteArrayOutputStream() {
                        @Override
                        public void close() {
                            classes.put(internal, toByteArray());
                        }
                    };
                }
            };
        }
    }

    /** The student's classes, each loaded from its guarded bytes here before the app's loader is asked. */
    private static final class StudentLoader extends ClassLoader {
        private final Map<String, byte[]> classes;

        StudentLoader(Map<String, byte[]> classes) {
            super(StudentCompiler.class.getClassLoader());
            this.classes = classes;
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            synchronized (getClassLoadingLock(name)) {
                byte[] bytes = classes.get(name);
                if (bytes == null) {
                    return super.loadClass(name, resolve);
                }
                Class<?> c = findLoadedClass(name);
                if (c == null) {
                    c = defineClass(name, bytes, 0, bytes.length);
                }
                if (resolve) {
                    resolveClass(c);
                }
                return c;
            }
        }
    }
}
