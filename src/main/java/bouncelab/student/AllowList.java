package bouncelab.student;

import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.function.BiPredicate;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;

/**
 * What student code may refer to, outside its own classes: maths, numbers, a little text, Processing's helpers and
 * the slides' Ball and Paddle. Anything not listed is refused, so a new JDK method is refused until someone decides
 * it is safe; {@link #why} says in plain words why the usual suspects are refused.
 *
 * <p>Names are JVM internal names ({@code java/lang/Math}); a method is its name and descriptor.
 */
final class AllowList {
    private AllowList() {}

    private static final String PROCESSING = "bouncelab/student/Processing";
    private static final String PADDLE_TEST = "bouncelab/student/PaddleTest";
    private static final String BALL = "bouncelab/student/PaddleTest$Ball";
    private static final String PADDLE = "bouncelab/student/PaddleTest$Paddle";

    /** Exceptions student code may make, throw and catch. None of them is a Guard.Stop or any other Error. */
    static final Set<String> EXCEPTIONS = Set.of(
            "java/lang/Exception",
            "java/lang/RuntimeException",
            "java/lang/ArithmeticException",
            "java/lang/IllegalArgumentException",
            "java/lang/IllegalStateException",
            "java/lang/NullPointerException",
            "java/lang/IndexOutOfBoundsException",
            "java/lang/ArrayIndexOutOfBoundsException",
            "java/lang/StringIndexOutOfBoundsException",
            "java/lang/UnsupportedOperationException",
            "java/lang/NumberFormatException",
            "java/lang/ClassCastException",
            "java/lang/NegativeArraySizeException");

    /**
     * Types a catch may name: the exceptions above, and NoSuchFieldError, which javac's own switch-on-enum code
     * catches. Never Throwable or Error, which would catch the guard's stop.
     */
    static boolean catchable(String type) {
        return EXCEPTIONS.contains(type) || type.equals("java/lang/NoSuchFieldError");
    }

    private static final Set<String> OBJECT_METHODS = Set.of("equals", "hashCode", "toString");
    private static final Set<String> BOXES = Set.of(
            "java/lang/Integer",
            "java/lang/Long",
            "java/lang/Short",
            "java/lang/Byte",
            "java/lang/Float",
            "java/lang/Double",
            "java/lang/Boolean",
            "java/lang/Character",
            "java/lang/Number");
    /** The boxes' methods that read system properties. */
    private static final Set<String> PROPERTY_READERS = Set.of("getInteger", "getLong", "getBoolean");

    private static final Set<String> STRING_METHODS = Set.of(
            "length",
            "charAt",
            "isEmpty",
            "equals",
            "equalsIgnoreCase",
            "hashCode",
            "compareTo",
            "contains",
            "startsWith",
            "endsWith",
            "indexOf",
            "lastIndexOf",
            "substring",
            "trim",
            "strip",
            "toString",
            "toUpperCase",
            "toLowerCase");
    /** StringBuilder.append overloads that {@link Guard#append} stands in for. */
    static final Set<String> APPENDS = Set.of(
            "(Ljava/lang/String;)Ljava/lang/StringBuilder;",
            "(Ljava/lang/Object;)Ljava/lang/StringBuilder;",
            "(Ljava/lang/CharSequence;)Ljava/lang/StringBuilder;",
            "(C)Ljava/lang/StringBuilder;",
            "(I)Ljava/lang/StringBuilder;",
            "(J)Ljava/lang/StringBuilder;",
            "(F)Ljava/lang/StringBuilder;",
            "(D)Ljava/lang/StringBuilder;",
            "(Z)Ljava/lang/StringBuilder;");

    private static final Map<String, BiPredicate<String, String>> METHODS = Map.ofEntries(
            Map.entry("java/lang/Math", (n, d) -> true),
            Map.entry("java/lang/StrictMath", (n, d) -> true),
            Map.entry(
                    "java/lang/Object",
                    (n, d) -> OBJECT_METHODS.contains(n) || (n.equals("<init>") && d.equals("()V"))),
            Map.entry(
                    "java/lang/String",
                    (n, d) -> STRING_METHODS.contains(n)
                            || (n.equals("valueOf") && !d.startsWith("([C"))
                            || (n.equals("<init>") && d.equals("()V"))),
            Map.entry(
                    "java/lang/CharSequence",
                    (n, d) -> Set.of("length", "charAt", "toString").contains(n)),
            Map.entry(
                    "java/lang/StringBuilder",
                    (n, d) -> (n.equals("append") && APPENDS.contains(d))
                            || (n.equals("<init>") && (d.equals("()V") || d.equals("(Ljava/lang/String;)V")))
                            || Set.of("toString", "length", "charAt").contains(n)),
            Map.entry("java/lang/Comparable", (n, d) -> n.equals("compareTo")),
            Map.entry(
                    "java/util/Objects",
                    (n, d) -> Set.of("requireNonNull", "equals", "hashCode", "isNull", "nonNull")
                                    .contains(n)
                            && !d.contains("Supplier")),
            Map.entry(
                    "java/lang/Enum",
                    (n, d) -> OBJECT_METHODS.contains(n)
                            || Set.of("<init>", "ordinal", "name", "valueOf", "compareTo")
                                    .contains(n)),
            Map.entry("java/lang/Record", (n, d) -> OBJECT_METHODS.contains(n) || n.equals("<init>")),
            Map.entry("java/lang/runtime/ObjectMethods", (n, d) -> n.equals("bootstrap")),
            Map.entry("java/lang/Class", (n, d) -> n.equals("desiredAssertionStatus")),
            Map.entry("java/lang/AssertionError", (n, d) -> n.equals("<init>")),
            Map.entry(PROCESSING, declaredBy(Processing.class)),
            Map.entry(PADDLE_TEST, (n, d) -> n.equals("hitPaddle")),
            Map.entry(BALL, declaredBy(PaddleTest.Ball.class)),
            Map.entry(PADDLE, declaredBy(PaddleTest.Paddle.class)));

