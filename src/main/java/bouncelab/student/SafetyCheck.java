package bouncelab.student;

import bouncelab.words.Book;
import bouncelab.words.Words;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ConstantDynamic;
import org.objectweb.asm.FieldVisitor;
import org.objectweb.asm.Handle;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * Reads the classes javac made from a student's file and refuses, before any of it runs, every reference outside
 * the student's own classes that the {@link AllowList} does not allow: a call, a field, a type made or named, a
 * superclass, a catch that could swallow the guard's stop, a lambda, a lock. Each refusal names the line (from the
 * class's LineNumberTable), so the student sees where, and says why in plain words.
 *
 * <p>A call on one of the student's own classes may still reach an inherited method ({@code wait()} on {@code this}
 * is compiled as a call on the student's class): such calls are followed up the student's classes to the first class
 * that is not theirs, and judged there.
 */
final class SafetyCheck {

    /** One thing refused: in which class, at which line of the compiled source (0 if unknown), and why. */
    record Refusal(String className, int line, String message, String detail) {}

    private record ClassInfo(
            String name, String superName, List<String> interfaces, Set<String> methods, Set<String> fields) {}

    private final Map<String, ClassInfo> own = new HashMap<>();
    private final List<Refusal> refusals = new ArrayList<>();

    private final Words words;

    private SafetyCheck(Words words) {
        this.words = words;
    }

    /**
     * Checks every class (internal name → class file); no refusals means it may be loaded. Why each is refused is
     * said in {@code words}' language.
     */
    static List<Refusal> check(Map<String, byte[]> classes, Words words) {
        SafetyCheck check = new SafetyCheck(words);
        classes.forEach((name, bytes) -> check.own.put(name, info(bytes)));
        for (byte[] bytes : classes.values()) {
            check.scan(bytes);
        }
        return List.copyOf(check.refusals);
    }

