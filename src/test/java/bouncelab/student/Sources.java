package bouncelab.student;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** The student files the tests use, from src/test/resources/bouncelab/student. */
public final class Sources {
    private Sources() {}

    static String text(String name) {
        try (InputStream in = Sources.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalArgumentException("no test file " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static StudentSource source(String name) {
        return new StudentSource(name, text(name), StudentSource.kindOf(name));
    }

    static Compilation compile(String name) {
        return StudentCompiler.compile(source(name));
    }

    /** A file that must compile: its test. */
    public static StudentTest ready(String name) {
        Compilation c = compile(name);
        if (c instanceof Compilation.Failed f) {
            throw new AssertionError(name + " " + f.oneLine() + " " + f.problems());
        }
        return ((Compilation.Ready) c).test();
    }

    /** A file that must fail: how. */
    static Compilation.Failed failed(String name) {
        Compilation c = compile(name);
        if (c instanceof Compilation.Failed f) {
            return f;
        }
        throw new AssertionError(name + " compiled");
    }
}