    /** Methods of Object no student code calls on anything: locks, and the way into reflection. */
    private static final Set<String> NEVER = Set.of("getClass", "wait", "notify", "notifyAll", "finalize");

    /** The public methods and constructors a class of ours declares itself, and Object's safe three. */
    private static BiPredicate<String, String> declaredBy(Class<?> c) {
        Set<String> names = new HashSet<>(OBJECT_METHODS);
        for (Method m : c.getDeclaredMethods()) {
            if (Modifier.isPublic(m.getModifiers())) {
                names.add(m.getName());
            }
        }
        for (Constructor<?> k : c.getDeclaredConstructors()) {
            if (Modifier.isPublic(k.getModifiers()) || Modifier.isProtected(k.getModifiers())) {
                names.add("<init>");
            }
        }
        Set<String> allowed = Set.copyOf(names);
        return (n, d) -> allowed.contains(n);
    }

    /** Types student code may name (make, cast to, declare): everything above, and arrays of them. */
    static boolean type(String internalName) {
        String t = elementType(internalName);
        return t == null
                || METHODS.containsKey(t)
                || BOXES.contains(t)
                || EXCEPTIONS.contains(t)
                || t.equals("java/lang/NoSuchFieldError");
    }

    /** The element class of an internal name or array descriptor; null for a primitive array. */
    static @Nullable String elementType(String name) {
        String t = name;
        while (t.startsWith("[")) {
            t = t.substring(1);
        }
        if (t.length() == 1) {
            return null; // [F, [I ...
        }
        if (t.startsWith("L") && t.endsWith(";")) {
            return t.substring(1, t.length() - 1);
        }
        return t;
    }

    /** May student code call {@code owner.name(desc)}, where owner is not one of its own classes? */
    static boolean method(String owner, String name, String desc) {
        if (owner.startsWith("[")) {
            return name.equals("clone") || OBJECT_METHODS.contains(name); // arrays: int[].clone()
        }
        if (NEVER.contains(name)) {
            return false;
        }
        if (BOXES.contains(owner)) {
            return !PROPERTY_READERS.contains(name);
        }
        if (EXCEPTIONS.contains(owner)) {
            return name.equals("<init>") || name.equals("getMessage") || OBJECT_METHODS.contains(name);
        }
        BiPredicate<String, String> rule = METHODS.get(owner);
        return rule != null && rule.test(name, desc);
    }

    /** May student code read {@code owner.name}, where owner is not one of its own classes? */
    static boolean field(String owner, String name) {
        return owner.equals("java/lang/Math")
                || owner.equals("java/lang/StrictMath")
                || BOXES.contains(owner)
                || owner.equals(PROCESSING);
    }

    /** Superclasses a student's class may have, besides its own classes. */
    static boolean superclass(String name) {
        return name.equals("java/lang/Object")
                || name.equals(PROCESSING)
                || name.equals("java/lang/Enum")
                || name.equals("java/lang/Record")
                || EXCEPTIONS.contains(name);
    }

    /** Interfaces a student's class may implement, besides its own. */
    static boolean superinterface(String name) {
        return name.equals(PADDLE_TEST) || name.equals("java/lang/Comparable");
    }

    /**
     * May a student's file import this class (an internal name, nested classes written with / as in the import:
     * {@code java/util/Map/Entry})? Whatever it may name, and the slides' PaddleTest, Ball, Paddle and Processing.
     */
    static boolean importable(String name) {
        for (String n = name; ; ) {
            if (type(n) || n.equals(PADDLE_TEST) || n.equals(BALL) || n.equals(PADDLE) || n.equals(PROCESSING)) {
                return true;
            }
            int slash = n.lastIndexOf('/');
            if (slash < 0) {
                return false;
            }
            n = n.substring(0, slash) + "$" + n.substring(slash + 1); // the last part may be a nested class
        }
    }

    /** May a student's file import a whole package ({@code java/lang}): only one holding something it may use. */
    static boolean packageHasAllowed(String pkg) {
        String prefix = pkg + "/";
        return Stream.of(METHODS.keySet(), BOXES, EXCEPTIONS)
                .flatMap(Set::stream)
                .anyMatch(t -> t.startsWith(prefix) && t.indexOf('/', prefix.length()) < 0);
    }

    /** The Grading book's key for why a class outside the list is refused ({@code why.KIND}). */
    static String why(String owner) {
        String o = owner.replace('/', '.');
        if (o.equals("java.io.PrintStream")) {
            return "why.print";
        }
        if (o.equals("java.lang.System") || o.equals("java.lang.Runtime")) {
            return "why.system";
        }
        if (o.startsWith("java.io.") || o.startsWith("java.nio.")) {
            return "why.files";
        }
        if (o.startsWith("java.net.") || o.startsWith("javax.net.")) {
            return "why.network";
        }
        if (o.startsWith("java.lang.Process")) {
            return "why.programs";
        }
        if (o.startsWith("java.lang.Thread")
                || o.startsWith("java.util.concurrent.")
                || o.equals("java.lang.Runnable")) {
            return "why.threads";
        }
        if (o.startsWith("java.lang.reflect.")
                || o.startsWith("java.lang.invoke.")
                || o.equals("java.lang.Class")
                || o.equals("java.lang.Module")) {
            return "why.reflection";
        }
        if (o.contains("ClassLoader")) {
            return "why.classes";
        }
        if (o.equals("bouncelab.student.Guard") || o.startsWith("bouncelab.")) {
            return "why.ours";
        }
        return "why.other";
    }
}