    private static ClassInfo info(byte[] bytes) {
        ClassReader reader = new ClassReader(bytes);
        Set<String> methods = new HashSet<>();
        Set<String> fields = new HashSet<>();
        reader.accept(
                new ClassVisitor(Opcodes.ASM9) {
                    @Override
                    public @Nullable FieldVisitor visitField(
                            int access, String name, String descriptor, String signature, Object value) {
                        fields.add(name);
                        return null;
                    }

                    @Override
                    public @Nullable MethodVisitor visitMethod(
                            int access, String name, String descriptor, String signature, String[] exceptions) {
                        methods.add(name + descriptor);
                        return null;
                    }
                },
                ClassReader.SKIP_CODE | ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
        return new ClassInfo(
                reader.getClassName(), reader.getSuperName(), List.of(reader.getInterfaces()), methods, fields);
    }

    private boolean isOwn(String internalName) {
        String t = AllowList.elementType(internalName);
        return t != null && own.containsKey(t);
    }

    private boolean typeAllowed(String internalName) {
        return isOwn(internalName) || AllowList.type(internalName);
    }

    /** Every class named in a descriptor, e.g. java/io/File in (Ljava/io/File;)V. */
    private @Nullable String refusedTypeIn(String descriptor) {
        Type t = Type.getType(descriptor);
        List<Type> types = new ArrayList<>();
        if (t.getSort() == Type.METHOD) {
            types.addAll(List.of(t.getArgumentTypes()));
            types.add(t.getReturnType());
        } else {
            types.add(t);
        }
        for (Type each : types) {
            Type element = each.getSort() == Type.ARRAY ? each.getElementType() : each;
            if (element.getSort() == Type.OBJECT && !typeAllowed(element.getInternalName())) {
                return element.getInternalName();
            }
        }
        return null;
    }

    /** Does a call on one of the student's classes land on something allowed? */
    private boolean ownMethodAllowed(String owner, String name, String desc) {
        List<String> outsideInterfaces = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        List<String> todo = new ArrayList<>(List.of(owner));
        while (!todo.isEmpty()) {
            String c = todo.remove(todo.size() - 1);
            if (!seen.add(c)) {
                continue;
            }
            ClassInfo info = own.get(c);
            if (info == null) {
                if (AllowList.method(c, name, desc)) {
                    return true;
                }
                continue;
            }
            if (info.methods().contains(name + desc)) {
                return true;
            }
            if (info.superName() != null) {
                todo.add(info.superName());
            }
            for (String i : info.interfaces()) {
                if (own.containsKey(i)) {
                    todo.add(i);
                } else {
                    outsideInterfaces.add(i);
                }
            }
        }
        return outsideInterfaces.stream().anyMatch(i -> AllowList.method(i, name, desc));
    }

    /** Does a field on one of the student's classes resolve to one of theirs, or to one that may be read? */
    private boolean ownFieldAllowed(String owner, String name, boolean write) {
        String c = owner;
        while (c != null) {
            ClassInfo info = own.get(c);
            if (info == null) {
                return !write && AllowList.field(c, name);
            }
            if (info.fields().contains(name)) {
                return true;
            }
            c = info.superName();
        }
        return false;
    }

    private void scan(byte[] bytes) {
        ClassReader reader = new ClassReader(bytes);
        String className = reader.getClassName();
        List<Refusal> classLevel = new ArrayList<>();
        int[] firstLine = {Integer.MAX_VALUE};

        if (className.contains("/")) {
            classLevel.add(new Refusal(className, 0, say("refused.package"), className.replace('/', '.')));
        }
        String superName = reader.getSuperName();
        if (superName != null && !own.containsKey(superName) && !AllowList.superclass(superName)) {
            classLevel.add(new Refusal(
                    className,
                    0,
                    say("refused.extends", dotted(superName), why(superName)),
                    "extends " + dotted(superName)));
        }
        for (String i : reader.getInterfaces()) {
            if (!own.containsKey(i) && !AllowList.superinterface(i)) {
                classLevel.add(new Refusal(
                        className, 0, say("refused.implements", dotted(i), why(i)), "implements " + dotted(i)));
            }
        }

        reader.accept(
                new ClassVisitor(Opcodes.ASM9) {
                    @Override
                    public @Nullable FieldVisitor visitField(
                            int access, String name, String descriptor, String signature, Object value) {
                        String bad = refusedTypeIn(descriptor);
                        if (bad != null) {
                            classLevel.add(new Refusal(
                                    className,
                                    0,
                                    say("refused.fieldType", dotted(bad), why(bad)),
                                    "field " + name + " " + descriptor));
                        }
                        return null;
                    }

                    @Override
                    public MethodVisitor visitMethod(
                            int access, String name, String descriptor, String signature, String[] exceptions) {
                        return new MethodScan(className, access, name, descriptor, firstLine);
                    }
                },
                0);

        int line = firstLine[0] == Integer.MAX_VALUE ? 0 : firstLine[0];
        for (Refusal r : classLevel) {
            refusals.add(new Refusal(r.className(), line, r.message(), r.detail()));
        }
    }

    /** One method's instructions, with the line each is on. */
    private final class MethodScan extends MethodVisitor {
        private final String className;
        private final String methodName;
        private final int[] classFirstLine;
        private final List<String> methodLevel = new ArrayList<>();
        private final Map<Label, String> pendingCatches = new LinkedHashMap<>();
        private final List<String> awaitingLine = new ArrayList<>();
        private int line;
        private int firstLine;

        MethodScan(String className, int access, String name, String descriptor, int[] classFirstLine) {
            super(Opcodes.ASM9);
            this.className = className;
            this.methodName = name;
            this.classFirstLine = classFirstLine;
            if ((access & Opcodes.ACC_NATIVE) != 0) {
                methodLevel.add(say("refused.native"));
            }
            if ((access & Opcodes.ACC_SYNCHRONIZED) != 0) {
                methodLevel.add(say("refused.synchronized"));
            }
            if (name.equals("finalize") && descriptor.equals("()V")) {
                methodLevel.add(say("refused.finalize"));
            }
            String bad = refusedTypeIn(descriptor);
            if (bad != null) {
                methodLevel.add(say("refused.methodUses", name, dotted(bad), why(bad)));
            }
        }

        private void refuse(String message, String detail) {
            refusals.add(new Refusal(className, line, message, detail));
        }

        @Override
        public void visitLineNumber(int lineNumber, Label start) {
            line = lineNumber;
            if (firstLine == 0 || lineNumber < firstLine) {
                firstLine = lineNumber;
            }
            classFirstLine[0] = Math.min(classFirstLine[0], lineNumber);
            for (String message : awaitingLine) {
                refusals.add(new Refusal(className, lineNumber, message, "catch"));
            }
            awaitingLine.clear();
        }

        @Override
        public void visitLabel(Label label) {
            String pending = pendingCatches.remove(label);
            if (pending != null) {
                awaitingLine.add(pending);
            }
        }

        @Override
        public void visitTryCatchBlock(Label start, Label end, Label handler, String type) {
            String message = null;
            if (type == null) {
                message = say("refused.finally");
            } else if (!isOwn(type) && !AllowList.catchable(type)) {
                message = say("refused.catch", dotted(type));
            }
            if (message != null) {
                pendingCatches.putIfAbsent(start, message);
            }
        }

        @Override
        public void visitInsn(int opcode) {
            if (opcode == Opcodes.MONITORENTER || opcode == Opcodes.MONITOREXIT) {
                refuse(say("refused.synchronized"), "monitor");
            }
        }

        @Override
        public void visitTypeInsn(int opcode, String type) {
            String element = AllowList.elementType(type);
            if (element != null && !typeAllowed(type)) { // a primitive array (no element class) is always allowed
                String why = why(element);
                refuse(
                        say(opcode == Opcodes.NEW ? "refused.making" : "refused.using", dotted(type), why),
                        dotted(type));
            }
        }

        @Override
        public void visitMultiANewArrayInsn(String descriptor, int numDimensions) {
            refuse(say("refused.multiArray"), descriptor);
        }

        @Override
        public void visitFieldInsn(int opcode, String owner, String name, String descriptor) {
            boolean write = opcode == Opcodes.PUTFIELD || opcode == Opcodes.PUTSTATIC;
            boolean ok = isOwn(owner) ? ownFieldAllowed(owner, name, write) : !write && AllowList.field(owner, name);
            if (!ok) {
                refuse(say("refused.it", dotted(owner) + "." + name, why(owner)), dotted(owner) + "." + name);
                return;
            }
            String bad = refusedTypeIn(descriptor);
            if (bad != null) {
                refuse(say("refused.it", dotted(bad), why(bad)), dotted(owner) + "." + name);
            }
        }

        @Override
        public void visitMethodInsn(int opcode, String owner, String name, String descriptor, boolean isInterface) {
            checkMethod(owner, name, descriptor);
        }

        private void checkMethod(String owner, String name, String descriptor) {
            boolean ok = isOwn(owner) && !owner.startsWith("[")
                    ? ownMethodAllowed(owner, name, descriptor)
                    : AllowList.method(owner, name, descriptor);
            if (!ok) {
                String call = dotted(owner) + (name.equals("<init>") ? "" : "." + name) + "(…)";
                refuse(say("refused.it", call, why(owner)), dotted(owner) + "." + name + descriptor);
                return;
            }
            String bad = refusedTypeIn(descriptor);
            if (bad != null) {
                refuse(say("refused.it", dotted(bad), why(bad)), dotted(owner) + "." + name);
            }
        }

        @Override
        public void visitLdcInsn(Object value) {
            if (value instanceof Type t) {
                if (t.getSort() == Type.METHOD || !isOwn(t.getInternalName())) {
                    refuse(say("refused.classLiteral", t.getClassName()), t.getDescriptor());
                }
            } else if (value instanceof Handle h) {
                refuse(say("refused.methodHandle"), h.getOwner());
            } else if (value instanceof ConstantDynamic c) {
                refuse(say("refused.dynamicConstant"), c.getName());
            }
        }

        @Override
        public void visitInvokeDynamicInsn(String name, String descriptor, Handle bootstrap, Object... args) {
            if (bootstrap.getOwner().equals("java/lang/runtime/ObjectMethods")) {
                return; // a record's equals, hashCode and toString
            }
            if (bootstrap.getOwner().equals("java/lang/invoke/LambdaMetafactory")) {
                refuse(say("refused.lambda"), name);
            } else {
                refuse(say("refused.invokedynamic", dotted(bootstrap.getOwner())), bootstrap.getOwner());
            }
        }

        @Override
        public void visitEnd() {
            int at = firstLine;
            for (String message : methodLevel) {
                refusals.add(new Refusal(className, at, message, methodName));
            }
            for (String message : awaitingLine) {
                refusals.add(new Refusal(className, line, message, "catch"));
            }
            for (String message : pendingCatches.values()) {
                refusals.add(new Refusal(className, at, message, "catch"));
            }
        }
    }

    private String say(String key, Object... args) {
        return words.format(Book.GRADING, key, args);
    }

    /** Why a class outside the list is refused, in words. */
    private String why(String owner) {
        return say(AllowList.why(owner));
    }

    static String dotted(String internalName) {
        return internalName.replace('/', '.').replace('$', '.');
    }
}
