package bouncelab.core.trace;

/**
 * What one field of a trace item holds (see {@link TraceKind}): a number, a yes/no, or words. Kept typed (not just
 * a string) so a lesson's check can compare numbers with a tolerance and still show each one the way the inspector
 * does.
 */
public sealed interface FieldValue {

    /**
     * As a lesson shows it: numbers as the formulas write them (84, 0.25, −600, and dt = 1/60 as that fraction, so
     * a sum a student redoes with it comes out as printed), booleans as true/false.
     */
    String display();

    record Number(double value) implements FieldValue {
        @Override
        public String display() {
            return Num.exactly(value);
        }
    }

    record Bool(boolean value) implements FieldValue {
        @Override
        public String display() {
            return Boolean.toString(value);
        }
    }

    record Text(String value) implements FieldValue {
        @Override
        public String display() {
            return value;
        }
    }

    static FieldValue of(double v) {
        return new Number(v);
    }

    static FieldValue of(boolean v) {
        return new Bool(v);
    }

    static FieldValue of(String v) {
        return new Text(v);
    }
}
