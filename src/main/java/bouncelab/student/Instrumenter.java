package bouncelab.student;

import java.util.HashSet;
import java.util.Set;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Rewrites a student's checked class so that it runs under a {@link Guard}: a tick at the start of every method
 * (recursion) and before every jump backwards (loops), the size of every new array checked, every new object and
 * every StringBuilder.append and array clone counted. A thread cannot be stopped from outside safely; code that
 * stops itself can, and a call that no longer ticks is given up by the {@link Watchdog}.
 *
 * <p>Nothing is added to the operand stack, so the class's maximum stack and its stack map frames stay valid;
 * line numbers are kept, so errors still name the student's lines.
 */
final class Instrumenter {
    private static final String GUARD = "bouncelab/student/Guard";

    private Instrumenter() {}

    static byte[] instrument(byte[] classFile) {
        ClassReader reader = new ClassReader(classFile);
        ClassWriter writer = new ClassWriter(reader, ClassWriter.COMPUTE_MAXS);
        reader.accept(
                new ClassVisitor(Opcodes.ASM9, writer) {
                    @Override
                    public MethodVisitor visitMethod(
                            int access, String name, String descriptor, String signature, String[] exceptions) {
                        return new Guarded(super.visitMethod(access, name, descriptor, signature, exceptions));
                    }
                },
                0);
        return writer.toByteArray();
    }

    private static final class Guarded extends MethodVisitor {
        private final Set<Label> passed = new HashSet<>();

        Guarded(MethodVisitor next) {
            super(Opcodes.ASM9, next);
        }

        private void tick() {
            super.visitMethodInsn(Opcodes.INVOKESTATIC, GUARD, "tick", "()V", false);
        }

        @Override
        public void visitCode() {
            super.visitCode();
            tick();
        }

        @Override
        public void visitLabel(Label label) {
            passed.add(label);
            super.visitLabel(label);
        }

        @Override
        public void visitJumpInsn(int opcode, Label label) {
            if (passed.contains(label)) {
                tick();
            }
            super.visitJumpInsn(opcode, label);
        }

        @Override
        public void visitTableSwitchInsn(int min, int max, Label dflt, Label... labels) {
            tick();
            super.visitTableSwitchInsn(min, max, dflt, labels);
        }

        @Override
        public void visitLookupSwitchInsn(Label dflt, int[] keys, Label[] labels) {
            tick();
            super.visitLookupSwitchInsn(dflt, keys, labels);
        }

        @Override
        public void visitIntInsn(int opcode, int operand) {
            if (opcode == Opcodes.NEWARRAY) {
                super.visitMethodInsn(Opcodes.INVOKESTATIC, GUARD, "newArray", "(I)I", false);
            }
            super.visitIntInsn(opcode, operand);
        }

        @Override
        public void visitTypeInsn(int opcode, String type) {
            if (opcode == Opcodes.ANEWARRAY) {
                super.visitMethodInsn(Opcodes.INVOKESTATIC, GUARD, "newArray", "(I)I", false);
            } else if (opcode == Opcodes.NEW) {
                super.visitMethodInsn(Opcodes.INVOKESTATIC, GUARD, "newObject", "()V", false);
            }
            super.visitTypeInsn(opcode, type);
        }

        @Override
        public void visitMethodInsn(int opcode, String owner, String name, String descriptor, boolean isInterface) {
            if (opcode == Opcodes.INVOKEVIRTUAL && owner.equals("java/lang/StringBuilder") && name.equals("append")) {
                // (X)Ljava/lang/StringBuilder; becomes the static (Ljava/lang/StringBuilder;X)Ljava/lang/StringBuilder;
                String guarded = "(Ljava/lang/StringBuilder;" + descriptor.substring(1);
                super.visitMethodInsn(Opcodes.INVOKESTATIC, GUARD, "append", guarded, false);
                return;
            }
            if (opcode == Opcodes.INVOKEVIRTUAL && owner.startsWith("[") && name.equals("clone")) {
                // a copy is a new array: counted and capped as one (same stack: an array in, an Object out)
                super.visitMethodInsn(
                        Opcodes.INVOKESTATIC, GUARD, "cloned", "(Ljava/lang/Object;)Ljava/lang/Object;", false);
                return;
            }
            super.visitMethodInsn(opcode, owner, name, descriptor, isInterface);
        }
    }
}
